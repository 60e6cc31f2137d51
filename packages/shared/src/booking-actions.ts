import { z } from 'zod';
import { MILESTONE_STATUSES } from './milestones.ts';

// Bookings that need action now on the dashboard homes (issue 13): for a filmmaker, the next milestone of
// each booking under way that waits for them (to start, submit, revise, or an extra revision to answer);
// for a client, submitted milestones waiting for their review. GET /api/rest/v1/dashboard/bookings.

export const BOOKING_ACTIONS_LIMIT = 10;

export const bookingActionsQuerySchema = z.object({ as: z.enum(['client', 'filmmaker']) });

export const bookingActionSchema = z.object({
  booking_id: z.string(),
  milestone_id: z.string(),
  project_id: z.string(),
  job_id: z.string(),
  booking_title: z.string(),
  milestone_title: z.string(),
  milestone_status: z.enum(MILESTONE_STATUSES),
  /** The client asked for a revision beyond the included ones: the filmmaker accepts or declines it. */
  extra_revision_open: z.boolean(),
  /** The other party: the company for a filmmaker, the filmmaker for a client. */
  counterpart_name: z.string(),
  due_date: z.string(),
});
export type BookingAction = z.infer<typeof bookingActionSchema>;

export const bookingActionsSchema = z.object({
  as: z.enum(['client', 'filmmaker']),
  items: z.array(bookingActionSchema),
});
export type BookingActions = z.infer<typeof bookingActionsSchema>;
