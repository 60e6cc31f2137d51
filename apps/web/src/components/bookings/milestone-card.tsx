import type { Booking, BookingMilestone } from '@reelhire/shared/booking-records';
import { MILESTONE_STATUS_LABELS, milestoneMachine, revisionRequestKind } from '@reelhire/shared/milestones';
import { formatMoney } from '@reelhire/shared/money';
import { fundingCharge } from '@reelhire/shared/money-policy';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMoveMilestone } from '@/lib/bookings/move-milestone';
import { useRequestRevision } from '@/lib/bookings/request-revision';
import { formatDay } from '@/lib/format-dates';
import { useFundAndApprove } from '@/lib/payments/fund-and-approve';
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
  /** Where the card checkout is opened (the browser's own navigation by default). */
  openCheckout?: (url: string) => void;
}

/** Whether its money is in escrow, from the ledger (decision 0051), in words both parties read alike. */
export function FundingBadge({ milestone, currency }: { milestone: BookingMilestone; currency: string }) {
  // An open dispute holds it where it is until the withdrawal or the ruling (decision 0061).
  if (milestone.frozen) {
    return (
      <Badge variant="danger">Frozen (disputed) · {formatMoney(milestone.escrow_minor, currency)}</Badge>
    );
  }
  if (milestone.funding === 'funded') {
    return <Badge variant="success">In escrow · {formatMoney(milestone.escrow_minor, currency)}</Badge>;
  }
  // "Paid out" would read as money in the filmmaker's bank, which is the payout's own step (decision 0043):
  // the escrow went to the filmmaker's earnings on approval, or back to the client on a cancellation.
  if (milestone.funding === 'released') {
    return (
      <Badge variant="neutral">{milestone.release ? 'Released to the filmmaker' : 'Escrow settled'}</Badge>
    );
  }
  return <Badge variant="warning">Not funded</Badge>;
}

/** One milestone: its state, what was delivered and asked, and the moves the machine gives this side now. */
export function MilestoneCard({
  booking,
  milestone,
  number,
  side,
  closed,
  openCheckout = (url) => window.location.assign(url),
}: MilestoneCardProps) {
  const [delivering, setDelivering] = useState(false);
  const [revising, setRevising] = useState(false);
  // Approving releases escrow, and funding and approving charges a card: both are confirmed first.
  const [approving, setApproving] = useState<null | 'approve' | 'fund_and_approve'>(null);
  const move = useMoveMilestone();
  const revision = useRequestRevision(milestone.id);
  const fundAndApprove = useFundAndApprove({ onCheckout: openCheckout });
  // A frozen milestone's escrow waits for the dispute: approving it would only be refused.
  const moves = (closed ? [] : milestoneMoves(milestone.status, side, milestone.funding)).filter(
    (name) => !(milestone.frozen && name === 'approve'),
  );
  const charge = fundingCharge(milestone.amount_minor);
  const money = (minor: number) => formatMoney(minor, booking.currency);
  const unfundedWork =
    side === 'filmmaker' &&
    milestone.funding === 'unfunded' &&
    (moves.includes('start') || moves.includes('submit'));
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
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={MILESTONE_STATUS_VARIANTS[milestone.status]}>
            {MILESTONE_STATUS_LABELS[milestone.status]}
          </Badge>
          <FundingBadge milestone={milestone} currency={booking.currency} />
        </div>
      </div>
      {unfundedWork ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {booking.client.name ?? 'The client'} has not paid this milestone into escrow yet. Reelhire reminds
          them; its {money(milestone.amount_minor)} is only safe once it shows “In escrow”.
        </p>
      ) : null}
      {side === 'client' && !closed && milestone.funding === 'unfunded' && milestone.status !== 'approved' ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Not funded yet: {booking.filmmaker.name} sees that its {money(milestone.amount_minor)} is not in
          escrow.
          {moves.includes('fund_and_approve') ? ' Approving it takes its payment first.' : ''}
        </p>
      ) : null}
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
            <Button disabled={busy} onClick={() => setApproving('approve')}>
              {milestoneMachine.transitions.approve.label}
            </Button>
          ) : null}
          {moves.includes('fund_and_approve') ? (
            <Button
              disabled={busy || fundAndApprove.isPending}
              onClick={() => setApproving('fund_and_approve')}
            >
              {milestoneMachine.transitions.fund_and_approve.label}
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
        open={approving === 'approve'}
        onOpenChange={(open) => {
          setApproving(open ? 'approve' : null);
          if (!open) move.reset();
        }}
        title={`Approve “${milestone.title}”?`}
        description={`This releases ${money(milestone.escrow_minor)} from escrow to ${booking.filmmaker.name}. It cannot be undone.`}
        confirmLabel="Approve and release"
        pendingLabel="Approving…"
        pending={move.isPending}
        error={move.error?.message ?? null}
        onConfirm={() =>
          move.mutate({ milestoneId: milestone.id, move: 'approve' }, { onSuccess: () => setApproving(null) })
        }
      />
      <ConfirmDialog
        open={approving === 'fund_and_approve'}
        onOpenChange={(open) => {
          setApproving(open ? 'fund_and_approve' : null);
          if (!open) fundAndApprove.reset();
        }}
        title={`Fund and approve “${milestone.title}”?`}
        description={`This milestone is not funded yet. You pay ${money(charge.totalMinor)} by card (${money(charge.amountMinor)} and the ${money(charge.feeMinor)} service fee); once the payment goes through, it is approved and ${money(charge.amountMinor)} is released to ${booking.filmmaker.name}. It cannot be undone.`}
        confirmLabel="Pay and approve"
        pendingLabel="Opening the checkout…"
        pending={fundAndApprove.isPending}
        error={fundAndApprove.error?.message ?? null}
        onConfirm={() => fundAndApprove.mutate(milestone.id)}
      />
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
