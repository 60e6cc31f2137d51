import type { ReceiptKind, ReceiptLine } from '@reelhire/shared/receipts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt, money } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';
import { clients, filmmakers } from './profiles.ts';

// Receipts (issue 14, decision 0044). Each documents one ledger movement, once (unique ledger transaction),
// and carries a number gapless within its year: `receipt_counters` holds the last number given per year,
// and issuing moves it under its row lock in the same transaction as the receipt row, so a rollback gives
// the number back and two issuers queue rather than skip or repeat. Parties and lines are copied at issue
// time: a receipt says what it said the day it was issued, whatever is renamed later.

export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    recipient: text('recipient').$type<'client' | 'filmmaker'>().notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The milestones whose escrow the movement touched (a funding of the whole contract has several). */
    milestoneIds: uuid('milestone_ids').array().notNull(),
    /** The names and titles as they were when issued: { client, filmmaker, booking, project }. */
    snapshot: jsonb('snapshot')
      .$type<{
        client: string;
        filmmaker: string;
        booking: string;
        project: { id: string; title: string } | null;
      }>()
      .notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<ReceiptLine[]>().notNull(),
    totalMinor: money('total_minor').notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    unique('receipts_year_sequence_key').on(t.year, t.sequence),
    // Each party's list, newest first, keyset paged.
    index('receipts_client_idx').on(t.clientId, sql`${t.issuedAt} desc`, sql`${t.id} desc`),
    index('receipts_filmmaker_idx').on(t.filmmakerId, sql`${t.issuedAt} desc`, sql`${t.id} desc`),
    index('receipts_booking_idx').on(t.bookingId),
  ],
);
