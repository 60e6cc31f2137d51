import { z } from 'zod';
import { countryCodeSchema } from './countries.ts';

// Fields that projects, jobs, applications and offers share (issue 12): dates on a shoot, where it
// happens, and amounts of money. Money is integer minor units with its currency (decision 0024).

/** A bigger amount on one job is far likelier a typing slip than a real fee: 10 million in main units. */
export const HIRING_AMOUNT_MAX_MINOR = 1_000_000_000;
export const SHOOT_DATE_RANGES_MAX = 20;
/** A shoot further out than this is not something people plan on a marketplace. */
export const SHOOT_DAYS_AHEAD_MAX = 3 * 366;

export const isoDateSchema = z.iso.date({ error: 'Use a date like 2026-03-14' });

export const amountMinorSchema = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number of minor units (pence, cents)`)
    .min(1, `${what} must be more than zero`)
    .max(HIRING_AMOUNT_MAX_MINOR, `${what} looks too high`);

/**
 * Shoot dates as ranges: one day is a range that starts and ends on it, a block is one range, and a
 * shoot split over several days or weeks is several ranges (film work rarely runs on consecutive days).
 */
export const dateRangeSchema = z
  .object({ start: isoDateSchema, end: isoDateSchema })
  .refine((range) => range.start <= range.end, { message: 'A date range must end on or after its start' });
export type DateRange = z.infer<typeof dateRangeSchema>;

export const dateRangesSchema = z
  .array(dateRangeSchema)
  .max(SHOOT_DATE_RANGES_MAX, `Add at most ${SHOOT_DATE_RANGES_MAX} date ranges`)
  .transform((ranges) => [...ranges].sort((a, b) => a.start.localeCompare(b.start)));

/** The first and last day of a set of ranges, or nulls when there are none (dates still to be set). */
export function dateSpan(ranges: readonly DateRange[]): { first: string | null; last: string | null } {
  if (ranges.length === 0) return { first: null, last: null };
  return {
    first: ranges.reduce((min, range) => (range.start < min ? range.start : min), ranges[0]!.start),
    last: ranges.reduce((max, range) => (range.end > max ? range.end : max), ranges[0]!.end),
  };
}

/** Whole days covered by the ranges, counting overlapping days once. */
export function countShootDays(ranges: readonly DateRange[]): number {
  const days = new Set<string>();
  for (const range of ranges) {
    for (let day = new Date(`${range.start}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      if (iso > range.end || days.size > SHOOT_DAYS_AHEAD_MAX) break;
      days.add(iso);
    }
  }
  return days.size;
}

export const locationSchema = z
  .object({
    remote: z.boolean().default(false),
    city: z.string().trim().max(100, 'Keep the city to 100 characters').nullish().transform(emptyToNull),
    country: countryCodeSchema.nullish().transform((value) => value ?? null),
  })
  .refine((location) => location.remote || location.city !== null || location.country !== null, {
    message: 'Say where the work happens, or mark it remote',
    path: ['city'],
  });
export type Location = z.output<typeof locationSchema>;

export const optionalLongText = (max: number, what: string) =>
  z.string().trim().max(max, `Keep ${what} to ${max} characters`).nullish().transform(emptyToNull);

export const requiredText = (min: number, max: number, what: string) =>
  z
    .string({ error: `Add ${what}` })
    .trim()
    .min(min, min <= 1 ? `Add ${what}` : `${capitalise(what)} needs at least ${min} characters`)
    .max(max, `Keep ${what} to ${max} characters`);

export const REFERENCE_LINKS_MAX = 10;
export const referenceLinksSchema = z
  .array(
    z.url({ protocol: /^https?$/, error: 'Each reference link must be a web address (https://…)' }).max(500),
  )
  .max(REFERENCE_LINKS_MAX, `Add at most ${REFERENCE_LINKS_MAX} reference links`)
  .default([]);

export const REFERENCE_FILES_MAX = 10;
export const referenceFileIdsSchema = z
  .array(z.uuid({ error: 'A reference file id is not valid' }))
  .max(REFERENCE_FILES_MAX, `Attach at most ${REFERENCE_FILES_MAX} reference files`)
  .default([]);

/** Keyset paging (DESIGN section 5): an opaque `after` cursor from the previous page and a `limit`. */
export const pageQuerySchema = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });

function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
