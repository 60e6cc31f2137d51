import type { DayPart } from '@reelhire/shared/booking-days';
import { date, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { filmmakers } from './profiles.ts';

// The filmmaker's own "unavailable" marks on their calendar (issue 13, decision 0036): one row per marked
// slot, a full day or one half of it, never both for one date (marking normalises). The note is private:
// only the filmmaker reads it. Bookings and holds fill the rest of the calendar from their own tables.
export const availabilityMarks = pgTable(
  'availability_marks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    part: text('part').$type<DayPart>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  // One mark per slot; the calendar and the talent search's "available on" filter read it by
  // (filmmaker, date) off this index.
  (t) => [unique('availability_marks_slot_key').on(t.filmmakerId, t.date, t.part)],
);
