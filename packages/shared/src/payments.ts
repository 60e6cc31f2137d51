import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { fundingCharge } from './money-policy.ts';
import { currencySchema } from './money.ts';
import { defineMachine } from './state-machine.ts';

// Payments (issue 14, decision 0042): a client funds a milestone or a whole contract into escrow, by card
// through a provider's checkout or at once from their wallet, or adds money to their wallet by card. A
// payment's amount always comes from the milestones it funds (or the deposit asked for), never from a
// client's say-so; the provider's signed webhooks move a card payment on.

export const PAYMENT_STATUSES = ['created', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PURPOSES = ['milestone_funding', 'contract_funding', 'wallet_deposit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_METHODS = ['card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who took the money: a card provider, or Reelhire itself moving it out of the client's wallet. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'wallet'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const paymentMachine = defineMachine({
  name: 'payment',
  states: PAYMENT_STATUSES,
  initial: 'created',
  // The checkout happens while the client is there; a payment left unfinished leaves its milestone unfunded,
  // which is the client's to-do (milestoneFundingMachine), so the payment names no second one.
  turns: {
    created: { party: 'system', action: 'Wait for the payment provider' },
    requires_action: { party: 'system', action: 'Wait for the card to be confirmed' },
    succeeded: null,
    failed: null,
    canceled: null,
  },
  transitions: {
    // The card needs another step (3-D Secure): the provider says so, the checkout page asks for it.
    require_action: { to: 'requires_action', by: { system: ['created'] }, label: 'Ask for confirmation' },
    // The provider's word on money taken wins, even after a failure it reported first (a retried attempt
    // at its checkout) or a cancel that crossed with the payment: money a provider took must reach the
    // ledger, never be lost.
    succeed: {
      to: 'succeeded',
      by: { system: ['created', 'requires_action', 'failed', 'canceled'] },
      label: 'Mark paid',
    },
    fail: { to: 'failed', by: { system: ['created', 'requires_action'] }, label: 'Mark failed' },
    cancel: {
      to: 'canceled',
      by: { client: ['created', 'requires_action'], system: ['created', 'requires_action'] },
      label: 'Cancel payment',
    },
  },
  entries: {
    // Paying from the wallet moves the money in the request itself: there is nothing to wait for.
    paid_from_wallet: { to: 'succeeded', by: ['client'], label: 'Pay from the wallet' },
  },
});
export type PaymentTransition = keyof typeof paymentMachine.transitions;

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Waiting for payment',
  requires_action: 'Waiting for your confirmation',
  succeeded: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
};

/** The smallest and largest wallet deposit, in minor units (1.00 to 50,000.00 in a 2-digit currency). */
export const WALLET_DEPOSIT_MIN_MINOR = 100;
export const WALLET_DEPOSIT_MAX_MINOR = 5_000_000;

/** What a client is charged for funding these milestone amounts: each milestone's fee, rounded on its own. */
export function fundingTotal(amounts: readonly number[]): {
  amountMinor: number;
  feeMinor: number;
  totalMinor: number;
} {
  return amounts.reduce(
    (sum, amount) => {
      const charge = fundingCharge(amount);
      return {
        amountMinor: sum.amountMinor + charge.amountMinor,
        feeMinor: sum.feeMinor + charge.feeMinor,
        totalMinor: sum.totalMinor + charge.totalMinor,
      };
    },
    { amountMinor: 0, feeMinor: 0, totalMinor: 0 },
  );
}

/** A deposit's currency: one of the supported list (decision 0059), written in any case. */
const depositCurrencySchema = z.string().trim().toUpperCase().pipe(currencySchema);

export const createPaymentInputSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('milestone_funding'),
    milestone_id: z.uuid({ error: 'A milestone id is not valid' }),
    method: z.enum(PAYMENT_METHODS),
    /**
     * Fund and approve (decision 0051): the client's approval of a submitted milestone nobody funded. The
     * payment approves it and releases its escrow to the filmmaker in the transaction that settles it.
     */
    approve: z.boolean().optional(),
  }),
  z.object({
    purpose: z.literal('contract_funding'),
    booking_id: z.uuid({ error: 'A booking id is not valid' }),
    method: z.enum(PAYMENT_METHODS),
  }),
  z.object({
    purpose: z.literal('wallet_deposit'),
    amount_minor: z
      .number()
      .int('An amount is a whole number of minor units')
      .min(WALLET_DEPOSIT_MIN_MINOR, 'Add at least 1.00')
      .max(WALLET_DEPOSIT_MAX_MINOR, 'Add at most 50,000.00 at a time'),
    currency: depositCurrencySchema,
    method: z.literal('card', { error: 'Money is added to the wallet by card' }),
  }),
]);
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  purpose: z.enum(PAYMENT_PURPOSES),
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What goes into escrow (or the wallet). */
  amount_minor: z.number().int(),
  /** The client's service fee on it (none on a wallet deposit). */
  fee_minor: z.number().int(),
  /** What the card or wallet is charged. */
  total_minor: z.number().int(),
  currency: z.string(),
  booking_id: z.uuid().nullable(),
  /** The milestones this payment funds (one, every unfunded one of a contract, or none for a deposit). */
  milestone_ids: z.array(z.uuid()),
  /** Fund and approve: settling it approves its milestone and releases the escrow (decision 0051). */
  approves_milestone: z.boolean(),
  project_id: z.uuid().nullable(),
  job_id: z.uuid().nullable(),
  /** Where to send the client to pay by card; null once paid, failed, or for a wallet payment. */
  checkout_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.output<typeof paymentSchema>;

/** `GET /payments`: the client's payments newest first, paged by keyset (DESIGN section 5). */
export const paymentListQuerySchema = pageQuerySchema.extend({
  booking_id: z.uuid({ error: 'A booking id is not valid' }).optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentListSchema = pageOf(paymentSchema);
export type PaymentList = z.output<typeof paymentListSchema>;

/** Each milestone's money as the payment page shows it. */
export const MILESTONE_FUNDING_STATES = ['unfunded', 'funded', 'released'] as const;
export type MilestoneFundingState = (typeof MILESTONE_FUNDING_STATES)[number];

/**
 * A milestone's money, read from the ledger (decision 0041: an escrow account exists once money went in;
 * empty again once released or refunded). No row holds this state, but it has turns like any record: an
 * unfunded milestone of a booking under way is the client's to fund (decisions 0046, 0053).
 */
export const milestoneFundingMachine = defineMachine({
  name: 'milestone funding',
  states: MILESTONE_FUNDING_STATES,
  initial: 'unfunded',
  turns: {
    unfunded: { party: 'client', action: 'Fund the milestone' },
    funded: null,
    released: null,
  },
  transitions: {
    // From the wallet in the client's request, or by card when the provider's webhook says so.
    fund: { to: 'funded', by: { client: ['unfunded'], system: ['unfunded'] }, label: 'Fund' },
    settle: { to: 'released', by: { system: ['funded'] }, label: 'Release or refund' },
  },
});

export const bookingFundingSchema = z.object({
  booking_id: z.uuid(),
  currency: z.string(),
  wallet_balance_minor: z.number().int(),
  milestones: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      position: z.number().int(),
      amount_minor: z.number().int(),
      fee_minor: z.number().int(),
      total_minor: z.number().int(),
      funding: z.enum(MILESTONE_FUNDING_STATES),
      /** What sits in the milestone's escrow now. */
      escrow_minor: z.number().int(),
    }),
  ),
});
export type BookingFunding = z.output<typeof bookingFundingSchema>;

/**
 * A refused money call: `{ error }`, with `status` for a refused transition and `code` for the ledger's
 * refusals (`insufficient_funds`, `idempotency_key_reused`), so a client can tell them apart.
 */
export const moneyErrorSchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
  status: z.string().optional(),
  code: z.string().optional(),
});
