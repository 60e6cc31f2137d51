import { z } from 'zod';

// What the money pages read (issue 14, decision 0043): a filmmaker's earnings per currency, and the
// admin's view of the ledger. Amounts are integer minor units of their currency; nothing is converted.

export const earningsMonthSchema = z.object({
  /** YYYY-MM, oldest first. */
  month: z.string(),
  /** Earned in that month: released to the filmmaker (and kill fees), after Reelhire's fee. */
  earned_minor: z.number().int(),
});

export const bookingEarningsSchema = z.object({
  booking_id: z.string(),
  title: z.string(),
  status: z.string(),
  /** Still in escrow on the booking's milestones: earned once approved. */
  in_escrow_minor: z.number().int(),
  /** Released to the filmmaker so far, after the fee. */
  earned_minor: z.number().int(),
  fees_minor: z.number().int(),
});

export const currencyEarningsSchema = z.object({
  currency: z.string(),
  /** Can be paid out now. */
  available_minor: z.number().int(),
  /** Released, in its hold before it becomes available. */
  pending_minor: z.number().int(),
  /** Funded by clients on the filmmaker's bookings, released on approval. */
  in_escrow_minor: z.number().int(),
  /** Asked for and not yet paid. */
  in_transit_minor: z.number().int(),
  paid_out_minor: z.number().int(),
  by_month: z.array(earningsMonthSchema),
  by_booking: z.array(bookingEarningsSchema),
});
export type CurrencyEarnings = z.infer<typeof currencyEarningsSchema>;

export const earningsSchema = z.object({ currencies: z.array(currencyEarningsSchema) });
export type Earnings = z.infer<typeof earningsSchema>;

export const ledgerCheckSchema = z.object({
  /** True when every balance matches its entries, every movement balances and nothing is below zero. */
  ok: z.boolean(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  mismatched_accounts: z.array(
    z.object({
      account_id: z.string(),
      kind: z.string(),
      cached_minor: z.number().int(),
      from_entries_minor: z.number().int(),
    }),
  ),
  unbalanced_transactions: z.array(
    z.object({ transaction_id: z.string(), currency: z.string(), sum_minor: z.number().int() }),
  ),
  negative_accounts: z.array(
    z.object({ account_id: z.string(), kind: z.string(), balance_minor: z.number().int() }),
  ),
});
export type LedgerCheckResult = z.infer<typeof ledgerCheckSchema>;

export const ledgerSummarySchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      escrow_held_minor: z.number().int(),
      fees_earned_minor: z.number().int(),
      /** Payouts requested or approved and not yet paid or failed. */
      payouts_to_process: z.number().int(),
      payouts_to_process_minor: z.number().int(),
      paid_out_minor: z.number().int(),
    }),
  ),
  /** Whether the sandbox takes the payments, so its clock can be moved (decision 0045). */
  sandbox: z.boolean(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

/** `POST /sandbox/clock` (decision 0045): what the money sweeps did as of the moved clock. */
export const sandboxClockInputSchema = z.object({ days: z.number().int().min(1).max(30) });
export const sandboxClockResultSchema = z.object({
  as_of: z.iso.datetime(),
  reminded: z.number().int(),
  released: z.number().int(),
  made_available: z.number().int(),
  /** Payment reminders queued for unfunded bookings (decision 0046). */
  payment_reminders: z.number().int(),
  /** Card refunds sent to the provider (decision 0048). */
  refunded: z.number().int(),
  /** Payouts requested by filmmakers' payout schedules (decision 0049). */
  scheduled_payouts: z.number().int(),
});
export type SandboxClockResult = z.infer<typeof sandboxClockResultSchema>;
