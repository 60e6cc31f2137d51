import type { MilestoneFundingState } from './payments.ts';
import {
  availableTransitions,
  checkTransition,
  defineMachine,
  type Actor,
  type TransitionVerdict,
} from './state-machine.ts';

// Milestones (issue 13, decision 0031): each milestone of a contract moves on its own. The filmmaker
// submits deliverables against it; the client approves it or asks for a revision. Approvals are what the
// money issue releases escrow from, so every one is recorded as an event.

export const MILESTONE_STATUSES = [
  'pending',
  'in_progress',
  'submitted',
  'revision_requested',
  'approved',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const milestoneMachine = defineMachine({
  name: 'milestone',
  states: MILESTONE_STATUSES,
  initial: 'pending',
  // While its booking is under way (decision 0053).
  turns: {
    pending: { party: 'filmmaker', action: 'Start the work and deliver it' },
    in_progress: { party: 'filmmaker', action: 'Deliver the work' },
    submitted: { party: 'client', action: 'Review the delivery: approve it or ask for a revision' },
    revision_requested: { party: 'filmmaker', action: 'Revise and resubmit' },
    approved: null,
  },
  transitions: {
    // The filmmaker says work has begun; Reelhire starts the first milestone on the first shoot day.
    start: { to: 'in_progress', by: { filmmaker: ['pending'], system: ['pending'] }, label: 'Start work' },
    submit: {
      to: 'submitted',
      by: { filmmaker: ['pending', 'in_progress', 'revision_requested'] },
      label: 'Submit for approval',
    },
    // Within the contract's included revisions (revisionRequestKind); beyond them only once the filmmaker
    // has agreed to the extra work (accept_extra_revision).
    request_revision: {
      to: 'revision_requested',
      by: { client: ['submitted'] },
      label: 'Request a revision',
    },
    accept_extra_revision: {
      to: 'revision_requested',
      by: { filmmaker: ['submitted'] },
      label: 'Accept the extra revision',
    },
    // Reelhire approves a submission the client left unanswered for AUTO_RELEASE_DAYS (decision 0043).
    // Only with money in escrow (milestoneMoveGuard, decision 0051): approving releases it.
    approve: { to: 'approved', by: { client: ['submitted'], system: ['submitted'] }, label: 'Approve' },
    // The client's approval of a milestone nobody funded: a payment that approves it and releases its
    // escrow when it settles (decision 0051), in the settlement's own transaction.
    fund_and_approve: { to: 'approved', by: { client: ['submitted'] }, label: 'Fund and approve' },
    // An admin's ruling on a dispute settled the milestone's escrow (decision 0061): its money is decided,
    // so no delivery or approval is owed on it any more and the booking can complete.
    settle: {
      to: 'approved',
      by: { admin: ['pending', 'in_progress', 'submitted', 'revision_requested'] },
      label: 'Settle by a dispute ruling',
    },
  },
});
export type MilestoneTransition = keyof typeof milestoneMachine.transitions;

export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  pending: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted for approval',
  revision_requested: 'Revision requested',
  approved: 'Approved',
};

/**
 * What a milestone's money must be for a transition (decision 0051): approving releases escrow, so it needs
 * the milestone funded; fund and approve is the client's approval of one that is not. "Booked means
 * funded": no actor, Reelhire included, approves work whose money is not in escrow.
 */
export const MILESTONE_FUNDING_GUARDS: Partial<Record<MilestoneTransition, MilestoneFundingState>> = {
  approve: 'funded',
  fund_and_approve: 'unfunded',
};

export type MilestoneMoveVerdict =
  | TransitionVerdict<MilestoneStatus>
  | { ok: false; reason: 'milestone_unfunded' | 'milestone_funded'; error: string };

/**
 * The machine's verdict, then the funding guard: `funding` is read from the ledger (the milestone's
 * escrow account, decision 0042), never from a stored flag. The refusals carry the API error `code`.
 */
export function checkMilestoneMove(
  transition: string,
  { state, actor, funding }: { state: MilestoneStatus; actor: Actor; funding: MilestoneFundingState },
): MilestoneMoveVerdict {
  const verdict = checkTransition(milestoneMachine, transition, { state, actor });
  if (!verdict.ok) return verdict;
  const needs = MILESTONE_FUNDING_GUARDS[transition as MilestoneTransition];
  if (!needs || needs === funding) return verdict;
  return needs === 'funded'
    ? {
        ok: false,
        reason: 'milestone_unfunded',
        error:
          'This milestone is not funded yet: fund it to approve it, and its payment goes to the filmmaker once it settles',
      }
    : {
        ok: false,
        reason: 'milestone_funded',
        error: 'This milestone is funded already: approve it to release its escrow',
      };
}

/** What `actor` can do to a milestone now, given its money: the booking page's buttons. */
export function milestoneActions({
  state,
  actor,
  funding,
}: {
  state: MilestoneStatus;
  actor: Actor;
  funding: MilestoneFundingState;
}): MilestoneTransition[] {
  return availableTransitions(milestoneMachine, { state, actor }).filter(
    (transition) => checkMilestoneMove(transition, { state, actor, funding }).ok,
  );
}

/**
 * Whether a booking's approved work is all paid (its escrow released): a booking completes only then
 * (decision 0051). Approvals need escrow now, but a milestone approved unfunded before that rule stays owed.
 */
export function approvedWorkPaid(
  milestones: readonly { status: MilestoneStatus; funding: MilestoneFundingState }[],
): boolean {
  return milestones.every((milestone) => milestone.status !== 'approved' || milestone.funding === 'released');
}

/**
 * Whether a client's revision request is one the contract includes, or extra work the filmmaker must
 * agree to first. Revisions are counted across the whole contract, as its terms state them.
 */
export function revisionRequestKind({
  revisionsIncluded,
  revisionsUsed,
}: {
  revisionsIncluded: number;
  revisionsUsed: number;
}): 'included' | 'extra' {
  return revisionsUsed < revisionsIncluded ? 'included' : 'extra';
}

/** "1 of 2 revisions used", for the client before they ask. */
export function revisionsLeftText(revisionsIncluded: number, revisionsUsed: number): string {
  if (revisionsIncluded === 0) return 'No revisions are included: any revision is extra work';
  const left = Math.max(0, revisionsIncluded - revisionsUsed);
  if (left === 0) return `All ${revisionsIncluded} included revisions used: a further one is extra work`;
  return `${left} of ${revisionsIncluded} included ${revisionsIncluded === 1 ? 'revision' : 'revisions'} left`;
}
