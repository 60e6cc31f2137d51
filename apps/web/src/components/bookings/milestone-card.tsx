import type { Booking, BookingMilestone } from '@reelhire/shared/booking-records';
import { MILESTONE_STATUS_LABELS, milestoneMachine, revisionRequestKind } from '@reelhire/shared/milestones';
import { formatMoney } from '@reelhire/shared/money';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMoveMilestone } from '@/lib/bookings/move-milestone';
import { useRequestRevision } from '@/lib/bookings/request-revision';
import { formatDay } from '@/lib/format-dates';
import { MILESTONE_STATUS_VARIANTS, milestoneMoves, type BookingSide } from './booking-format';
import { DeliverableForm } from './deliverable-form';
import { DeliveryHistory } from './delivery-history';

interface MilestoneCardProps {
  booking: Booking;
  milestone: BookingMilestone;
  /** Its place in the contract, counted from 1. */
  number: number;
  side: BookingSide;
  /** Cancelled, completed or disputed: the milestones only show what happened. */
  closed: boolean;
}

/** One milestone: its state, what was delivered and asked, and the moves the machine gives this side now. */
export function MilestoneCard({ booking, milestone, number, side, closed }: MilestoneCardProps) {
  const [delivering, setDelivering] = useState(false);
  const [revising, setRevising] = useState(false);
  const move = useMoveMilestone();
  const revision = useRequestRevision(milestone.id);
  const moves = closed ? [] : milestoneMoves(milestone.status, side);
  const openExtra = milestone.revision_requests.find(
    (request) => request.kind === 'extra' && request.status === 'open',
  );
  const extra =
    revisionRequestKind({
      revisionsIncluded: booking.revisions_included,
      revisionsUsed: booking.revisions_used,
    }) === 'extra';
  const busy = move.isPending;
  const doMove = (name: 'start' | 'approve' | 'accept_extra_revision' | 'decline_extra_revision') =>
    move.mutate({ milestoneId: milestone.id, move: name });

  return (
    <li className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4" aria-label={milestone.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-zinc-900">
            {number}. {milestone.title}
          </h3>
          <p className="text-sm text-zinc-600">
            {formatMoney(milestone.amount_minor, booking.currency)} · due {formatDay(milestone.due_date)}
          </p>
        </div>
        <Badge variant={MILESTONE_STATUS_VARIANTS[milestone.status]}>
          {MILESTONE_STATUS_LABELS[milestone.status]}
        </Badge>
      </div>
      {milestone.acceptance_criteria ? (
        <p className="text-sm text-zinc-700">
          <span className="font-medium">Accepted when:</span> {milestone.acceptance_criteria}
        </p>
      ) : null}

      {milestone.release ? (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {milestone.release.automatic ? 'Released automatically' : 'Released'}{' '}
          {formatMoney(milestone.release.amount_minor, booking.currency)} (fee{' '}
          {formatMoney(milestone.release.fee_minor, booking.currency)}) on{' '}
          {formatDay(milestone.release.released_at.slice(0, 10))}
        </p>
      ) : null}

      <DeliveryHistory milestone={milestone} />

      {openExtra && side === 'client' && !closed ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          You asked for an extra revision beyond those included. {booking.filmmaker.name} accepts or declines
          it; meanwhile you can still approve the delivery.
        </p>
      ) : null}
      {openExtra && side === 'filmmaker' && moves.includes('accept_extra_revision') ? (
        <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>
            {booking.client.name ?? 'The client'} asked for a revision beyond the {booking.revisions_included}{' '}
            included. Accepting it takes it on as extra work; declining leaves the delivery for them to
            approve.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => doMove('accept_extra_revision')}>
              {milestoneMachine.transitions.accept_extra_revision.label}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => doMove('decline_extra_revision')}
            >
              Decline the extra revision
            </Button>
          </div>
        </div>
      ) : null}

      {delivering ? (
        <DeliverableForm milestoneId={milestone.id} onDone={() => setDelivering(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.includes('start') ? (
            <Button variant="outline" disabled={busy} onClick={() => doMove('start')}>
              {milestoneMachine.transitions.start.label}
            </Button>
          ) : null}
          {moves.includes('submit') ? (
            <Button onClick={() => setDelivering(true)}>
              {milestone.status === 'revision_requested' ? 'Resubmit for approval' : 'Deliver this milestone'}
            </Button>
          ) : null}
          {moves.includes('approve') ? (
            <Button disabled={busy} onClick={() => doMove('approve')}>
              {milestoneMachine.transitions.approve.label}
            </Button>
          ) : null}
          {moves.includes('request_revision') && !openExtra ? (
            <Button variant="outline" disabled={busy} onClick={() => setRevising(true)}>
              {extra ? 'Request an extra revision' : milestoneMachine.transitions.request_revision.label}
            </Button>
          ) : null}
        </div>
      )}
      {move.error ? (
        <p role="alert" className="text-sm text-red-600">
          {move.error.message}
        </p>
      ) : null}

      <ConfirmDialog
        open={revising}
        onOpenChange={(open) => {
          setRevising(open);
          if (!open) revision.reset();
        }}
        title={extra ? 'Request an extra revision' : 'Request a revision'}
        description={
          extra
            ? `Your ${booking.revisions_included} included ${booking.revisions_included === 1 ? 'revision is' : 'revisions are'} used. This one is extra work: ${booking.filmmaker.name} must accept it before it counts, and may decline.`
            : `${booking.revisions_included - booking.revisions_used} of ${booking.revisions_included} included revisions left. ${booking.filmmaker.name} is emailed your comments.`
        }
        confirmLabel={extra ? 'Ask for extra work' : 'Send back for changes'}
        pendingLabel="Sending…"
        pending={revision.isPending}
        error={revision.error?.message ?? null}
        note={{ label: 'What should change', max: 4000, required: 'Say what should change' }}
        onConfirm={(comments) => revision.mutate(comments, { onSuccess: () => setRevising(false) })}
      />
    </li>
  );
}
