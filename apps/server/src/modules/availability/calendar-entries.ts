import { DAY_TAKING_BOOKING_STATUSES, type CalendarInput } from '@reelhire/shared/availability';
import type { BookingDay } from '@reelhire/shared/booking-days';
import { LIVE_HOLD_STATUSES, type LiveHoldStatus } from '@reelhire/shared/holds';
import { and, between, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outsideBusySlots, outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { holds } from '../../db/schema/holds.ts';

export interface CalendarEntries {
  bookings: { id: string; title: string; status: string; days: BookingDay[] }[];
  holds: { id: string; title: string; status: LiveHoldStatus; days: BookingDay[] }[];
  marks: { date: string; part: BookingDay['part']; note: string | null }[];
  /** Busy slots of the filmmaker's outside calendars (decision 0092), named by the calendar's label. */
  outside: { date: string; part: BookingDay['part']; calendar: string }[];
}

/**
 * Everything on a filmmaker's calendar between two dates: the bookings that take days, the live holds,
 * their own marks and their outside calendars' busy slots. The hold endpoints may read the same to refuse a hold on a day marked unavailable.
 */
export async function loadCalendarEntries(
  db: Db,
  filmmakerId: string,
  from: string,
  to: string,
): Promise<CalendarEntries> {
  const [bookingRows, holdRows, markRows, outside] = await Promise.all([
    db
      .select({ id: bookings.id, title: bookings.title, status: bookings.status, days: bookings.days })
      .from(bookings)
      .where(
        and(
          eq(bookings.filmmakerId, filmmakerId),
          inArray(bookings.status, [...DAY_TAKING_BOOKING_STATUSES]),
          lte(bookings.firstDay, to),
          gte(bookings.lastDay, from),
        ),
      ),
    db
      .select({ id: holds.id, title: holds.title, status: holds.status, days: holds.days })
      .from(holds)
      .where(
        and(
          eq(holds.filmmakerId, filmmakerId),
          inArray(holds.status, [...LIVE_HOLD_STATUSES]),
          lte(holds.firstDay, to),
          gte(holds.lastDay, from),
        ),
      ),
    db
      .select({ date: availabilityMarks.date, part: availabilityMarks.part, note: availabilityMarks.note })
      .from(availabilityMarks)
      .where(and(eq(availabilityMarks.filmmakerId, filmmakerId), between(availabilityMarks.date, from, to))),
    db
      .select({ date: outsideBusySlots.date, part: outsideBusySlots.part, calendar: outsideCalendars.label })
      .from(outsideBusySlots)
      .innerJoin(outsideCalendars, eq(outsideCalendars.id, outsideBusySlots.calendarId))
      .where(and(eq(outsideBusySlots.filmmakerId, filmmakerId), between(outsideBusySlots.date, from, to))),
  ]);
  const inRange = (day: BookingDay) => day.date >= from && day.date <= to;
  return {
    bookings: bookingRows.map((row) => ({ ...row, days: row.days.filter(inRange) })),
    holds: holdRows.map((row) => ({
      ...row,
      status: row.status as LiveHoldStatus,
      days: row.days.filter(inRange),
    })),
    marks: markRows,
    outside,
  };
}

/** The shared calendar functions' view of the entries. */
export function toCalendarInput(entries: CalendarEntries): CalendarInput {
  return {
    booked: entries.bookings.flatMap((booking) => booking.days),
    holds: entries.holds,
    // A day busy in an outside calendar is unavailable just as a day the filmmaker marked (decision 0092).
    unavailable: [...entries.marks, ...entries.outside].map(({ date, part }) => ({ date, part })),
  };
}
