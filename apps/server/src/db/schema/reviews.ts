import type { ReviewerRole, ReviewStatus } from '@reelhire/shared/reviews';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt, updatedAt } from './columns.ts';
import { clients, filmmakers } from './profiles.ts';

// Two-way reviews (decision 0060): one row per side of a completed booking, opened when it completes,
// following reviewMachine in packages/shared/src/reviews.ts. The booking's parties are copied here so each
// list (a filmmaker's public reviews, a side's own lists, the to-dos) reads one table off one index.

const VISIBLE = sql.raw(`('published', 'replied')`);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who writes it; the other side is whom it is about. */
    reviewerRole: text('reviewer_role').$type<ReviewerRole>().notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReviewStatus>().notNull(),
    rating: integer('rating'),
    body: text('body'),
    /** The writer's side's scores, 1 to 5 each (REVIEW_SCORES). */
    scores: jsonb('scores').$type<Record<string, number>>(),
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    writtenAt: timestamp('written_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** REVIEW_WINDOW_DAYS after the booking completed: writing ends, sealed reviews are published. */
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One review per side per booking: a retried completion cannot open a side twice.
    unique('reviews_booking_side_key').on(t.bookingId, t.reviewerRole),
    // A filmmaker's visible reviews by clients, newest first: the public page and the filmmaker's received.
    index('reviews_of_filmmaker_idx')
      .on(t.filmmakerId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.reviewerRole} = 'client' and ${t.status} in ${VISIBLE}`),
    // A client's visible reviews by filmmakers (their received).
    index('reviews_of_client_idx')
      .on(t.clientId, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.reviewerRole} = 'filmmaker' and ${t.status} in ${VISIBLE}`),
    // What each side wrote (their given), newest first.
    index('reviews_by_client_idx')
      .on(t.clientId, sql`${t.writtenAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.reviewerRole} = 'client' and ${t.writtenAt} is not null`),
    index('reviews_by_filmmaker_idx')
      .on(t.filmmakerId, sql`${t.writtenAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.reviewerRole} = 'filmmaker' and ${t.writtenAt} is not null`),
    // Each side's reviews still to write (their to-dos and to_write lists), soonest closing first.
    index('reviews_client_to_write_idx')
      .on(t.clientId, t.windowClosesAt, t.id)
      .where(sql`${t.status} = 'client_to_write'`),
    index('reviews_filmmaker_to_write_idx')
      .on(t.filmmakerId, t.windowClosesAt, t.id)
      .where(sql`${t.status} = 'filmmaker_to_write'`),
    // The window sweep and the reminders read only reviews whose window is still open.
    index('reviews_window_open_idx')
      .on(t.windowClosesAt)
      .where(sql`${t.status} in ('client_to_write', 'filmmaker_to_write', 'written')`),
  ],
);
