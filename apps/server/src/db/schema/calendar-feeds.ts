import type { DayPart } from '@reelhire/shared/booking-days';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { filmmakers } from './profiles.ts';

// Calendar feeds (decision 0092). A feed is a member's private iCalendar address: the address is the
// feed's id signed with a key derived from the server secret, so the table holds nothing that opens a
// feed by itself. Turning a feed off or renewing it stamps `revoked_at`; renewing adds a new row.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When a calendar app last fetched it: shown so a member can tell their subscription works. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  // One live address per member; a second "turn on" at once cannot make two.
  (t) => [
    uniqueIndex('calendar_feeds_live_key')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// A filmmaker's outside calendars: an iCalendar address fetched on a schedule, whose busy times block
// their days. The address is kept (it is needed to fetch) but never sent back to anyone.
export const outsideCalendars = pgTable(
  'outside_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address').notNull(),
    /** When the schedule fetches it next; a run claims due rows and moves this on before fetching. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    syncError: text('sync_error'),
    busySlots: integer('busy_slots').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outside_calendars_filmmaker_idx').on(t.filmmakerId, t.createdAt),
    index('outside_calendars_due_idx').on(t.nextSyncAt),
  ],
);

// The busy day slots the last good fetch of an outside calendar found. They count as unavailable
// wherever the filmmaker's own marks do (the calendar, holds, the talent search's "available on").
export const outsideBusySlots = pgTable(
  'outside_busy_slots',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => outsideCalendars.id, { onDelete: 'cascade' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    part: text('part').$type<DayPart>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.date, t.part] }),
    // Read by (filmmaker, date) as the marks are.
    index('outside_busy_slots_filmmaker_idx').on(t.filmmakerId, t.date),
  ],
);
