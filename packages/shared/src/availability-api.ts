import { z } from 'zod';
import { AVAILABILITY_SPAN_DAYS_MAX, DAY_STATES, daysBetween } from './availability.ts';
import { bookingDaysSchema, DAY_PARTS } from './booking-days.ts';
import { isoDateSchema } from './hiring-fields.ts';
import { LIVE_HOLD_STATUSES } from './holds.ts';

// The availability calendar on the wire (issue 13, decision 0036): `GET /api/rest/v1/availability` for
// anyone (a set-up filmmaker's busy and free half days), with the detail behind each state for the
// filmmaker themselves; `POST /availability/unavailable` and `/availability/available` for the filmmaker's
// own marks.

export const AVAILABILITY_NOTE_MAX = 200;

export const availabilityQuerySchema = z
  .object({
    filmmaker_id: z.uuid({ error: 'filmmaker_id is a filmmaker profile id' }),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .superRefine((query, context) => {
    const span = daysBetween(query.from, query.to);
    if (span < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    } else if (span + 1 > AVAILABILITY_SPAN_DAYS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${AVAILABILITY_SPAN_DAYS_MAX} days at a time`,
      });
    }
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

const dayPartSchema = z.enum(DAY_PARTS);

/** What fills a day, shown to the filmmaker only: never to clients or visitors. */
export const availabilityDetailSchema = z.object({
  bookings: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), part: dayPartSchema })),
  holds: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(LIVE_HOLD_STATUSES), part: dayPartSchema }),
  ),
  marks: z.array(z.object({ part: dayPartSchema, note: z.string().nullable() })),
  /** Busy in one of the filmmaker's outside calendars (decision 0092), by the calendar's name. */
  outside: z.array(z.object({ part: dayPartSchema, calendar: z.string() })).optional(),
});
export type AvailabilityDetail = z.infer<typeof availabilityDetailSchema>;

export const availabilityDaySchema = z.object({
  date: z.string(),
  am: z.enum(DAY_STATES),
  pm: z.enum(DAY_STATES),
  /** Present for the filmmaker themselves only. */
  detail: availabilityDetailSchema.optional(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilitySchema = z.object({
  filmmaker_id: z.string(),
  from: z.string(),
  to: z.string(),
  /** `owner` when the filmmaker reads their own calendar (with detail), `public` for everyone else. */
  view: z.enum(['owner', 'public']),
  days: z.array(availabilityDaySchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** The filmmaker marks slots unavailable, with an optional private note (only they see it). */
export const markUnavailableInputSchema = z.object({
  days: bookingDaysSchema,
  note: z
    .string()
    .trim()
    .max(AVAILABILITY_NOTE_MAX, `Keep the note to ${AVAILABILITY_NOTE_MAX} characters`)
    .nullish()
    .transform((note) => note || null),
});
export type MarkUnavailableInput = z.input<typeof markUnavailableInputSchema>;

/** The filmmaker clears their marks from slots (slots they never marked are left as they are). */
export const markAvailableInputSchema = z.object({ days: bookingDaysSchema });
export type MarkAvailableInput = z.input<typeof markAvailableInputSchema>;
