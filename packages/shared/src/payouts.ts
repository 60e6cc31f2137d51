import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { PAYOUT_MINIMUM_MINOR } from './money-policy.ts';
import { currencySchema } from './money.ts';
import { defineMachine } from './state-machine.ts';

// Payouts (issue 14, decision 0043): a filmmaker asks for some of their available earnings; an admin
// approves the request, sends the bank transfer and marks it paid with the transfer's reference, or marks
// it failed with a reason, which returns the money to the filmmaker's available balance.

export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutMachine = defineMachine({
  name: 'payout',
  states: PAYOUT_STATUSES,
  initial: 'requested',
  turns: {
    requested: { party: 'admin', action: 'Approve or refuse the payout' },
    approved: { party: 'admin', action: 'Send the transfer and mark it paid' },
    paid: null,
    failed: null,
  },
  transitions: {
    approve: { to: 'approved', by: { admin: ['requested'] }, label: 'Approve' },
    // Paid only once approved: two steps, so a transfer is never sent for a request nobody looked at.
    mark_paid: { to: 'paid', by: { admin: ['approved'] }, label: 'Mark paid' },
    // A request can be refused before approval, or a transfer can bounce after it.
    fail: { to: 'failed', by: { admin: ['requested', 'approved'] }, label: 'Mark failed' },
  },
});
export type PayoutTransition = keyof typeof payoutMachine.transitions;

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: 'Requested',
  approved: 'Approved, transfer on its way',
  paid: 'Paid',
  failed: 'Failed, money returned',
};

export const payoutSchema = z.object({
  id: z.string(),
  filmmaker_id: z.string(),
  /** The filmmaker's name, for the admin's list. */
  filmmaker_name: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  currency: z.string(),
  amount_minor: z.number().int(),
  /** The bank transfer's reference, once paid. */
  reference: z.string().nullable(),
  /** Why it failed, shown to the filmmaker. */
  failure_reason: z.string().nullable(),
  /** The schedule's period (`2026-W48`, `2026-11`) when the payout schedule asked for it (decision 0049). */
  schedule_period: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListSchema = pageOf(payoutSchema);
export type PayoutList = z.infer<typeof payoutListSchema>;

export const payoutListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
});

export const requestPayoutInputSchema = z.object({
  currency: currencySchema,
  amount_minor: z
    .number({ error: 'The amount must be a number' })
    .int('The amount must be a whole number of minor units (pence, cents)')
    .min(PAYOUT_MINIMUM_MINOR, `The smallest payout is ${PAYOUT_MINIMUM_MINOR / 100}`),
});
export type RequestPayoutInput = z.infer<typeof requestPayoutInputSchema>;

export const markPayoutPaidInputSchema = z.object({
  reference: z.string().trim().min(1, 'Give the bank transfer’s reference').max(200),
});
export const failPayoutInputSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the payout failed').max(1000),
});
