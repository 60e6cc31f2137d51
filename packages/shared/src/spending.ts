import { z } from 'zod';
import { LEDGER_TRANSACTION_KINDS } from './ledger.ts';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { currencySchema } from './money.ts';

// What a client reads of their own money (issue 14, decision 0044): their wallet (balance and history) and
// their expenditure (spend by project and by month, escrow held now). Both are read from the ledger, never
// stored on their own, so they always agree with it. Every amount is integer minor units of its currency;
// nothing is summed across currencies.

const minor = z.number().int();
const currency = z.string().length(3);

export const walletBalanceSchema = z.object({ currency, balance_minor: minor });

export const walletEntrySchema = z.object({
  /** The ledger entry's id (entries are numbered in the order they were written). */
  id: z.string(),
  currency,
  /** Positive: into the wallet (a deposit, a refund); negative: out of it (funding a milestone). */
  amount_minor: minor,
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  description: z.string(),
  /** The ids the movement is about: bookingId, milestoneId, projectId, jobId, paymentId, as present. */
  reference: z.record(z.string(), z.string()),
  transaction_id: z.uuid(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletQuerySchema = pageQuerySchema.extend({
  /** Only this currency's history; every currency's, newest first, when not given. */
  currency: currencySchema.optional(),
});

export const walletSchema = z.object({
  /** One per currency the client has ever held; empty for a client who never deposited or was refunded. */
  balances: z.array(walletBalanceSchema),
  history: pageOf(walletEntrySchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** Charged (fundings with their service fee), refunded (cancellations), and what that leaves. */
const spendFields = {
  currency,
  charged_minor: minor,
  refunded_minor: minor,
  spent_minor: minor,
};

export const projectSpendSchema = z.object({
  /** Null for work booked straight from a portfolio, outside any project. */
  project_id: z.uuid().nullable(),
  title: z.string(),
  ...spendFields,
});

export const monthSpendSchema = z.object({
  /** "2026-11", the UTC month the money moved in. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  ...spendFields,
});

export const escrowHeldSchema = z.object({
  booking_id: z.uuid(),
  title: z.string(),
  project_id: z.uuid().nullable(),
  currency,
  held_minor: minor,
});

export const expenditureSchema = z.object({
  /** Per currency, all time. */
  totals: z.array(z.object(spendFields)),
  by_project: z.array(projectSpendSchema),
  /** Oldest month first, only months in which something moved. */
  by_month: z.array(monthSpendSchema),
  /** Bookings with money in escrow now. */
  escrow: z.array(escrowHeldSchema),
  wallet: z.array(walletBalanceSchema),
});
export type Expenditure = z.infer<typeof expenditureSchema>;
