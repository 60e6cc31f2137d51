import { DAY_TAKING_BOOKING_STATUSES } from '@reelhire/shared/availability';
import { LIVE_HOLD_STATUSES } from '@reelhire/shared/holds';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outsideBusySlots } from '../../db/schema/calendar-feeds.ts';
import { holds } from '../../db/schema/holds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';

// The talent search's "available on" and a job's matches (decision 0093) ask the same of a filmmaker.

/**
 * "Available on these dates" (decision 0036): free all day on every date, so nothing booked, no live hold
 * of either rank, and no mark of the filmmaker's or busy slot of their outside calendars (decision 0092) on
 * any half of them. A date under someone's first hold could still take a second hold, but a search for who
 * is available means who can be booked outright; the calendar and the booking form still offer second
 * holds. Each check is an anti-join on an index that starts with the filmmaker (the marks' slot key, the
 * outside slots' filmmaker index, the live holds' index, the bookings' filmmaker index), narrowed by the
 * date range before the slots are read.
 */
export function freeOn(dates: readonly string[]): SQL {
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const list = sql.join(
    dates.map((date) => sql`${date}`),
    sql`, `,
  );
  const slotOnDates = (days: typeof bookings.days | typeof holds.days) =>
    sql`exists (select 1 from jsonb_array_elements(${days}) as slot where slot->>'date' in (${list}))`;
  return sql`not exists (select 1 from ${availabilityMarks} where ${and(
    eq(availabilityMarks.filmmakerId, filmmakers.id),
    inArray(availabilityMarks.date, [...dates]),
  )}) and not exists (select 1 from ${outsideBusySlots} where ${and(
    eq(outsideBusySlots.filmmakerId, filmmakers.id),
    inArray(outsideBusySlots.date, [...dates]),
  )}) and not exists (select 1 from ${holds} where ${and(
    eq(holds.filmmakerId, filmmakers.id),
    inArray(holds.status, [...LIVE_HOLD_STATUSES]),
    lte(holds.firstDay, last),
    gte(holds.lastDay, first),
  )} and ${slotOnDates(holds.days)}) and not exists (select 1 from ${bookings} where ${and(
    eq(bookings.filmmakerId, filmmakers.id),
    inArray(bookings.status, [...DAY_TAKING_BOOKING_STATUSES]),
    lte(bookings.firstDay, last),
    gte(bookings.lastDay, first),
  )} and ${slotOnDates(bookings.days)})`;
}
