import { calendarDay, datesFrom } from '@reelhire/shared/availability';
import type { Availability, AvailabilityDay, AvailabilityQuery } from '@reelhire/shared/availability-api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { loadCalendarEntries, toCalendarInput, type CalendarEntries } from './calendar-entries.ts';

export interface GetAvailabilityOptions {
  db: Db;
  query: AvailabilityQuery;
  /** The caller's own filmmaker profile, if they have one: the owner sees what fills each day. */
  callerFilmmakerId: string | null;
}

/**
 * A filmmaker's calendar, half day by half day. Anyone may read a set-up filmmaker's busy and free days
 * (their portfolio is public too); only the filmmaker sees which booking or hold fills a day, and their
 * own notes. A profile still in setup is a 404 to everyone else, as its portfolio is.
 */
export async function getAvailability({
  db,
  query,
  callerFilmmakerId,
}: GetAvailabilityOptions): Promise<Availability> {
  const owner = callerFilmmakerId === query.filmmaker_id;
  const [profile] = await db
    .select({ id: filmmakers.id })
    .from(filmmakers)
    .where(and(eq(filmmakers.id, query.filmmaker_id), owner ? undefined : eq(filmmakers.setup, true)));
  if (!profile) throw notFound('No filmmaker with that profile');
  const entries = await loadCalendarEntries(db, profile.id, query.from, query.to);
  return calendarOf({ entries, filmmakerId: profile.id, from: query.from, to: query.to, owner });
}

/** The calendar answer; the detail is built for the owner only, so nothing private can leak by mistake. */
export function calendarOf({
  entries,
  filmmakerId,
  from,
  to,
  owner,
}: {
  entries: CalendarEntries;
  filmmakerId: string;
  from: string;
  to: string;
  owner: boolean;
}): Availability {
  const input = toCalendarInput(entries);
  const days = datesFrom(from, to).map((date): AvailabilityDay => {
    const day: AvailabilityDay = { date, ...calendarDay(date, input) };
    if (owner) {
      const on = <T extends { days: { date: string; part: 'full' | 'am' | 'pm' }[] }>(records: T[]) =>
        records.flatMap((record) =>
          record.days.filter((slot) => slot.date === date).map((slot) => ({ record, part: slot.part })),
        );
      day.detail = {
        bookings: on(entries.bookings).map(({ record, part }) => ({
          id: record.id,
          title: record.title,
          status: record.status,
          part,
        })),
        holds: on(entries.holds).map(({ record, part }) => ({
          id: record.id,
          title: record.title,
          status: record.status,
          part,
        })),
        marks: entries.marks
          .filter((mark) => mark.date === date)
          .map((mark) => ({ part: mark.part, note: mark.note })),
        outside: entries.outside
          .filter((slot) => slot.date === date)
          .map((slot) => ({ part: slot.part, calendar: slot.calendar })),
      };
    }
    return day;
  });
  return { filmmaker_id: filmmakerId, from, to, view: owner ? 'owner' : 'public', days };
}
