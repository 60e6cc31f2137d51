import type { PayoutStatus } from '@reelhire/shared/payouts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { filmmakers } from './profiles.ts';

// Payouts (issue 14, decision 0043): a filmmaker's request for some of their available earnings, and the
// admin's processing of it. The money itself is in the ledger (payout_request, payout_paid, payout_failed
// movements keyed by the payout's id); this row is the request's state and what the admin wrote on it.

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    status: text('status').$type<PayoutStatus>().notNull().default('requested'),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** The filmmaker's Idempotency-Key: a retried request answers the first payout instead of a second. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * The admin's Idempotency-Key of the call that settled it (paid or failed, once): a retry of that call
     * answers the payout as it is; any other call is checked against the machine (a 409).
     */
    settledIdempotencyKey: text('settled_idempotency_key'),
    /** The bank transfer's reference, written when it is marked paid. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payouts_filmmaker_key').on(t.filmmakerId, t.idempotencyKey),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0`),
    index('payouts_filmmaker_idx').on(t.filmmakerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The admin's queue by status, and everything, newest first.
    index('payouts_status_idx').on(t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('payouts_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);
