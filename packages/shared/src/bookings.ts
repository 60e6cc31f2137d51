import { checkTransition, defineMachine, type Actor, type TransitionVerdict } from './state-machine.ts';
import type { MilestoneStatus } from './milestones.ts';

// Bookings (issue 13, decision 0031): the work of one contract, from the request (or the accepted offer)
// to the approved delivery. A booking made from an accepted contract starts confirmed; one requested from
// a portfolio starts requested and becomes a contract with one milestone when the filmmaker accepts.

export const BOOKING_STATUSES = [
  'requested',
  'changes_proposed',
  'declined',
  'confirmed',
  'in_progress',
  'delivered',
  'revision_requested',
  'approved',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const OPEN_REQUEST: BookingStatus[] = ['requested', 'changes_proposed'];
/** Confirmed and not yet approved: a client cancelling from one of these owes the contract's kill fee. */
export const UNDER_WAY_BOOKING_STATUSES = [
  'confirmed',
  'in_progress',
  'delivered',
  'revision_requested',
] as const satisfies readonly BookingStatus[];
const UNDER_WAY: BookingStatus[] = [...UNDER_WAY_BOOKING_STATUSES];

export const bookingMachine = defineMachine({
  name: 'booking',
  states: BOOKING_STATUSES,
  initial: 'requested',
  // While a booking is under way its milestones (and their funding) carry the turns, so the booking itself
  // names none: one to-do per thing owed (decision 0053).
  turns: {
    requested: { party: 'filmmaker', action: 'Answer the booking request' },
    changes_proposed: { party: 'client', action: 'Answer the proposed changes' },
    declined: null,
    confirmed: null,
    in_progress: null,
    delivered: null,
    revision_requested: null,
    approved: { party: 'system', action: 'Complete the booking' },
    completed: null,
    cancelled: null,
    disputed: { party: 'admin', action: 'Settle the dispute' },
  },
  entries: {
    // A booking made from an accepted contract was agreed in the offer rounds already.
    from_contract: { to: 'confirmed', by: ['system'], label: 'Confirm from the accepted contract' },
  },
  transitions: {
    // Turns, as with offers: the filmmaker answers a request, the client answers proposed changes.
    accept: {
      to: 'confirmed',
      by: { filmmaker: ['requested'], client: ['changes_proposed'] },
      label: 'Accept',
    },
    decline: {
      to: 'declined',
      by: { filmmaker: ['requested'], client: ['changes_proposed'] },
      label: 'Decline',
    },
    propose_changes: { to: 'changes_proposed', by: { filmmaker: ['requested'] }, label: 'Propose changes' },
    revise: { to: 'requested', by: { client: ['changes_proposed'] }, label: 'Send a new request' },
    // The rest follows the days and the milestones (bookingStageFor), so Reelhire makes these moves.
    start: { to: 'in_progress', by: { system: ['confirmed'] }, label: 'Start' },
    deliver: {
      to: 'delivered',
      by: { system: ['confirmed', 'in_progress', 'revision_requested'] },
      label: 'Mark delivered',
    },
    request_revision: {
      to: 'revision_requested',
      by: { system: ['confirmed', 'in_progress', 'delivered'] },
      label: 'Request a revision',
    },
    // A milestone sent back was resubmitted while others still wait for the filmmaker: work goes on
    // (decision 0032; bookingStageFor's in_progress or confirmed after a revision).
    resume: { to: 'in_progress', by: { system: ['revision_requested'] }, label: 'Resume' },
    approve: { to: 'approved', by: { system: ['delivered'] }, label: 'Approve' },
    // Only once every approved milestone's escrow is released (checkBookingMove, decision 0051): a booking
    // with approved work still unpaid waits in `approved` until it is paid.
    complete: { to: 'completed', by: { system: ['approved'] }, label: 'Complete' },
    cancel: {
      to: 'cancelled',
      by: {
        client: [...OPEN_REQUEST, ...UNDER_WAY],
        filmmaker: [...OPEN_REQUEST, ...UNDER_WAY],
        admin: ['disputed'],
      },
      label: 'Cancel',
    },
    // Entered by the trust issue's dispute flow; an admin settles it by completing or cancelling.
    dispute: {
      to: 'disputed',
      by: {
        client: ['in_progress', 'delivered', 'revision_requested'],
        filmmaker: ['in_progress', 'delivered', 'revision_requested'],
      },
      label: 'Open a dispute',
    },
    resolve: { to: 'completed', by: { admin: ['disputed'] }, label: 'Resolve' },
  },
});
export type BookingTransition = keyof typeof bookingMachine.transitions;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  changes_proposed: 'Changes proposed',
  declined: 'Declined',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  delivered: 'Delivered',
  revision_requested: 'Revision requested',
  approved: 'Approved',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
};

/**
 * Where a confirmed booking stands given its milestones: any revision asked for comes first (the
 * filmmaker owes work), then "approved" once every milestone is, then "delivered" once none waits for the
 * filmmaker. Otherwise it is in progress from its first shoot day and confirmed before it.
 */
export function bookingStageFor({
  milestones,
  today,
  firstDay,
}: {
  milestones: readonly MilestoneStatus[];
  today: string;
  firstDay: string;
}): Extract<BookingStatus, 'confirmed' | 'in_progress' | 'delivered' | 'revision_requested' | 'approved'> {
  if (milestones.includes('revision_requested')) return 'revision_requested';
  if (milestones.length > 0 && milestones.every((status) => status === 'approved')) return 'approved';
  if (
    milestones.length > 0 &&
    milestones.every((status) => status === 'submitted' || status === 'approved')
  ) {
    return 'delivered';
  }
  return today >= firstDay ? 'in_progress' : 'confirmed';
}

/**
 * The machine's verdict, then the money rule (decision 0051): `complete` needs every approved milestone
 * paid (`approvedWorkPaid` in milestones.ts, read from the ledger), so no booking is completed unpaid.
 */
export function checkBookingMove(
  transition: string,
  { state, actor, approvedWorkPaid }: { state: BookingStatus; actor: Actor; approvedWorkPaid: boolean },
): TransitionVerdict<BookingStatus> | { ok: false; reason: 'approved_work_unpaid'; error: string } {
  const verdict = checkTransition(bookingMachine, transition, { state, actor });
  if (!verdict.ok || transition !== 'complete' || approvedWorkPaid) return verdict;
  return {
    ok: false,
    reason: 'approved_work_unpaid',
    error: 'This booking has approved work that is not paid yet, so it cannot be completed',
  };
}

/**
 * The kill fee a cancellation owes: only a client cancelling after confirmation pays it, as the
 * contract's percentage of what is not yet approved (approved work is paid in full anyway). Whole minor
 * units, half up, in integers so no float ever touches money.
 */
export function killFeeOnCancel({
  actor,
  status,
  killFeePercent,
  amountMinor,
  approvedMinor,
}: {
  actor: Actor;
  status: BookingStatus;
  killFeePercent: number;
  amountMinor: number;
  approvedMinor: number;
}): number {
  if (actor !== 'client' || !UNDER_WAY.includes(status)) return 0;
  const outstanding = Math.max(0, amountMinor - approvedMinor);
  return Math.floor((outstanding * killFeePercent + 50) / 100);
}
