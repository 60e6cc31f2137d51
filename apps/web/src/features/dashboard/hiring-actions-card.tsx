import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import type { HiringActions, HoldToDo } from '@reelhire/shared/hiring-actions';
import { formatMoney } from '@reelhire/shared/money';
import {
  CalendarClock,
  CalendarRange,
  EyeOff,
  FileSignature,
  Inbox,
  Mail,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange, formatDay } from '@/lib/format-dates';
import { useHiringActions } from './api/get-hiring-actions';

interface Item {
  key: string;
  icon: LucideIcon;
  title: string;
  detail: string;
  to: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const holdDates = (hold: HoldToDo) => formatDateRange({ start: hold.first_day, end: hold.last_day });
const deadline = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Each thing waiting for the user, in the order it matters: a job taken down, answers to give, then people,
 * then dates.
 */
function itemsOf(actions: HiringActions): Item[] {
  if (actions.as === 'client') {
    const job = (projectId: string, jobId: string) => `/client/dashboard/projects/${projectId}/jobs/${jobId}`;
    return [
      ...actions.unpublished_by_reelhire.map((row) => ({
        key: `unpublished-${row.job_id}`,
        icon: EyeOff,
        title: `Reelhire unpublished “${row.job_title}”`,
        detail: `${row.reason} · edit the job and publish it again`,
        to: job(row.project_id, row.job_id),
      })),
      // A first hold lapses unless confirmed: SPEC has no email for a promotion, so the home says it.
      ...actions.holds_to_confirm.map((hold) => ({
        key: `hold-${hold.hold_id}`,
        icon: CalendarRange,
        title: hold.promoted
          ? `Your hold on ${hold.counterpart_name} moved up to first for ${holdDates(hold)}`
          : `Confirm or release your first hold on ${hold.counterpart_name} for ${holdDates(hold)}`,
        detail: `“${hold.title}”${hold.confirm_by ? ` · confirm by ${deadline(hold.confirm_by)}` : ''}`,
        to: '/client/dashboard#holds',
      })),
      ...actions.counters_to_answer.map((offer) => ({
        key: `counter-${offer.offer_id}`,
        icon: FileSignature,
        title: `${offer.counterpart_name} countered on “${offer.job_title}”`,
        detail: `${formatMoney(offer.amount_minor, offer.currency)} · answer by ${formatDay(offer.expires_at)}`,
        to: `${job(offer.project_id, offer.job_id)}/contract?application=${offer.application_id}`,
      })),
      ...actions.applicants_to_review.map((row) => ({
        key: `applicants-${row.job_id}`,
        icon: Inbox,
        title: `${plural(row.new_count, 'new applicant', 'new applicants')} for “${row.job_title}”`,
        detail: 'Not opened yet',
        to: job(row.project_id, row.job_id),
      })),
      ...actions.deadlines_soon.map((row) => ({
        key: `deadline-${row.job_id}`,
        icon: CalendarClock,
        title: `Applications for “${row.job_title}” close ${formatDay(row.application_deadline)}`,
        detail: plural(row.application_count, 'application so far', 'applications so far'),
        to: job(row.project_id, row.job_id),
      })),
    ];
  }
  return [
    ...actions.offers_to_answer.map((offer) => ({
      key: `offer-${offer.offer_id}`,
      icon: FileSignature,
      title: `${offer.counterpart_name || 'A client'} sent you an offer for “${offer.job_title}”`,
      detail: `${formatMoney(offer.amount_minor, offer.currency)} · answer by ${formatDay(offer.expires_at)}`,
      to: `/filmmaker/dashboard/contract/${offer.application_id}`,
    })),
    ...actions.invitations.map((invitation) => ({
      key: `invitation-${invitation.job_id}`,
      icon: Mail,
      title: `${invitation.client_name || 'A client'} invited you to apply for “${invitation.job_title}”`,
      detail: invitation.application_deadline
        ? `Applications close ${formatDay(invitation.application_deadline)}`
        : 'No deadline set',
      to: `/filmmaker/dashboard/jobs/${invitation.job_id}`,
    })),
    ...actions.holds_on_your_dates.map((hold) => ({
      key: `hold-${hold.hold_id}`,
      icon: CalendarRange,
      title: `${hold.counterpart_name} put a ${hold.status === 'first' ? 'first' : 'second'} hold on ${holdDates(hold)}`,
      detail: `“${hold.title}”${hold.status === 'first' && hold.confirm_by ? ` · theirs to confirm by ${deadline(hold.confirm_by)}` : ''}`,
      to: '/filmmaker/dashboard/bookings',
    })),
  ];
}

/** The dashboard home's hiring to-do (issue 12): only what needs the user now, each with its link. */
export function HiringActionsCard({ role, enabled }: { role: DashboardRoleName; enabled: boolean }) {
  const { data, isPending, isError } = useHiringActions(role, enabled);
  if (!enabled) return null;
  if (isPending) return <Skeleton className="h-24 rounded-xl" />;
  // The profile cards still help; a failed to-do read is not worth a second error box.
  if (isError) return null;
  const items = itemsOf(data);
  return (
    <Card>
      <CardContent>
        <h2 className="text-base font-semibold text-zinc-900">Needs your attention</h2>
        {items.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">
            {role === 'client'
              ? 'Nothing waits for you: no holds to confirm, no counters to answer, no unopened applicants and no deadlines this week.'
              : 'Nothing waits for you: no offers to answer, no invitations to apply and no holds on your dates.'}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-zinc-100" aria-label="Needs your attention">
            {items.map(({ key, icon: Icon, title, detail, to }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="flex items-start gap-3 rounded-md py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-zinc-900">{title}</span>
                    <span className="block text-sm text-zinc-600">{detail}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
