import { z } from 'zod';
import { bookingDaySchema } from './booking-days.ts';
import { BOOKING_STATUSES } from './bookings.ts';
import { HOLD_STATUSES } from './holds.ts';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { ACTORS } from './state-machine.ts';

// Holds on the wire (issue 13, decisions 0031 and 0035): a client's pencil on a filmmaker's day slots,
// with the terms a booking request would carry, its rank (first or second) and, while first, the time
// by which its holder must confirm or release it.

export const HOLD_RELEASE_REASON_MAX = 1000;

export const releaseHoldInputSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(HOLD_RELEASE_REASON_MAX, `Keep the reason to ${HOLD_RELEASE_REASON_MAX} characters`)
      .nullish()
      .transform((reason) => reason || null),
  })
  .default({ reason: null });
export type ReleaseHoldInput = z.input<typeof releaseHoldInputSchema>;

export const holdSchema = z.object({
  id: z.string(),
  status: z.enum(HOLD_STATUSES),
  client_id: z.string(),
  filmmaker_id: z.string(),
  client: z.object({ name: z.string() }),
  filmmaker: z.object({ name: z.string(), username: z.string().nullable() }),
  days: z.array(bookingDaySchema),
  first_day: z.string(),
  last_day: z.string(),
  title: z.string(),
  brief: z.string().nullable(),
  location: z
    .object({ remote: z.boolean(), city: z.string().nullable(), country: z.string().nullable() })
    .nullable(),
  currency: z.string(),
  amount_minor: z.number().int(),
  /** While first: when it lapses unless its holder confirms or releases it. */
  confirm_by: z.string().nullable(),
  /** When a second hold became first; null for a hold placed first. */
  promoted_at: z.string().nullable(),
  released_by: z.enum(ACTORS).nullable(),
  release_reason: z.string().nullable(),
  /** The booking request a confirmed hold became. */
  booking_id: z.string().nullable(),
  /** That booking's status now (requested, confirmed, declined ...), or null. */
  booking_status: z.enum(BOOKING_STATUSES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Hold = z.infer<typeof holdSchema>;

/**
 * `GET /holds`: a client's own holds (newest first), the live holds on a filmmaker's dates (by date, the
 * first hold before the second), or every hold for an admin. A 'both' account says which side with `as`.
 */
export const holdListQuerySchema = pageQuerySchema.extend({
  as: z.enum(['client', 'filmmaker', 'admin']).optional(),
});
export type HoldListQuery = z.input<typeof holdListQuerySchema>;
export const holdListSchema = pageOf(holdSchema);
export type HoldList = z.infer<typeof holdListSchema>;
