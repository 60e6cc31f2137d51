import { nextStep, type DashboardRole, type DashboardRoleName } from '@reelhire/shared/dashboard';
import {
  ArrowRight,
  BadgeCheck,
  Clock,
  ExternalLink,
  Pencil,
  ShieldAlert,
  ShieldQuestion,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/account-state';
import { useDashboardSummary } from './api/get-dashboard-summary';
import { useHiringActions } from './api/get-hiring-actions';
import { useToDos } from './api/get-to-dos';
import { useOpenBookingRequests } from './api/list-open-booking-requests';
import { BookingRequestsCard } from './booking-requests-card';
import { HiringActionsCard } from './hiring-actions-card';
import { ToDosCard } from './to-dos-card';

const VERIFICATION: Record<
  DashboardRole['verification_state'] | 'verified',
  { icon: LucideIcon; label: string; variant: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  verified: { icon: BadgeCheck, label: 'Identity verified', variant: 'success' },
  approved: { icon: BadgeCheck, label: 'Identity verified', variant: 'success' },
  pending: { icon: Clock, label: 'Documents under review', variant: 'warning' },
  rejected: { icon: ShieldAlert, label: 'Documents not accepted', variant: 'danger' },
  none: { icon: ShieldQuestion, label: 'Not verified yet', variant: 'neutral' },
};

function NextStepCard({ role, summary }: { role: DashboardRoleName; summary: DashboardRole }) {
  const step = nextStep(role, summary);
  if (!step) {
    return (
      <Card className="border-emerald-200 bg-emerald-50/60">
        <CardContent className="flex items-start gap-3">
          <BadgeCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <div>
            <h2 className="font-semibold text-zinc-900">You are all set</h2>
            <p className="mt-1 text-sm text-zinc-700">Your profile is live and your identity is verified.</p>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-brand-200 bg-brand-50/50">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-brand-700">Next step</p>
          <h2 className="mt-1 text-lg font-semibold text-zinc-900">{step.title}</h2>
          <p className="mt-1 text-sm text-zinc-700">{step.description}</p>
        </div>
        <Button asChild className="w-full shrink-0 sm:w-auto">
          <Link to={step.href}>
            {step.action} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function CompletenessCard({ role, summary }: { role: DashboardRoleName; summary: DashboardRole }) {
  const openItems = [...summary.missing, ...summary.suggestions];
  return (
    <Card>
      <CardContent>
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="font-semibold text-zinc-900">Profile</h2>
          <span className="text-sm font-medium text-zinc-700">{summary.completeness}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuenow={summary.completeness}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-3 h-2 overflow-hidden rounded-full bg-zinc-100"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${summary.completeness}%` }} />
        </div>
        <p className="mt-3 text-sm text-zinc-600">
          {summary.setup
            ? role === 'filmmaker'
              ? 'Your profile is live: clients can find you in the directory.'
              : 'Your client profile is set up.'
            : 'Your profile is not live yet.'}
        </p>
        {openItems.length > 0 ? (
          <ul className="mt-3 space-y-1.5 text-sm">
            {openItems.slice(0, 5).map((item) => (
              <li key={item.field} className="flex items-center gap-2 text-zinc-700">
                <span
                  className={
                    summary.missing.includes(item)
                      ? 'size-1.5 shrink-0 rounded-full bg-amber-500'
                      : 'size-1.5 shrink-0 rounded-full bg-zinc-300'
                  }
                  aria-hidden
                />
                {item.message}
                {summary.missing.includes(item) ? (
                  <span className="text-xs text-amber-700">required</span>
                ) : null}
              </li>
            ))}
            {openItems.length > 5 ? <li className="text-zinc-500">and {openItems.length - 5} more</li> : null}
          </ul>
        ) : null}
        {summary.setup || summary.public_path ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {summary.setup ? (
              // A live profile is edited on the account page (the guard keeps it off the setup pages).
              <Button variant="outline" size="sm" asChild>
                <Link to={`/${role}/dashboard/account`}>
                  <Pencil aria-hidden /> Edit profile
                </Link>
              </Button>
            ) : null}
            {summary.public_path ? (
              <Button variant="outline" size="sm" asChild>
                <Link to={summary.public_path}>
                  View your public page <ExternalLink aria-hidden />
                </Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function VerificationCard({ role, summary }: { role: DashboardRoleName; summary: DashboardRole }) {
  const state = VERIFICATION[summary.verified ? 'verified' : summary.verification_state];
  const Icon = state.icon;
  return (
    <Card>
      <CardContent>
        <h2 className="font-semibold text-zinc-900">Identity verification</h2>
        <Badge variant={state.variant} className="mt-3 gap-1">
          <Icon className="size-3.5" aria-hidden /> {state.label}
        </Badge>
        <p className="mt-3 text-sm text-zinc-600">
          {summary.verified
            ? role === 'filmmaker'
              ? 'Your profile carries the verified badge.'
              : 'Filmmakers see that your identity was checked.'
            : summary.verification_state === 'rejected' && summary.rejection_reason
              ? `Reason: ${summary.rejection_reason}`
              : role === 'filmmaker'
                ? 'Until you are verified you can browse jobs but not apply or take bookings.'
                : 'Until you are verified you can browse filmmakers but not book or pay them.'}
        </p>
        {/* The next-step card already links there when verifying is the next step. */}
        {!summary.verified &&
        summary.setup &&
        nextStep(role, summary)?.href !== `/${role}/verify-identity` ? (
          <Button variant="outline" size="sm" asChild className="mt-4">
            <Link to={`/${role}/verify-identity`}>
              {summary.verification_state === 'pending' ? 'See status' : 'Verify your identity'}
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** `/filmmaker/dashboard` and `/client/dashboard`: where the user's profile stands and what to do next. */
export function DashboardHomePage({ role }: { role: DashboardRoleName }) {
  const { user } = useAuth();
  const { data, isPending, isError, error, refetch } = useDashboardSummary();
  const summary = data?.[role] ?? null;
  // The cards' reads start with the summary's rather than after it (decision 0076): the to-dos, the home's
  // largest content, show a round trip sooner. Only a profile not yet set up turns them off again.
  const cardsWanted = !summary || summary.setup;
  useToDos(role, cardsWanted);
  useHiringActions(role, cardsWanted);
  useOpenBookingRequests(role, cardsWanted);
  const firstName =
    typeof user?.user_metadata?.first_name === 'string' ? user.user_metadata.first_name.trim() : '';

  return (
    <div className="max-w-4xl">
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Your dashboard'}
        description={
          role === 'filmmaker'
            ? 'Your filmmaker profile and what to do next.'
            : 'Your client profile and what to do next.'
        }
        actions={
          role === 'client' ? (
            <Button variant="outline" asChild>
              <Link to="/client/dashboard/talent">Find filmmakers</Link>
            </Button>
          ) : null
        }
      />
      {isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-44 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed title="Your dashboard could not be loaded" error={error} onRetry={refetch} />
      ) : summary ? (
        <div className="space-y-4">
          <NextStepCard role={role} summary={summary} />
          <ToDosCard role={role} enabled={summary.setup} />
          <HiringActionsCard role={role} enabled={summary.setup} />
          <BookingRequestsCard role={role} enabled={summary.setup} />
          <div className="grid gap-4 md:grid-cols-2">
            <CompletenessCard role={role} summary={summary} />
            <VerificationCard role={role} summary={summary} />
          </div>
        </div>
      ) : (
        <EmptyState
          icon={ShieldQuestion}
          title={`Your account has no ${role} profile`}
          description="Open the dashboard of the role your account has."
        />
      )}
    </div>
  );
}
