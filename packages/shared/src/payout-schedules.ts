import { z } from 'zod';
import { PAYOUT_MINIMUM_MINOR } from './money-policy.ts';

// Payout schedules (issue 14, decision 0049): instead of asking each time, a filmmaker can have their whole
// available balance paid out weekly on a weekday or monthly on a day of the month. One schedule covers
// every currency they earn in; each currency's balance is requested on its own, like a manual request.
// Every run is at midnight UTC on the scheduled day, so the date is the same for everyone who reads it.

export const PAYOUT_FREQUENCIES = ['off', 'weekly', 'monthly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

/** ISO order: Monday is the first day of a week (and of an ISO week number). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Day 29 to 31 are not in every month; 1 to 28 always are, so a monthly run never skips or slides. */
export const LAST_SCHEDULE_DAY_OF_MONTH = 28;

/** The largest minimum a filmmaker can set (1,000,000.00 in a two-digit currency): a typo guard. */
export const PAYOUT_SCHEDULE_MINIMUM_MAX_MINOR = 100_000_000;

export const PAYOUT_FREQUENCY_LABELS: Record<PayoutFrequency, string> = {
  off: 'Off',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** When a filmmaker's earnings are paid out without asking: a weekday, a day of the month, or never. */
export interface PayoutCadence {
  frequency: PayoutFrequency;
  weekday: Weekday | null;
  day_of_month: number | null;
}

export const putPayoutScheduleInputSchema = z
  .object({
    frequency: z.enum(PAYOUT_FREQUENCIES, { error: 'Choose off, weekly or monthly' }),
    weekday: z.enum(WEEKDAYS, { error: 'Choose a weekday, monday to sunday' }).nullish(),
    day_of_month: z
      .number({ error: 'The day of the month must be a number' })
      .int('The day of the month must be a whole number')
      .min(1, `Choose a day of the month from 1 to ${LAST_SCHEDULE_DAY_OF_MONTH}`)
      .max(LAST_SCHEDULE_DAY_OF_MONTH, `Choose a day of the month from 1 to ${LAST_SCHEDULE_DAY_OF_MONTH}`)
      .nullish(),
    /** Skip a run when a currency's available balance is below this; null for the platform's minimum. */
    minimum_minor: z
      .number({ error: 'The minimum must be a number' })
      .int('The minimum must be a whole number of minor units (pence, cents)')
      .min(
        PAYOUT_MINIMUM_MINOR,
        `The minimum cannot be below the smallest payout, ${PAYOUT_MINIMUM_MINOR / 100}`,
      )
      .max(PAYOUT_SCHEDULE_MINIMUM_MAX_MINOR, 'That minimum is larger than any payout; check the amount')
      .nullish(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.frequency === 'weekly' && !input.weekday) {
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'A weekly schedule needs a weekday' });
    }
    if (input.frequency === 'monthly' && input.day_of_month == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['day_of_month'],
        message: 'A monthly schedule needs a day of the month',
      });
    }
  })
  // Only the field the frequency uses is kept, so a stored schedule never carries a stale weekday.
  .transform((input): PayoutCadence & { minimum_minor: number | null } => ({
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? (input.weekday ?? null) : null,
    day_of_month: input.frequency === 'monthly' ? (input.day_of_month ?? null) : null,
    minimum_minor: input.minimum_minor ?? null,
  }));
export type PutPayoutScheduleInput = z.input<typeof putPayoutScheduleInputSchema>;
/** A schedule as it is stored: the parsed input. */
export type PayoutScheduleSettings = z.output<typeof putPayoutScheduleInputSchema>;

export const payoutScheduleSchema = z.object({
  frequency: z.enum(PAYOUT_FREQUENCIES),
  /** Set for a weekly schedule. */
  weekday: z.enum(WEEKDAYS).nullable(),
  /** Set for a monthly schedule (1 to 28). */
  day_of_month: z.number().int().nullable(),
  /** The filmmaker's own minimum, or null for the platform's. */
  minimum_minor: z.number().int().nullable(),
  /** What a currency's available balance must reach for a run to pay it out: the larger of the two. */
  effective_minimum_minor: z.number().int(),
  /** The next automatic payout, midnight UTC on its day (ISO time, always UTC); null when off. */
  next_run_at: z.string().nullable(),
  /** When the schedule was last set; null while it has never been. */
  updated_at: z.string().nullable(),
});
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC at the start of the day `at` falls on. */
function utcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** 0 for Monday to 6 for Sunday (Date's getUTCDay starts on Sunday). */
function isoWeekdayIndex(at: Date): number {
  return (at.getUTCDay() + 6) % 7;
}

/**
 * The first scheduled run strictly after `after`: midnight UTC on the next scheduled day. Strictly, so a
 * schedule set (or run) on its own day waits for the next one instead of paying out at once. Null when off.
 */
export function nextPayoutRun(cadence: PayoutCadence, after: Date): Date | null {
  const today = utcMidnight(after);
  if (cadence.frequency === 'weekly' && cadence.weekday) {
    const target = WEEKDAYS.indexOf(cadence.weekday);
    const ahead = (target - isoWeekdayIndex(today) + 7) % 7;
    const run = new Date(today.getTime() + ahead * DAY_MS);
    return run.getTime() > after.getTime() ? run : new Date(run.getTime() + 7 * DAY_MS);
  }
  if (cadence.frequency === 'monthly' && cadence.day_of_month) {
    const day = cadence.day_of_month;
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth();
    const run = new Date(Date.UTC(year, month, day));
    // Date.UTC rolls month 12 over into January of the next year.
    return run.getTime() > after.getTime() ? run : new Date(Date.UTC(year, month + 1, day));
  }
  return null;
}

/** The ISO week of a day: `2026-W48` (the year is the week's, which is not always the day's). */
export function isoWeekKey(at: Date): string {
  const day = utcMidnight(at);
  // The Thursday of the same ISO week decides its year, and its week number counts from 4 January's week.
  const thursday = new Date(day.getTime() + (3 - isoWeekdayIndex(day)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period a run belongs to, part of its payouts' idempotency keys: `2026-W48` for a weekly run,
 * `2026-11` for a monthly one. One scheduled payout per currency per period, however often it is swept.
 */
export function payoutPeriod(frequency: 'weekly' | 'monthly', runAt: Date): string {
  if (frequency === 'weekly') return isoWeekKey(runAt);
  return `${runAt.getUTCFullYear()}-${String(runAt.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The available balance a run needs before it pays a currency out. */
export function effectivePayoutMinimum(minimumMinor: number | null): number {
  return Math.max(PAYOUT_MINIMUM_MINOR, minimumMinor ?? 0);
}
