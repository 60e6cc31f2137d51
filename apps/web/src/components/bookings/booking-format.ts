import { DAY_PART_LABELS, type BookingDay } from '@reelhire/shared/booking-days';
import type { Booking, BookingSummary, TimelineEntry } from '@reelhire/shared/booking-records';
import {
  BOOKING_STATUS_LABELS,
  bookingMachine,
  killFeeOnCancel,
  type BookingStatus,
} from '@reelhire/shared/bookings';
import {
  MILESTONE_STATUS_LABELS,
  milestoneActions,
  type MilestoneStatus,
  type MilestoneTransition,
} from '@reelhire/shared/milestones';
import type { MilestoneFundingState } from '@reelhire/shared/payments';
import { availableTransitions, humanState, type Actor } from '@reelhire/shared/state-machine';
import { formatDateRange, formatDay } from '@/lib/format-dates';

// How bookings read on the bookings list, the booking page and a client's job (issue 13). Who may do
// what comes from the shared machines only; these helpers put it in words.

export type BookingSide = 'client' | 'filmmaker';

export const BOOKING_STATUS_VARIANTS: Record<
  BookingStatus,
  'neutral' | 'brand' | 'success' | 'warning' | 'danger'
> = {
  requested: 'brand',
  changes_proposed: 'warning',
  declined: 'neutral',
  confirmed: 'brand',
  in_progress: 'brand',
  delivered: 'warning',
  revision_requested: 'warning',
  approved: 'success',
  completed: 'success',
  cancelled: 'neutral',
  disputed: 'danger',
};

export const MILESTONE_STATUS_VARIANTS: Record<MilestoneStatus, 'neutral' | 'brand' | 'success' | 'warning'> =
  {
    pending: 'neutral',
    in_progress: 'brand',
    submitted: 'warning',
    revision_requested: 'warning',
    approved: 'success',
  };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '1 – 2 Mar 2027 · 2 full days', or a fixed fee's '1 – 20 Mar 2027 · delivery window'. */
export function bookingDatesText(booking: Pick<BookingSummary, 'days' | 'first_day' | 'last_day'>): string {
  const range = formatDateRange({ start: booking.first_day, end: booking.last_day });
  if (booking.days.length === 0) return `${range} · delivery window`;
  const full = booking.days.filter((day) => day.part === 'full').length;
  const half = booking.days.length - full;
  const parts = [
    full ? plural(full, 'full day', 'full days') : null,
    half ? plural(half, 'half day', 'half days') : null,
  ];
  return `${range} · ${parts.filter(Boolean).join(', ')}`;
}

/** Each shoot day as the terms list it: '1 Mar 2027 · Full day'. */
export function daySlotText(day: BookingDay): string {
  return `${formatDay(day.date)} · ${DAY_PART_LABELS[day.part]}`;
}

/** What the list says comes next for this side, or null when nothing waits for anyone. */
export function nextBookingAction(status: BookingStatus, side: BookingSide): string | null {
  const filmmaker: Partial<Record<BookingStatus, string>> = {
    requested: 'Answer the request',
    changes_proposed: 'Waiting for the client to answer your changes',
    confirmed: 'Start work and deliver the first milestone',
    in_progress: 'Deliver the next milestone',
    revision_requested: 'Revise and resubmit',
    delivered: 'Waiting for the client to review',
    disputed: 'Under dispute: Reelhire is looking into it',
  };
  const client: Partial<Record<BookingStatus, string>> = {
    requested: 'Waiting for the filmmaker to answer',
    changes_proposed: 'Answer the proposed changes',
    confirmed: 'Waiting for the work to start',
    in_progress: 'Waiting for the next delivery',
    revision_requested: 'Waiting for the revised delivery',
    delivered: 'Review the delivery',
    disputed: 'Under dispute: Reelhire is looking into it',
  };
  return (side === 'filmmaker' ? filmmaker : client)[status] ?? null;
}

/** The milestone moves this side may make now, straight from the shared machine. */
export function milestoneMoves(
  status: MilestoneStatus,
  actor: Actor,
  funding: MilestoneFundingState,
): MilestoneTransition[] {
  // The machine's moves, less those the milestone's money rules out (decision 0051): an unfunded delivery
  // offers the client "Fund and approve" rather than "Approve".
  return milestoneActions({ state: status, actor, funding });
}

/** Whether this side may cancel the booking now (the shared machine's `cancel`). */
export function mayCancel(status: BookingStatus, actor: Actor): boolean {
  return availableTransitions(bookingMachine, { state: status, actor }).includes('cancel');
}

/** What a client cancelling now would owe: the kill fee on the part not yet approved. */
export function clientKillFee(
  booking: Pick<Booking, 'status' | 'kill_fee_percent' | 'amount_minor' | 'milestones'>,
) {
  const approvedMinor = booking.milestones
    .filter((milestone) => milestone.status === 'approved')
    .reduce((sum, milestone) => sum + milestone.amount_minor, 0);
  return killFeeOnCancel({
    actor: 'client',
    status: booking.status,
    killFeePercent: booking.kill_fee_percent,
    amountMinor: booking.amount_minor,
    approvedMinor,
  });
}

/** One timeline line's "what": 'submitted “Shoot days” for approval', 'cancelled the booking'. */
export function timelineText(entry: TimelineEntry, milestoneTitles: ReadonlyMap<string, string>): string {
  if (entry.record_type === 'booking') {
    if (entry.transition === 'from_contract') return 'confirmed the booking from the accepted contract';
    if (entry.transition === 'cancel') return 'cancelled the booking';
    const label = BOOKING_STATUS_LABELS[entry.to_status as BookingStatus];
    return `moved the booking to ${label ?? humanState(entry.to_status)}`;
  }
  const title = `“${milestoneTitles.get(entry.record_id) ?? 'a milestone'}”`;
  // Money into escrow, read from the ledger (decision 0051).
  if (entry.record_type === 'escrow') return `paid ${title} into escrow`;
  switch (entry.transition) {
    case 'fund_and_approve':
      return `paid for ${title} and approved it`;
    case 'start':
      return `started work on ${title}`;
    case 'submit':
      return `submitted ${title} for approval`;
    case 'approve':
      return `approved ${title}`;
    case 'request_revision':
      return `asked for a revision of ${title}`;
    case 'request_extra_revision':
      return `asked for an extra revision of ${title}, beyond those included`;
    case 'accept_extra_revision':
      return `accepted the extra revision of ${title}`;
    case 'decline_extra_revision':
      return `declined the extra revision of ${title}`;
    default: {
      const label = MILESTONE_STATUS_LABELS[entry.to_status as MilestoneStatus];
      return `moved ${title} to ${label ?? humanState(entry.to_status)}`;
    }
  }
}

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '26 Nov 2026, 14:05' in the reader's time zone. */
export function formatWhen(iso: string): string {
  return whenFormat.format(new Date(iso));
}
