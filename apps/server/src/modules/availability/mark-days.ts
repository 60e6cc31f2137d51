import { addDays, AVAILABILITY_DAYS_AHEAD_MAX, slotState } from '@reelhire/shared/availability';
import type { Availability } from '@reelhire/shared/availability-api';
import { DAY_PART_LABELS, daySpan, type BookingDay, type DayPart } from '@reelhire/shared/booking-days';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { badRequest, transitionRefused } from '../../http/errors.ts';
import { loadCalendarEntries, toCalendarInput } from './calendar-entries.ts';
import { calendarOf } from './get-availability.ts';

export interface MarkDaysOptions {
  db: Db;
  filmmakerId: string;
  days: BookingDay[];
  now?: Date;
}

/**
 * The filmmaker marks slots unavailable (with an optional private note). A booked slot cannot be marked:
 * the whole call is a 409 and nothing changes. A slot under a hold may be marked; the hold stays until the
 * filmmaker or its holder releases it. Marking a full day replaces its half-day marks; a half of a day
 * already marked whole stays covered by that mark.
 */
export async function markUnavailable({
  db,
  filmmakerId,
  days,
  note,
  now = new Date(),
}: MarkDaysOptions & { note: string | null }): Promise<Availability> {
  refuseFarAhead(days, now);
  return db.transaction(async (tx) => {
    const { first, last } = daySpan(days)!;
    await lockFilmmaker(tx, filmmakerId);
    const entries = await loadCalendarEntries(tx, filmmakerId, first, last);
    const input = toCalendarInput(entries);
    const booked = days.find((day) => slotState(day, { ...input, holds: [], unavailable: [] }) === 'booked');
    if (booked) {
      throw transitionRefused(
        `${booked.date} (${DAY_PART_LABELS[booked.part].toLowerCase()}) is booked, so it cannot be marked unavailable`,
        'booked',
      );
    }
    for (const day of days) {
      const onDate = entries.marks.filter((mark) => mark.date === day.date);
      if (day.part === 'full') {
        await deleteMarks(tx, filmmakerId, day.date, ['am', 'pm']);
      } else if (onDate.some((mark) => mark.part === 'full')) {
        continue;
      }
      await tx
        .insert(availabilityMarks)
        .values({ filmmakerId, date: day.date, part: day.part, note })
        .onConflictDoUpdate({
          target: [availabilityMarks.filmmakerId, availabilityMarks.date, availabilityMarks.part],
          set: { note },
        });
    }
    return ownerCalendar(tx, filmmakerId, first, last);
  });
}

/**
 * The filmmaker clears their marks from slots. Clearing one half of a day marked whole leaves the other
 * half marked (with the same note). Bookings and holds are not touched: they are released elsewhere.
 */
export async function markAvailable({ db, filmmakerId, days }: MarkDaysOptions): Promise<Availability> {
  return db.transaction(async (tx) => {
    const { first, last } = daySpan(days)!;
    await lockFilmmaker(tx, filmmakerId);
    const { marks } = await loadCalendarEntries(tx, filmmakerId, first, last);
    for (const day of days) {
      if (day.part === 'full') {
        await deleteMarks(tx, filmmakerId, day.date, ['full', 'am', 'pm']);
        continue;
      }
      const whole = marks.find((mark) => mark.date === day.date && mark.part === 'full');
      await deleteMarks(tx, filmmakerId, day.date, whole ? ['full', day.part] : [day.part]);
      if (whole) {
        const other: DayPart = day.part === 'am' ? 'pm' : 'am';
        await tx
          .insert(availabilityMarks)
          .values({ filmmakerId, date: day.date, part: other, note: whole.note })
          .onConflictDoNothing();
      }
    }
    return ownerCalendar(tx, filmmakerId, first, last);
  });
}

function refuseFarAhead(days: readonly BookingDay[], now: Date) {
  const limit = addDays(now.toISOString().slice(0, 10), AVAILABILITY_DAYS_AHEAD_MAX);
  const far = days.find((day) => day.date > limit);
  if (far) throw badRequest(`${far.date} is too far ahead: the calendar goes up to ${limit}`);
}

/** Marks of one filmmaker queue, so two tabs marking and clearing the same day end in one of the two. */
async function lockFilmmaker(tx: Db, filmmakerId: string) {
  await tx.select({ id: filmmakers.id }).from(filmmakers).where(eq(filmmakers.id, filmmakerId)).for('update');
}

async function deleteMarks(tx: Db, filmmakerId: string, date: string, parts: DayPart[]) {
  await tx
    .delete(availabilityMarks)
    .where(
      and(
        eq(availabilityMarks.filmmakerId, filmmakerId),
        eq(availabilityMarks.date, date),
        inArray(availabilityMarks.part, parts),
      ),
    );
}

async function ownerCalendar(tx: Db, filmmakerId: string, from: string, to: string) {
  const entries = await loadCalendarEntries(tx, filmmakerId, from, to);
  return calendarOf({ entries, filmmakerId, from, to, owner: true });
}
