import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import type { HiringActions, HoldToDo } from '@reelhire/shared/hiring-actions';
import { CalendarClock, CalendarRange, EyeOff, Mail, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
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
 * What the user should know that is not their turn on a record (those are the to-dos, decision 0053): a
 * job Reelhire took down, deadlines coming up, invitations to apply, holds on a filmmaker's dates.
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

/** The dashboard home's news beside the to-dos (issue 12): nothing shows when there is none. */
export function HiringActionsCard({ role, enabled }: { role: DashboardRoleName; enabled: boolean }) {
  const { data, isPending, isError } = useHiringActions(role, enabled);
  if (!enabled || isPending || isError) return null;
  const items = itemsOf(data);
  if (items.length === 0) return null;
  return (
    <Card>
      <CardContent>
        <h2 className="text-base font-semibold text-zinc-900">Also for you</h2>
        <ul className="mt-3 divide-y divide-zinc-100" aria-label="Also for you">
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
      </CardContent>
    </Card>
  );
}
