import type { BookingDay } from '@reelhire/shared/booking-days';
import type { Location } from '@reelhire/shared/hiring-fields';
import type { Actor } from '@reelhire/shared/state-machine';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { clients, filmmakers } from './profiles.ts';

// Holds (issue 13, decision 0031): a client pencils a filmmaker's day slots as productions pencil crew.
// `status` follows holdMachine in packages/shared/src/holds.ts; the placing, promotion and release rules
// are its pure functions, run inside the transaction that changed a hold with the filmmaker's live holds
// locked. A hold carries what the client would book (title, brief, location, budget), so confirming it
// needs nothing more from them.
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    days: jsonb('days').$type<BookingDay[]>().notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    brief: text('brief'),
    location: jsonb('location').$type<Location>(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** While first: when it lapses unless confirmed or released (HOLD_CONFIRM_HOURS from becoming first). */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    /** When a second hold became first; null for a hold placed first. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    releasedBy: text('released_by').$type<Actor>(),
    releaseReason: text('release_reason'),
    /** The booking a confirmed hold became. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The rules read a filmmaker's live holds (and the calendar shows them).
    // The filmmaker's list pages through them by (first day, created, id) (decision 0035).
    index('holds_filmmaker_live_idx')
      .on(t.filmmakerId, t.firstDay, t.createdAt, t.id)
      .where(sql`${t.status} in ('first', 'second')`),
    // Each party's list, newest first, keyset paged.
    index('holds_client_idx').on(t.clientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('holds_filmmaker_idx').on(t.filmmakerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The expiry sweep reads first holds past their deadline.
    index('holds_expiry_idx')
      .on(t.confirmBy)
      .where(sql`${t.status} = 'first'`),
    // ...and live holds whose last day has passed (decision 0050): a few among the live ones.
    index('holds_days_passed_idx')
      .on(t.lastDay)
      .where(sql`${t.status} in ('first', 'second')`),
  ],
);
