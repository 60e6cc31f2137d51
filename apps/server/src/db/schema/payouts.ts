import type { PayoutFrequency, Weekday } from '@reelhire/shared/payout-schedules';
import type { PayoutStatus } from '@reelhire/shared/payouts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /** Set when the payout schedule asked for it (decision 0049): the period it paid out, `2026-W48`. */
    schedulePeriod: text('schedule_period'),
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

/**
 * A filmmaker's payout schedule (decision 0049), one per filmmaker for every currency. No row is the
 * default: off. `next_run_at` is the next due run (midnight UTC), null when off; the sweep claims rows
 * whose run has come and moves it on, so a due schedule is found by index and each run happens once.
 */
export const payoutSchedules = pgTable(
  'payout_schedules',
  {
    filmmakerId: uuid('filmmaker_id')
      .primaryKey()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<PayoutFrequency>().notNull(),
    weekday: text('weekday').$type<Weekday>(),
    dayOfMonth: smallint('day_of_month'),
    minimumMinor: money('minimum_minor'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'payout_schedules_cadence',
      sql`(${t.frequency} = 'off' and ${t.weekday} is null and ${t.dayOfMonth} is null and ${t.nextRunAt} is null)
       or (${t.frequency} = 'weekly' and ${t.weekday} is not null and ${t.dayOfMonth} is null and ${t.nextRunAt} is not null)
       or (${t.frequency} = 'monthly' and ${t.weekday} is null and ${t.dayOfMonth} between 1 and 28 and ${t.nextRunAt} is not null)`,
    ),
    check('payout_schedules_minimum_positive', sql`${t.minimumMinor} is null or ${t.minimumMinor} > 0`),
    index('payout_schedules_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.nextRunAt} is not null`),
  ],
);
