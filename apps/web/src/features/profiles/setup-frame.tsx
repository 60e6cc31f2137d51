import type { ClientProfile } from '@reelhire/shared/client-profile';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, LoaderCircle, Send } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ProfileLoadError } from './profile-load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAuthState } from '@/lib/auth-state';
import { useRouteDef } from '@/lib/route-def';

export interface SetupStep {
  name: string;
  path: string;
}

export const FILMMAKER_STEPS: SetupStep[] = [
  { name: 'Basics', path: '/filmmaker/profile-setup/basic' },
  { name: 'Craft and rates', path: '/filmmaker/profile-setup/professional' },
  { name: 'Portfolio', path: '/filmmaker/profile-setup/portfolio' },
  { name: 'Preview', path: '/filmmaker/profile-setup/preview' },
];

/** Per filmmaker step: saved at least once with nothing missing (the preview: live). */
export function filmmakerStepsComplete(profile: FilmmakerProfile): boolean[] {
  const missing = new Set(profile.missing.map((gap) => gap.step));
  const saved = profile.updated_at !== null;
  return [
    saved && !missing.has('basic'),
    saved && !missing.has('professional'),
    saved && !missing.has('portfolio'),
    profile.setup,
  ];
}

export const CLIENT_STEPS: SetupStep[] = [
  { name: 'Your company', path: '/client/profile-setup/basic' },
  { name: 'Preview', path: '/client/profile-setup/preview' },
];

/** Where a missing field is edited: its step, scrolled to the field. */
export function clientStepsComplete(profile: ClientProfile): boolean[] {
  return [profile.updated_at !== null && profile.missing.length === 0, profile.setup];
}

export const fieldLink = (stepPath: string, field: string) => `${stepPath}#field-${field}`;

/**
 * "Step 2 of 4" and a bar per step, filled up to the current one; steps already passed (all of them, once
 * the profile is live) are links back, ticked when nothing is missing from them. On a phone only the bars
 * show, with the current step's name above them.
 */
export function SetupStepper({
  steps,
  current,
  allOpen = false,
  complete = [],
}: {
  steps: SetupStep[];
  current: number;
  allOpen?: boolean;
  /** Per step: saved with nothing missing. */
  complete?: boolean[];
}) {
  return (
    <nav aria-label="Profile setup" className="mb-8">
      <p className="text-sm font-medium text-zinc-600">
        Step {current + 1} of {steps.length}
        <span className="text-zinc-900 sm:hidden"> · {steps[current]?.name}</span>
      </p>
      <ol className="mt-3 flex gap-2">
        {steps.map((step, index) => {
          const passed = index < current;
          const isCurrent = index === current;
          const done = !isCurrent && Boolean(complete[index]);
          const open = !isCurrent && (passed || allOpen);
          const content = (
            <>
              <span
                className={cn(
                  'block h-1.5 rounded-full',
                  passed ? 'bg-brand-600' : isCurrent ? 'bg-brand-500' : 'bg-zinc-200',
                )}
              />
              <span
                className={cn(
                  'mt-2 flex items-center gap-1.5 text-xs font-medium max-sm:sr-only',
                  isCurrent ? 'text-zinc-900' : passed ? 'text-zinc-700' : 'text-zinc-500',
                )}
              >
                {done ? <Check className="size-3.5 text-brand-600" aria-hidden /> : null}
                {step.name}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </>
          );
          return (
            <li key={step.path} className="min-w-0 flex-1">
              {open ? (
                <Link
                  to={step.path}
                  className="block rounded-md py-1 outline-offset-2 hover:opacity-80 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {content}
                </Link>
              ) : (
                <div className="py-1" aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function SetupSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile">
      <Card>
        <CardContent className="space-y-6">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
          <div className="space-y-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-28 w-full" />
          </div>
        </CardContent>
      </Card>
      <div className="mt-6 flex justify-end">
        <Skeleton className="h-10 w-32" />
      </div>
    </div>
  );
}

/** What the frame reads of a profile: whether it is live, and whose it is. */
interface SetupProfile {
  setup: boolean;
  user_id: string;
}

export interface SetupPageProps<T extends SetupProfile> {
  steps: SetupStep[];
  current: number;
  description: ReactNode;
  query: UseQueryResult<T>;
  /** Which steps are saved with nothing missing, for the stepper's ticks. */
  complete?: (data: T) => boolean[];
  /** The step's content, given the profile and the user its local drafts belong to. */
  children: (data: T, userId: string) => ReactNode;
}

/** A setup step: stepper, heading, then the step's content once the profile is loaded. */
export function SetupPage<T extends SetupProfile>({
  steps,
  current,
  description,
  query,
  complete,
  children,
}: SetupPageProps<T>) {
  const route = useRouteDef();
  const { session } = useAuthState();
  return (
    <div>
      <SetupStepper
        steps={steps}
        current={current}
        // A live profile has every step open.
        allOpen={query.data?.setup ?? false}
        complete={query.data !== undefined && complete ? complete(query.data) : []}
      />
      <PageHeader title={route?.title ?? 'Profile setup'} />
      <div className="-mt-4 mb-6 text-sm text-zinc-600">{description}</div>
      {query.isPending ? (
        <SetupSkeleton />
      ) : query.isError ? (
        <ProfileLoadError query={query} />
      ) : (
        children(query.data, session?.user.id ?? query.data.user_id)
      )}
    </div>
  );
}

/** The previews' last row: Back, and Submit (disabled while something is missing, saying why). */
export function SubmitBar({
  back,
  blocked,
  pending,
  onSubmit,
}: {
  back: string;
  blocked: boolean;
  pending: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="outline" asChild>
        <Link to={back}>
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      <div className="flex flex-col gap-2 sm:items-end">
        <Button
          onClick={onSubmit}
          disabled={blocked || pending}
          aria-describedby={blocked ? 'submit-hint' : undefined}
        >
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          Submit profile
        </Button>
        {blocked ? (
          <p id="submit-hint" className="text-xs text-zinc-500">
            Fill in what is listed above to submit.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Back (a link to the previous step) and Continue (the form's submit button). */
export function StepActions({
  back,
  pending,
  continueLabel = 'Continue',
}: {
  back?: string;
  pending: boolean;
  continueLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {back ? (
        <Button variant="outline" asChild>
          <Link to={back}>
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {continueLabel}
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <ArrowRight aria-hidden />}
      </Button>
    </div>
  );
}

/** Moves focus to the first field the last check found wrong, once the messages are on screen. */
export function focusFirstError(form: HTMLFormElement | null) {
  window.requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}

/** A gap's link (`#field-username`) lands on that field. */
export function useFocusFieldFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#field-')) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [hash]);
}
