import type { BookingAction } from '@reelhire/shared/booking-actions';
import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import { CalendarCheck, Clapperboard, Eye, MessageSquareWarning, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format-dates';
import { useBookingActions } from './api/get-booking-actions';

interface Line {
  icon: LucideIcon;
  title: string;
}

/** What one waiting milestone asks of this side, in words. */
export function bookingActionLine(item: BookingAction, role: DashboardRoleName): Line {
  const milestone = `“${item.milestone_title}”`;
  if (role === 'client') {
    return { icon: Eye, title: `Review ${item.counterpart_name}'s delivery of ${milestone}` };
  }
  if (item.extra_revision_open) {
    return {
      icon: MessageSquareWarning,
      title: `${item.counterpart_name} asked for an extra revision of ${milestone}: accept or decline`,
    };
  }
  switch (item.milestone_status) {
    case 'revision_requested':
      return { icon: MessageSquareWarning, title: `Revise and resubmit ${milestone}` };
    case 'in_progress':
      return { icon: Clapperboard, title: `Deliver ${milestone}` };
    default:
      return { icon: CalendarCheck, title: `Start or deliver ${milestone}` };
  }
}

const linkOf = (item: BookingAction, role: DashboardRoleName) =>
  role === 'client'
    ? `/client/dashboard/projects/${item.project_id}/jobs/${item.job_id}`
    : `/filmmaker/dashboard/bookings/${item.booking_id}`;

/** The dashboard home's bookings to-do (issue 13): only milestones waiting for this side now. */
export function BookingActionsCard({ role, enabled }: { role: DashboardRoleName; enabled: boolean }) {
  const { data, isPending, isError } = useBookingActions(role, enabled);
  if (!enabled) return null;
  if (isPending) return <Skeleton className="h-20 rounded-xl" />;
  if (isError || data.items.length === 0) return null;
  return (
    <Card>
      <CardContent>
        <h2 className="text-base font-semibold text-zinc-900">Bookings waiting for you</h2>
        <ul className="mt-3 divide-y divide-zinc-100" aria-label="Bookings waiting for you">
          {data.items.map((item) => {
            const { icon: Icon, title } = bookingActionLine(item, role);
            return (
              <li key={`${item.milestone_id}-${item.extra_revision_open}`}>
                <Link
                  to={linkOf(item, role)}
                  className="flex items-start gap-3 rounded-md py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-zinc-900">{title}</span>
                    <span className="block text-sm text-zinc-600">
                      {item.booking_title}
                      {role === 'client' ? '' : ` · ${item.counterpart_name}`} · due{' '}
                      {formatDay(item.due_date)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
