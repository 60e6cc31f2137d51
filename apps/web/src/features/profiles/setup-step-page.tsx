import type { ClientProfile } from '@reelhire/shared/client-profile';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useClientProfile } from './api/get-client-profile';
import { useFilmmakerProfile } from './api/get-filmmaker-profile';
import {
  CLIENT_STEPS,
  clientStepsComplete,
  FILMMAKER_STEPS,
  filmmakerStepsComplete,
  SetupPage,
  type SetupStep,
} from './setup-frame';
import type { StepFormHost } from './step-form-host';

/** A role's setup: its steps, which of them are done, and its profile. */
export interface RoleSetup<T> {
  steps: SetupStep[];
  complete: (profile: T) => boolean[];
  useProfile: () => UseQueryResult<T>;
}

export const FILMMAKER_SETUP: RoleSetup<FilmmakerProfile> = {
  steps: FILMMAKER_STEPS,
  complete: filmmakerStepsComplete,
  useProfile: useFilmmakerProfile,
};

export const CLIENT_SETUP: RoleSetup<ClientProfile> = {
  steps: CLIENT_STEPS,
  complete: clientStepsComplete,
  useProfile: useClientProfile,
};

/** A step's body: a step form (Back to `back`, Continue to `next`), or content of its own (the previews). */
type StepBody<T> =
  | { form: ComponentType<{ profile: T; host: StepFormHost }>; back?: string; next: string }
  | { content: ComponentType<{ profile: T; userId: string }> };

type SetupStepPageProps<T> = {
  setup: RoleSetup<T>;
  /** The step's index in `setup.steps`. */
  current: number;
  description: ReactNode;
} & StepBody<T>;

/** One setup step page, for every step of both roles: the role's stepper and profile around the step's body. */
export function SetupStepPage<T extends FilmmakerProfile | ClientProfile>({
  setup,
  current,
  description,
  ...body
}: SetupStepPageProps<T>) {
  const query = setup.useProfile();
  return (
    <SetupPage
      steps={setup.steps}
      current={current}
      query={query}
      complete={setup.complete}
      description={description}
    >
      {(profile, userId) =>
        'form' in body ? (
          <body.form profile={profile} host={{ kind: 'setup', userId, back: body.back, next: body.next }} />
        ) : (
          <body.content profile={profile} userId={userId} />
        )
      }
    </SetupPage>
  );
}
