import {
  applicationSchema,
  type Application,
  type ApplicationTransition,
} from '@reelhire/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { applicationQueryKey } from './get-application';
import { APPLICATIONS_QUERY_ROOT } from './list-my-applications';

/** The transitions a person asks for over HTTP (the others are Reelhire's own). */
export type RequestedApplicationTransition = Extract<
  ApplicationTransition,
  'shortlist' | 'unshortlist' | 'reject' | 'withdraw'
>;

export interface ApplicationTransitionRequest {
  transition: RequestedApplicationTransition;
  /** The rejection's note, which the filmmaker reads. */
  note?: string;
}

/** `POST /applications/{id}/{transition}`; a refused one is a 409 whose `status` is the current state. */
export function transitionApplication(
  id: string,
  { transition, note }: ApplicationTransitionRequest,
): Promise<Application> {
  return apiFetch(`/rest/v1/applications/${encodeURIComponent(id)}/${transition}`, {
    method: 'POST',
    body: transition === 'reject' ? { note: note || undefined } : {},
    schema: applicationSchema,
    requireSession: true,
  });
}

export function useTransitionApplication(id: string) {
  const userId = useAuthState().user?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApplicationTransitionRequest) => transitionApplication(id, request),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryKey(userId, id), application);
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_ROOT });
    },
    // A refused transition (409) means the record moved on: show where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: applicationQueryKey(userId, id) }),
  });
}
