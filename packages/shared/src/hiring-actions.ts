import { z } from 'zod';

// What needs action now on the dashboard homes (issue 12): for a client, counters to answer, new
// applicants to review, application deadlines coming up and jobs Reelhire unpublished (with the reason); for a filmmaker, offers to answer before they
// expire and invitations to apply. The server lists them (GET /api/rest/v1/dashboard/hiring); the homes
// show them with links. Each list is short on purpose: the home is a to-do, not an archive.

export const HIRING_ACTIONS_LIMIT = 10;
/** Application deadlines within this many days count as coming up. */
export const DEADLINE_SOON_DAYS = 7;

export const hiringActionsQuerySchema = z.object({ as: z.enum(['client', 'filmmaker']) });

const offerToAnswer = z.object({
  offer_id: z.string(),
  application_id: z.string(),
  job_id: z.string(),
  project_id: z.string(),
  job_title: z.string(),
  /** The other party: the filmmaker for a client, the company for a filmmaker. */
  counterpart_name: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  expires_at: z.string(),
});

/** A hold on the dashboard (decision 0035): SPEC has no email for a hold promoted, so the home says it. */
const holdToDo = z.object({
  hold_id: z.string(),
  status: z.enum(['first', 'second']),
  title: z.string(),
  /** The other party: the filmmaker for a client, the company for a filmmaker. */
  counterpart_name: z.string(),
  first_day: z.string(),
  last_day: z.string(),
  confirm_by: z.string().nullable(),
  /** A second hold that became first when the hold in front of it went. */
  promoted: z.boolean(),
});
export type HoldToDo = z.infer<typeof holdToDo>;

export const clientHiringActionsSchema = z.object({
  as: z.literal('client'),
  counters_to_answer: z.array(offerToAnswer),
  applicants_to_review: z.array(
    z.object({
      job_id: z.string(),
      project_id: z.string(),
      job_title: z.string(),
      new_count: z.number().int(),
    }),
  ),
  deadlines_soon: z.array(
    z.object({
      job_id: z.string(),
      project_id: z.string(),
      job_title: z.string(),
      application_deadline: z.string(),
      application_count: z.number().int(),
    }),
  ),
  /** Jobs an admin took down, with the reason: SPEC has no email for it, so the home says it. */
  unpublished_by_reelhire: z.array(
    z.object({
      job_id: z.string(),
      project_id: z.string(),
      job_title: z.string(),
      reason: z.string(),
      unpublished_at: z.string(),
    }),
  ),
  /** First holds waiting for the client to confirm or release them, soonest deadline first. */
  holds_to_confirm: z.array(holdToDo),
});

export const filmmakerHiringActionsSchema = z.object({
  as: z.literal('filmmaker'),
  offers_to_answer: z.array(offerToAnswer),
  invitations: z.array(
    z.object({
      job_id: z.string(),
      job_title: z.string(),
      client_name: z.string(),
      application_deadline: z.string().nullable(),
      invited_at: z.string(),
    }),
  ),
  /** Live holds clients placed on the filmmaker's dates, by first day. */
  holds_on_your_dates: z.array(holdToDo),
});

export const hiringActionsSchema = z.discriminatedUnion('as', [
  clientHiringActionsSchema,
  filmmakerHiringActionsSchema,
]);
export type HiringActions = z.infer<typeof hiringActionsSchema>;
export type ClientHiringActions = z.infer<typeof clientHiringActionsSchema>;
export type FilmmakerHiringActions = z.infer<typeof filmmakerHiringActionsSchema>;
