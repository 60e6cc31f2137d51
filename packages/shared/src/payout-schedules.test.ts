import { PAYOUT_MINIMUM_MINOR } from './money-policy.ts';
import {
  effectivePayoutMinimum,
  isoWeekKey,
  nextPayoutRun,
  payoutPeriod,
  putPayoutScheduleInputSchema,
  type PayoutCadence,
} from './payout-schedules.ts';

const at = (iso: string) => new Date(iso);
const weekly = (weekday: PayoutCadence['weekday']): PayoutCadence => ({
  frequency: 'weekly',
  weekday,
  day_of_month: null,
});
const monthly = (day: number): PayoutCadence => ({ frequency: 'monthly', weekday: null, day_of_month: day });
const next = (cadence: PayoutCadence, from: string) => nextPayoutRun(cadence, at(from))?.toISOString();

test('a weekly schedule runs at midnight UTC on the next such weekday, never on the day it is set', () => {
  // Thursday 26 November 2026.
  expect(next(weekly('monday'), '2026-11-26T15:00:00Z')).toBe('2026-11-30T00:00:00.000Z');
  expect(next(weekly('friday'), '2026-11-26T15:00:00Z')).toBe('2026-11-27T00:00:00.000Z');
  // Set on a Thursday for Thursday: the next Thursday, a week on.
  expect(next(weekly('thursday'), '2026-11-26T00:00:00Z')).toBe('2026-12-03T00:00:00.000Z');
  // Sunday a minute before midnight UTC: Monday is a minute away.
  expect(next(weekly('monday'), '2026-11-29T23:59:00Z')).toBe('2026-11-30T00:00:00.000Z');
  // A run just made (at its own midnight) schedules the week after.
  expect(next(weekly('monday'), '2026-11-30T00:00:00Z')).toBe('2026-12-07T00:00:00.000Z');
  // Across a year end.
  expect(next(weekly('friday'), '2026-12-31T12:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
});

test('the day is judged in UTC, whatever offset the time was written with', () => {
  // 01:30 on Monday in Paris is still Sunday in UTC: Monday's run is half an hour away.
  expect(next(weekly('monday'), '2026-11-30T01:30:00+02:00')).toBe('2026-11-30T00:00:00.000Z');
  // 20:00 on Sunday in New York is already Monday in UTC: that Monday's run has passed.
  expect(next(weekly('monday'), '2026-11-29T20:00:00-05:00')).toBe('2026-12-07T00:00:00.000Z');
});

test('a monthly schedule runs on its day, moving to the next month once it has passed', () => {
  expect(next(monthly(15), '2026-11-03T09:00:00Z')).toBe('2026-11-15T00:00:00.000Z');
  expect(next(monthly(15), '2026-11-15T00:00:00Z')).toBe('2026-12-15T00:00:00.000Z');
  expect(next(monthly(1), '2026-11-30T23:59:59Z')).toBe('2026-12-01T00:00:00.000Z');
  // Month ends: from the 31st of January, day 28 is in February (no day 29 to 31 to slide).
  expect(next(monthly(28), '2027-01-31T10:00:00Z')).toBe('2027-02-28T00:00:00.000Z');
  expect(next(monthly(28), '2028-02-28T10:00:00Z')).toBe('2028-03-28T00:00:00.000Z');
  // December rolls into January of the next year.
  expect(next(monthly(5), '2026-12-20T10:00:00Z')).toBe('2027-01-05T00:00:00.000Z');
  expect(next(monthly(28), '2026-12-29T00:00:00Z')).toBe('2027-01-28T00:00:00.000Z');
});

test('off has no next run', () => {
  expect(nextPayoutRun({ frequency: 'off', weekday: null, day_of_month: null }, new Date())).toBeNull();
});

test('periods: ISO weeks (whose year can differ from the day’s) and calendar months', () => {
  expect(isoWeekKey(at('2026-11-30T00:00:00Z'))).toBe('2026-W49');
  expect(isoWeekKey(at('2026-11-23T00:00:00Z'))).toBe('2026-W48');
  expect(isoWeekKey(at('2026-11-29T23:59:59Z'))).toBe('2026-W48');
  // 1 January 2027 is a Friday, in 2026's last week; 31 December 2024 is in 2025's first.
  expect(isoWeekKey(at('2027-01-01T00:00:00Z'))).toBe('2026-W53');
  expect(isoWeekKey(at('2024-12-31T00:00:00Z'))).toBe('2025-W01');
  expect(payoutPeriod('weekly', at('2026-11-30T00:00:00Z'))).toBe('2026-W49');
  expect(payoutPeriod('monthly', at('2026-01-28T00:00:00Z'))).toBe('2026-01');
});

test('the input needs the day its frequency uses, and keeps only that one', () => {
  const problems = (input: unknown) =>
    putPayoutScheduleInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
  expect(problems({ frequency: 'weekly' })).toEqual(['A weekly schedule needs a weekday']);
  expect(problems({ frequency: 'monthly', day_of_month: 29 })).toEqual([
    'Choose a day of the month from 1 to 28',
  ]);
  expect(problems({ frequency: 'monthly' })).toEqual(['A monthly schedule needs a day of the month']);
  expect(problems({ frequency: 'fortnightly' })).toEqual(['Choose off, weekly or monthly']);
  expect(problems({ frequency: 'off', minimum_minor: PAYOUT_MINIMUM_MINOR - 1 })).toEqual([
    'The minimum cannot be below the smallest payout, 10',
  ]);
  expect(
    putPayoutScheduleInputSchema.parse({ frequency: 'weekly', weekday: 'monday', day_of_month: 3 }),
  ).toEqual({ frequency: 'weekly', weekday: 'monday', day_of_month: null, minimum_minor: null });
});

test('a run needs the larger of the platform minimum and the filmmaker’s own', () => {
  expect(effectivePayoutMinimum(null)).toBe(PAYOUT_MINIMUM_MINOR);
  expect(effectivePayoutMinimum(50_00)).toBe(50_00);
});
