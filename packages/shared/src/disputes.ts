import { z } from 'zod';
import { DISPUTES } from './constants.ts';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { currencySchema } from './money.ts';
import { checkTransition, defineMachine, type Actor, type TransitionVerdict } from './state-machine.ts';

// Disputes (decision 0061): either party of a booking disputes one or more of its funded milestones. The
// escrow of those milestones is frozen from the moment the dispute opens until it is withdrawn or ruled on:
// nothing else may release or refund it. The other party answers within DISPUTES.responseDays, or the
// dispute goes to Reelhire's admins anyway; an admin rules (release, refund or split) and the ledger moves.

export const DISPUTE_STATUSES = [
  'awaiting_filmmaker',
  'awaiting_client',
  'awaiting_ruling',
  'resolved',
  'withdrawn',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The states in which the disputed escrow is frozen: every state before a ruling or a withdrawal. */
export const FROZEN_DISPUTE_STATUSES = [
  'awaiting_filmmaker',
  'awaiting_client',
  'awaiting_ruling',
] as const satisfies readonly DisputeStatus[];

export const DISPUTE_PARTIES = ['client', 'filmmaker'] as const;
export type DisputeParty = (typeof DISPUTE_PARTIES)[number];

export const disputeMachine = defineMachine({
  name: 'dispute',
  states: DISPUTE_STATUSES,
  // A client's dispute waits for the filmmaker; a filmmaker's starts at `awaiting_client` (its entry).
  initial: 'awaiting_filmmaker',
  turns: {
    awaiting_filmmaker: { party: 'filmmaker', action: 'Answer the dispute' },
    awaiting_client: { party: 'client', action: 'Answer the dispute' },
    awaiting_ruling: { party: 'admin', action: 'Rule on the dispute' },
    resolved: null,
    withdrawn: null,
  },
  entries: {
    opened_by_filmmaker: { to: 'awaiting_client', by: ['filmmaker'], label: 'Open a dispute' },
  },
  transitions: {
    answer: {
      to: 'awaiting_ruling',
      by: { filmmaker: ['awaiting_filmmaker'], client: ['awaiting_client'] },
      label: 'Answer',
    },
    // The answer's deadline passed: the admins take it as it stands (decision 0061).
    escalate: {
      to: 'awaiting_ruling',
      by: { system: ['awaiting_filmmaker', 'awaiting_client'] },
      label: 'Send to Reelhire',
    },
    // Only the party who opened it (checkDisputeMove), before any ruling.
    withdraw: {
      to: 'withdrawn',
      by: {
        client: ['awaiting_filmmaker', 'awaiting_ruling'],
        filmmaker: ['awaiting_client', 'awaiting_ruling'],
      },
      label: 'Withdraw',
    },
    rule: { to: 'resolved', by: { admin: ['awaiting_ruling'] }, label: 'Rule' },
  },
});
export type DisputeTransition = keyof typeof disputeMachine.transitions;

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  awaiting_filmmaker: 'Waiting for the filmmaker’s answer',
  awaiting_client: 'Waiting for the client’s answer',
  awaiting_ruling: 'With Reelhire for a ruling',
  resolved: 'Resolved',
  withdrawn: 'Withdrawn',
};

/** The state a dispute opened by `party` starts in: the other party's turn to answer. */
export function openingStatus(party: DisputeParty): DisputeStatus {
  return party === 'client' ? 'awaiting_filmmaker' : 'awaiting_client';
}

/**
 * The machine's verdict, then the one rule it cannot express: only the party who opened a dispute may
 * withdraw it (in `awaiting_ruling` either party could be the opener).
 */
export function checkDisputeMove(
  transition: string,
  { state, actor, openedBy }: { state: DisputeStatus; actor: Actor; openedBy: DisputeParty },
): TransitionVerdict<DisputeStatus> {
  const verdict = checkTransition(disputeMachine, transition, { state, actor });
  if (!verdict.ok) return verdict;
  if (transition === 'withdraw' && actor !== openedBy) {
    return {
      ok: false,
      reason: 'wrong_actor',
      error: `Only the ${openedBy} who opened this dispute can withdraw it`,
    };
  }
  return verdict;
}

export const DISPUTE_REASONS = [
  'not_delivered',
  'not_as_agreed',
  'late_delivery',
  'scope_disagreement',
  'unresponsive',
  'payment_withheld',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_delivered: 'The work was not delivered',
  not_as_agreed: 'The work is not what was agreed',
  late_delivery: 'The work was delivered late',
  scope_disagreement: 'We disagree about the scope',
  unresponsive: 'The other party stopped responding',
  payment_withheld: 'Approval is being withheld without reason',
  other: 'Something else',
};

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release to the filmmaker',
  refund: 'Refund the client',
  split: 'Split between them',
};

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field}: Say what happened` })
    .trim()
    .min(min, { error: `${field}: Write at least ${min} characters` })
    .max(max, { error: `${field}: Keep it under ${max} characters` });

const evidence = z
  .array(z.uuid({ error: 'evidence_file_ids: Each item is a file id' }))
  .max(DISPUTES.maxEvidenceFiles, {
    error: `evidence_file_ids: Attach at most ${DISPUTES.maxEvidenceFiles} files`,
  })
  .default([]);

export const openDisputeInputSchema = z.object({
  booking_id: z.uuid({ error: 'booking_id: This is not a valid booking id' }),
  /** The disputed milestones; left out, every funded milestone of the booking. */
  milestone_ids: z
    .array(z.uuid({ error: 'milestone_ids: Each item is a milestone id' }))
    .min(1, { error: 'milestone_ids: Choose at least one milestone, or leave it out for all funded ones' })
    .max(50)
    .optional(),
  reason: z.enum(DISPUTE_REASONS, { error: 'reason: Choose a reason from the list' }),
  description: text('description', 20, 5000),
  evidence_file_ids: evidence,
});
export type OpenDisputeInput = z.input<typeof openDisputeInputSchema>;

export const answerDisputeInputSchema = z.object({
  response: text('response', 20, 5000),
  evidence_file_ids: evidence,
});
export type AnswerDisputeInput = z.input<typeof answerDisputeInputSchema>;

export const ruleDisputeInputSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { error: 'outcome: Choose release, refund or split' }),
    /** For a split: the part released to the filmmaker, in minor units; the rest is refunded. */
    release_minor: z
      .number({ error: 'release_minor: Give the amount in minor units' })
      .int({ error: 'release_minor: Whole minor units only' })
      .min(0)
      .optional(),
    /** For a split: the part refunded to the client; with release_minor it must sum to the frozen amount. */
    refund_minor: z
      .number({ error: 'refund_minor: Give the amount in minor units' })
      .int({ error: 'refund_minor: Whole minor units only' })
      .min(0)
      .optional(),
    reasoning: text('reasoning', 20, 5000),
  })
  .superRefine((value, ctx) => {
    if (
      value.outcome === 'split' &&
      (value.release_minor === undefined || value.refund_minor === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['release_minor'],
        message: 'release_minor: A split names both release_minor and refund_minor',
      });
    }
    if (value.outcome === 'split' && (value.release_minor === 0 || value.refund_minor === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['release_minor'],
        message: 'release_minor: A split gives each side something; rule release or refund instead',
      });
    }
  });
export type RuleDisputeInput = z.input<typeof ruleDisputeInputSchema>;

/**
 * What each side gets from `frozenMinor` under a ruling, or the reason the amounts are refused: a split's
 * two parts must add up to exactly what is frozen (integers in minor units, never a rounding left over).
 */
export function rulingAmounts(
  ruling: { outcome: DisputeOutcome; release_minor?: number | undefined; refund_minor?: number | undefined },
  frozenMinor: number,
): { ok: true; releaseMinor: number; refundMinor: number } | { ok: false; error: string } {
  if (ruling.outcome === 'release') return { ok: true, releaseMinor: frozenMinor, refundMinor: 0 };
  if (ruling.outcome === 'refund') return { ok: true, releaseMinor: 0, refundMinor: frozenMinor };
  const release = ruling.release_minor ?? -1;
  const refund = ruling.refund_minor ?? -1;
  if (release < 0 || refund < 0 || release + refund !== frozenMinor) {
    return {
      ok: false,
      error: `The split must add up to the frozen escrow of ${frozenMinor} minor units (asked: ${release} + ${refund})`,
    };
  }
  return { ok: true, releaseMinor: release, refundMinor: refund };
}

/** The respondent's deadline: DISPUTES.responseDays after the dispute opened. */
export function responseDueAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + DISPUTES.responseDays * 24 * 60 * 60 * 1000);
}

export const disputeEvidenceSchema = z.object({
  file_id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  added_by: z.enum(DISPUTE_PARTIES),
  /** A signed, expiring link; only the parties and admins are ever given one. */
  url: z.string().nullable(),
  created_at: z.string(),
});

export const disputeMilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  amount_minor: z.number().int(),
  /** What its escrow held when the dispute opened. */
  frozen_minor: z.number().int(),
  /** What it holds now (the ruling empties it). */
  escrow_minor: z.number().int(),
});

export const disputeRulingSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  release_minor: z.number().int(),
  refund_minor: z.number().int(),
  reasoning: z.string(),
  ruled_at: z.string(),
});

export const disputeSchema = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  booking_id: z.string(),
  booking_title: z.string(),
  client_id: z.string(),
  filmmaker_id: z.string(),
  client_name: z.string(),
  filmmaker_name: z.string(),
  project_id: z.string().nullable(),
  job_id: z.string().nullable(),
  opened_by: z.enum(DISPUTE_PARTIES),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string(),
  response: z.string().nullable(),
  responded_at: z.string().nullable(),
  respond_by: z.string(),
  currency: currencySchema,
  /** The escrow frozen by the dispute, summed over its milestones. */
  frozen_minor: z.number().int(),
  milestones: z.array(disputeMilestoneSchema),
  evidence: z.array(disputeEvidenceSchema),
  ruling: disputeRulingSchema.nullable(),
  /** What the caller may do now (answer, withdraw, rule). */
  actions: z.array(z.enum(['answer', 'withdraw', 'rule'])),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeSummarySchema = disputeSchema.omit({ milestones: true, evidence: true, actions: true });
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

export const disputeListSchema = pageOf(disputeSummarySchema);
export type DisputeList = z.infer<typeof disputeListSchema>;

export const disputeListQuerySchema = pageQuerySchema.extend({
  /** An admin's filter; a party's list is always their own disputes. */
  status: z.enum(DISPUTE_STATUSES, { error: 'status: Choose a dispute status' }).optional(),
  /** Only the disputes of one booking (a booking page). */
  booking_id: z.uuid({ error: 'booking_id: This is not a valid booking id' }).optional(),
});

const recordItem = z.record(z.string(), z.unknown());

/**
 * What an admin reads to rule (decision 0061): the booking's whole record, the contract with its offer
 * rounds, the chat room's messages, the deliverables, the booking's payments and every ledger movement of
 * its milestones. Parties get the dispute alone (`record` null): they have the rest on their own pages.
 */
export const disputeRecordSchema = z.object({
  contract: recordItem.nullable(),
  offer_rounds: z.array(recordItem),
  messages: z.array(
    z.object({
      id: z.string(),
      user_name: z.string(),
      entity_role: z.string(),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
  deliverables: z.array(
    z.object({
      id: z.string(),
      milestone_id: z.string(),
      round: z.number().int(),
      note: z.string().nullable(),
      links: z.array(z.object({ url: z.string(), label: z.string().nullable().optional() })),
      files: z.array(z.object({ file_id: z.string(), file_name: z.string(), url: z.string().nullable() })),
      created_at: z.string(),
    }),
  ),
  payments: z.array(recordItem),
  ledger: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      description: z.string(),
      created_at: z.string(),
      entries: z.array(
        z.object({
          account_kind: z.string(),
          owner_id: z.string().nullable(),
          currency: z.string(),
          amount_minor: z.number().int(),
        }),
      ),
    }),
  ),
});
export type DisputeRecord = z.infer<typeof disputeRecordSchema>;

export const disputeDetailSchema = z.object({
  dispute: disputeSchema,
  /** Admins only; null for the parties. */
  record: disputeRecordSchema.nullable(),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;
