import type { DisputeOutcome, DisputeParty, DisputeReason, DisputeStatus } from '@reelhire/shared/disputes';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookingMilestones, bookings } from './bookings.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { clients, filmmakers } from './profiles.ts';

// Disputes (decision 0061). A dispute covers one or more funded milestones of one booking; while it is in a
// frozen state (FROZEN_DISPUTE_STATUSES) their escrow moves only by its ruling: the ledger refuses any
// other movement out of it (post-movement.ts), whatever path asks.

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The booking's parties, copied so each party's list has its own index. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    status: text('status').$type<DisputeStatus>().notNull(),
    openedBy: text('opened_by').$type<DisputeParty>().notNull(),
    openedByUserId: uuid('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<DisputeReason>().notNull(),
    description: text('description').notNull(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The respondent's deadline; past it the dispute goes to the admins (escalate-overdue-disputes.ts). */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').$type<DisputeOutcome>(),
    releaseMinor: money('release_minor'),
    refundMinor: money('refund_minor'),
    reasoning: text('reasoning'),
    ruledAt: timestamp('ruled_at', { withTimezone: true }),
    ruledByUserId: uuid('ruled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A booking's disputes (its pages), and the parties' lists through their bookings.
    index('disputes_booking_idx').on(t.bookingId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('disputes_client_idx').on(t.clientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('disputes_filmmaker_idx').on(t.filmmakerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The admins' list, by status, newest first.
    index('disputes_status_idx').on(t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('disputes_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The deadline sweep: only disputes still waiting for an answer.
    index('disputes_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} in ('awaiting_filmmaker', 'awaiting_client')`),
    check(
      'disputes_ruling_sums',
      sql`${t.status} <> 'resolved' or (${t.outcome} is not null and ${t.releaseMinor} >= 0 and ${t.refundMinor} >= 0 and ${t.reasoning} is not null)`,
    ),
  ],
);

/** The milestones a dispute covers, with what each escrow held when it opened. */
export const disputeMilestones = pgTable(
  'dispute_milestones',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => bookingMilestones.id, { onDelete: 'restrict' }),
    frozenMinor: money('frozen_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.disputeId, t.milestoneId] }),
    // Whether a milestone is frozen: its disputes, looked up by milestone on every escrow movement.
    index('dispute_milestones_milestone_idx').on(t.milestoneId),
  ],
);

/** Evidence files either party attached; each file belongs to one dispute. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'restrict' }),
    addedBy: text('added_by').$type<DisputeParty>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.disputeId, t.fileId] })],
);
