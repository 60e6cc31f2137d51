import type { BookingDay } from '@reelhire/shared/booking-days';
import type { DeliverableLink } from '@reelhire/shared/booking-records';
import type { Location } from '@reelhire/shared/hiring-fields';
import type { Actor } from '@reelhire/shared/state-machine';
import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { contracts } from './hiring.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { clients, filmmakers } from './profiles.ts';

// Bookings and delivery (issue 13, decisions 0031 and 0032): an accepted contract becomes a booking whose
// milestones move on their own; the filmmaker submits deliverables against a milestone and the client
// approves or asks for a revision. Each `status` follows its machine in packages/shared (bookings.ts,
// milestones.ts); every change is written to hiring_events, as hiring's are.

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * One booking per contract: a retried accept cannot book the work twice. Null while the booking is a
     * request from a portfolio (decision 0034): its contract is made when the request is accepted.
     */
    contractId: uuid('contract_id')
      .unique()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    /** Shoot days; empty for a fixed fee, whose dates are a delivery window (decision 0032). */
    days: jsonb('days').$type<BookingDay[]>().notNull().default([]),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    /** A request's brief and place (decision 0034); a booking from a contract reads them from its job. */
    brief: text('brief'),
    location: jsonb('location').$type<Location>(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** The first hold this request was confirmed from, if any (the hold keeps the link the other way too). */
    holdId: uuid('hold_id'),
    /** Why the request was declined, shown to the other party. */
    declineReason: text('decline_reason'),
    revisionsIncluded: integer('revisions_included').notNull().default(0),
    /** Revisions worked so far across the contract, included and accepted extra ones alike. */
    revisionsUsed: integer('revisions_used').notNull().default(0),
    killFeePercent: integer('kill_fee_percent').notNull().default(0),
    /** What a cancellation owes (killFeeOnCancel), recorded for the money issue to charge; null until then. */
    killFeeMinor: money('kill_fee_minor'),
    cancelledBy: text('cancelled_by').$type<Actor>(),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Each party's list, newest first, keyset paged.
    index('bookings_client_idx').on(t.clientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('bookings_filmmaker_idx').on(t.filmmakerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The daily start run reads only confirmed bookings whose first day has come.
    index('bookings_due_start_idx')
      .on(t.firstDay)
      .where(sql`${t.status} = 'confirmed'`),
    // The payment-reminder sweep reads only bookings under way (remind-unfunded-bookings.ts): a few among
    // every booking ever completed or cancelled.
    index('bookings_under_way_idx')
      .on(t.firstDay)
      .where(
        sql`${t.status} in (${sql.raw(UNDER_WAY_BOOKING_STATUSES.map((status) => `'${status}'`).join(', '))})`,
      ),
  ],
);

/**
 * Every round of a booking request (decision 0034): the client's request (round 1 and each revision) and
 * the filmmaker's proposed changes, kept so both sides see what changed from one round to the next. The
 * booking row carries the terms of the newest round.
 */
export const bookingRequestRounds = pgTable(
  'booking_request_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    proposedBy: text('proposed_by').$type<'client' | 'filmmaker'>().notNull(),
    days: jsonb('days').$type<BookingDay[]>().notNull(),
    title: text('title').notNull(),
    brief: text('brief'),
    location: jsonb('location').$type<Location>(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    message: text('message'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('booking_request_rounds_round_key').on(t.bookingId, t.round)],
);

export const bookingMilestones = pgTable(
  'booking_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amountMinor: money('amount_minor').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    acceptanceCriteria: text('acceptance_criteria'),
    status: text('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Every approval is what the money issue releases escrow from (decision 0031). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('booking_milestones_position_key').on(t.bookingId, t.position),
    // The automatic-release sweep and its reminder read only deliveries waiting for an answer, oldest
    // first (remind-auto-release.ts): a few among every milestone ever approved.
    index('booking_milestones_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
  ],
);

/** One round of work submitted against a milestone: a note, links and uploaded files. */
export const deliverables = pgTable(
  'deliverables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => bookingMilestones.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1 for the first submission of the milestone, 2 after the first revision, and so on. */
    round: integer('round').notNull(),
    note: text('note'),
    links: jsonb('links').$type<DeliverableLink[]>().notNull().default([]),
    /** Files the filmmaker uploaded as kind `deliverable` (private; each party reads them by signed link). */
    fileIds: uuid('file_ids').array().notNull().default([]),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deliverables_round_key').on(t.milestoneId, t.round),
    index('deliverables_booking_idx').on(t.bookingId),
  ],
);

/**
 * A client's request for changes. Within the included revisions it takes effect at once (status
 * `accepted`); beyond them it is extra work that stays `open` until the filmmaker accepts or declines it,
 * or `withdrawn` when the client approves the milestone instead.
 */
export const revisionRequests = pgTable(
  'revision_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => bookingMilestones.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'included' | 'extra'>().notNull(),
    status: text('status').$type<'open' | 'accepted' | 'declined' | 'withdrawn'>().notNull(),
    comments: text('comments').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('revision_requests_booking_idx').on(t.bookingId, t.createdAt),
    // At most one extra request waits for the filmmaker per milestone.
    uniqueIndex('revision_requests_open_key')
      .on(t.milestoneId)
      .where(sql`${t.status} = 'open'`),
  ],
);
