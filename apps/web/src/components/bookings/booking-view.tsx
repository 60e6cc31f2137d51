import type { Booking } from '@reelhire/shared/booking-records';
import { BOOKING_STATUS_LABELS, UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { formatMoney } from '@reelhire/shared/money';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BookingDisputes } from '@/components/disputes/booking-disputes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCancelBooking } from '@/lib/bookings/cancel-booking';
import {
  BOOKING_STATUS_VARIANTS,
  clientKillFee,
  mayCancel,
  nextBookingAction,
  type BookingSide,
} from './booking-format';
import { BookingTerms } from './booking-terms';
import { BookingTimeline } from './booking-timeline';
import { MilestoneCard } from './milestone-card';

const UNDER_WAY: readonly string[] = UNDER_WAY_BOOKING_STATUSES;

function CancelledNote({ booking, side }: { booking: Booking; side: BookingSide }) {
  const by =
    booking.cancelled_by === side
      ? 'You'
      : booking.cancelled_by === 'client'
        ? (booking.client.name ?? 'The client')
        : booking.cancelled_by === 'filmmaker'
          ? booking.filmmaker.name
          : 'Reelhire';
  const fee = booking.kill_fee_minor ?? 0;
  return (
    <div role="status" className="rounded-xl border border-zinc-200 bg-zinc-50 p-4 text-sm text-zinc-800">
      <p className="font-medium">{by} cancelled this booking.</p>
      {booking.cancel_reason ? <p className="mt-1 whitespace-pre-line">“{booking.cancel_reason}”</p> : null}
      <p className="mt-1">
        {fee > 0
          ? `Kill fee recorded: ${formatMoney(fee, booking.currency)}, charged when payments are settled.`
          : 'No kill fee is owed.'}
      </p>
    </div>
  );
}

/** Where this side writes (and later reads) its review of a completed booking (decision 0060). */
function reviewPath(booking: Booking, side: BookingSide): string {
  if (side === 'filmmaker') return '/filmmaker/dashboard/reviews';
  return booking.project_id && booking.job_id
    ? `/client/dashboard/projects/${booking.project_id}/jobs/${booking.job_id}/review`
    : '/client/dashboard/projects';
}

/**
 * A booking as either party sees it: where it stands, its terms, each milestone with what this side can do,
 * the timeline, and cancelling with a reason (a client sees the kill fee they would owe first).
 */
export function BookingView({ booking, side }: { booking: Booking; side: BookingSide }) {
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelBooking(booking.id);
  const closed = !UNDER_WAY.includes(booking.status);
  const next = nextBookingAction(booking.status, side);
  const fee = clientKillFee(booking);
  const counterpart = side === 'client' ? booking.filmmaker.name : (booking.client.name ?? 'Your client');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={BOOKING_STATUS_VARIANTS[booking.status]}>
          {BOOKING_STATUS_LABELS[booking.status]}
        </Badge>
        <span className="text-sm text-zinc-600">
          {side === 'client' ? 'With' : 'For'} {counterpart} · contract {booking.contract_number}
        </span>
        {next ? <span className="text-sm font-medium text-zinc-900">Next: {next}</span> : null}
      </div>
      {booking.status === 'cancelled' ? <CancelledNote booking={booking} side={side} /> : null}
      {booking.status === 'completed' ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          Every milestone is approved: this booking is complete.{' '}
          <Link to={reviewPath(booking, side)} className="font-medium underline underline-offset-2">
            Review {counterpart}
          </Link>
        </p>
      ) : null}
      <BookingTerms booking={booking} />
      <section aria-labelledby={`milestones-${booking.id}`} className="space-y-3">
        <h2 id={`milestones-${booking.id}`} className="text-base font-semibold text-zinc-900">
          Milestones
        </h2>
        <ol className="space-y-3">
          {booking.milestones.map((milestone, index) => (
            <MilestoneCard
              key={milestone.id}
              booking={booking}
              milestone={milestone}
              number={index + 1}
              side={side}
              closed={closed}
            />
          ))}
        </ol>
      </section>
      <BookingDisputes booking={booking} side={side} />
      <BookingTimeline booking={booking} />
      {/* Cancelling settles every escrow; a disputed one's waits for the ruling (decision 0061). */}
      {mayCancel(booking.status, side) && !booking.milestones.some((m) => m.frozen) ? (
        <div className="flex flex-col gap-2 rounded-xl border border-red-100 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-zinc-700">
            {side === 'client'
              ? fee > 0
                ? `Cancelling now owes ${booking.filmmaker.name} a kill fee of ${formatMoney(fee, booking.currency)} (${booking.kill_fee_percent}% of what is not yet approved).`
                : 'Cancelling now owes no kill fee.'
              : 'You can cancel with a reason; the client is told. A filmmaker owes no kill fee.'}
          </p>
          <Button variant="outline" className="shrink-0 text-red-700" onClick={() => setCancelling(true)}>
            <CalendarX2 aria-hidden /> Cancel booking
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) cancel.reset();
        }}
        title="Cancel this booking?"
        description={
          side === 'client' && fee > 0
            ? `You will owe ${booking.filmmaker.name} a kill fee of ${formatMoney(fee, booking.currency)}. This cannot be undone.`
            : 'The booking and its contract are cancelled for both of you. This cannot be undone.'
        }
        confirmLabel="Cancel booking"
        pendingLabel="Cancelling…"
        destructive
        pending={cancel.isPending}
        error={cancel.error?.message ?? null}
        note={{ label: 'Reason', max: 1000, required: 'Give a reason' }}
        onConfirm={(reason) => cancel.mutate(reason, { onSuccess: () => setCancelling(false) })}
      />
    </div>
  );
}
