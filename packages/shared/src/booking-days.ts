import { z } from 'zod';
import { isoDateSchema } from './hiring-fields.ts';

// Crew is booked by the day or the half day (issue 13, decision 0031): a morning and an afternoon on the
// same date are two bookings that do not collide; a full day collides with either half. Holds, bookings
// and the availability calendar all speak in these day slots.

export const DAY_PARTS = ['full', 'am', 'pm'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export const DAY_PART_LABELS: Record<DayPart, string> = { full: 'Full day', am: 'Morning', pm: 'Afternoon' };

/** A booking or hold covers at most this many day slots: six weeks of shooting in one request. */
export const BOOKING_DAYS_MAX = 42;

export const bookingDaySchema = z.object({
  date: isoDateSchema,
  part: z.enum(DAY_PARTS, { error: 'Choose a full day, a morning or an afternoon' }),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** Today's date in UTC: the day holds and bookings are judged by (decision 0050). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const dayListSchema = z
  .array(bookingDaySchema)
  .min(1, 'Choose at least one day')
  .max(BOOKING_DAYS_MAX, `Choose at most ${BOOKING_DAYS_MAX} days`);

function noDayTwice(days: BookingDay[], ctx: z.RefinementCtx) {
  days.forEach((day, index) => {
    const earlier = days.slice(0, index).find((other) => slotsOverlap(other, day));
    if (earlier) {
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `${day.date} is chosen twice: pick a full day or one half of it`,
      });
    }
  });
}

/** The days of a request: at least one, none twice or overlapping, sorted by date so records compare. */
export const bookingDaysSchema = dayListSchema.superRefine(noDayTwice).transform(sortDays);

/**
 * The days of a new hold, booking request or proposed change: as above, and none before today in UTC
 * (decision 0057), the same "today" by which holds on passed days expire (decision 0050).
 */
export const upcomingBookingDaysSchema = dayListSchema
  .superRefine(noDayTwice)
  .superRefine((days, ctx) => {
    const today = utcToday();
    days.forEach((day, index) => {
      if (day.date < today) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `${day.date} has passed: choose today or a later day`,
        });
      }
    });
  })
  .transform(sortDays);

/** Whether two slots take the same time: the same date, and either a full day or the same half. */
export function slotsOverlap(a: BookingDay, b: BookingDay): boolean {
  return a.date === b.date && (a.part === 'full' || b.part === 'full' || a.part === b.part);
}

/** Whether any slot of one list takes the time of any slot of the other. */
export function daysOverlap(a: readonly BookingDay[], b: readonly BookingDay[]): boolean {
  return a.some((day) => b.some((other) => slotsOverlap(day, other)));
}

const PART_ORDER: Record<DayPart, number> = { am: 0, full: 1, pm: 2 };

export function sortDays(days: readonly BookingDay[]): BookingDay[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date) || PART_ORDER[a.part] - PART_ORDER[b.part]);
}

/** How many day units the slots make: a half day counts one half (the unit of a half-day rate). */
export function countDayUnits(days: readonly BookingDay[]): { fullDays: number; halfDays: number } {
  const halfDays = days.filter((day) => day.part !== 'full').length;
  return { fullDays: days.length - halfDays, halfDays };
}

/** The first and last date the slots touch, for lists and for "in progress from the first shoot day". */
export function daySpan(days: readonly BookingDay[]): { first: string; last: string } | null {
  const dates = days.map((day) => day.date).sort();
  return dates.length > 0 ? { first: dates[0]!, last: dates.at(-1)! } : null;
}
