import { z } from 'zod';
import { amountMinorSchema, pageOf, pageQuerySchema, requiredText } from './hiring-fields.ts';
import { rateTypeSchema } from './jobs.ts';
import { defineMachine } from './state-machine.ts';

// Applications (issue 12; SPEC's "bid"): a filmmaker's answer to one published job. Decision 0024 has the
// state diagram.

export const APPLICATION_STATUSES = [
  'submitted',
  'viewed',
  'shortlisted',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * How an application began: the filmmaker applied, or a client sent them a direct offer for one of their
 * jobs without an application (decision 0028), which creates the application already `offered`.
 */
/** How an application began: applied, a client's direct offer (0028), or an accepted booking request (0034). */
export const APPLICATION_ORIGINS = ['application', 'direct_offer', 'booking_request'] as const;
export type ApplicationOrigin = (typeof APPLICATION_ORIGINS)[number];

/** Still in the running: the states a job's closing or filling closes. */
export const LIVE_APPLICATION_STATUSES = ['submitted', 'viewed', 'shortlisted', 'offered'] as const;

/**
 * The client reviews (opening an application marks it viewed), shortlists and rejects; an offer sent to
 * the applicant makes it `offered` and an accepted one `hired`, both done by Reelhire from the offer's
 * own transitions. An offer declined or withdrawn returns the application to the shortlist. The filmmaker
 * may withdraw until hired; a job filled or closed closes whatever is still live. A client's direct offer
 * is the other way in: the application starts `offered`, and from there it is like any other.
 */
export const applicationMachine = defineMachine({
  name: 'application',
  states: APPLICATION_STATUSES,
  initial: 'submitted',
  // The client owes each live application an answer until it is offered (the offer then carries the turn).
  turns: {
    submitted: { party: 'client', action: 'Review the application' },
    viewed: { party: 'client', action: 'Shortlist, reject or make an offer' },
    shortlisted: { party: 'client', action: 'Make an offer or reject the application' },
    offered: null,
    hired: null,
    rejected: null,
    withdrawn: null,
    closed: null,
  },
  entries: {
    direct_offer: { to: 'offered', by: ['client'], label: 'Send a direct offer' },
  },
  transitions: {
    view: { to: 'viewed', by: { client: ['submitted'] }, label: 'Mark viewed' },
    shortlist: { to: 'shortlisted', by: { client: ['submitted', 'viewed'] }, label: 'Shortlist' },
    unshortlist: { to: 'viewed', by: { client: ['shortlisted'] }, label: 'Remove from shortlist' },
    reject: { to: 'rejected', by: { client: ['submitted', 'viewed', 'shortlisted'] }, label: 'Reject' },
    offer: { to: 'offered', by: { system: ['submitted', 'viewed', 'shortlisted'] }, label: 'Make an offer' },
    reopen: { to: 'shortlisted', by: { system: ['offered'] }, label: 'Back to shortlist' },
    hire: { to: 'hired', by: { system: ['offered'] }, label: 'Hire' },
    withdraw: { to: 'withdrawn', by: { filmmaker: [...LIVE_APPLICATION_STATUSES] }, label: 'Withdraw' },
    close: { to: 'closed', by: { system: [...LIVE_APPLICATION_STATUSES] }, label: 'Close' },
  },
});
export type ApplicationTransition = keyof typeof applicationMachine.transitions;

/** What the filmmaker sees for each state: a rejection is worded kindly, never as "rejected". */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, { client: string; filmmaker: string }> = {
  submitted: { client: 'New', filmmaker: 'Sent' },
  viewed: { client: 'Viewed', filmmaker: 'Viewed by the client' },
  shortlisted: { client: 'Shortlisted', filmmaker: 'Shortlisted' },
  offered: { client: 'Offer sent', filmmaker: 'Offer received' },
  hired: { client: 'Hired', filmmaker: 'Hired' },
  rejected: { client: 'Not selected', filmmaker: 'Not selected this time' },
  withdrawn: { client: 'Withdrawn', filmmaker: 'Withdrawn' },
  closed: { client: 'Closed', filmmaker: 'Job closed' },
};

export const APPLICATION_AVAILABILITY = ['all_dates', 'some_dates', 'flexible'] as const;
export const APPLICATION_AVAILABILITY_LABELS: Record<(typeof APPLICATION_AVAILABILITY)[number], string> = {
  all_dates: 'Available on all the dates',
  some_dates: 'Available on some of the dates',
  flexible: 'Dates to agree',
};

export const APPLICATION_PORTFOLIO_ITEMS_MAX = 6;
export const COVER_MESSAGE_MIN = 20;
export const COVER_MESSAGE_MAX = 3000;
/** Against spam: applications one filmmaker may send in a rolling day. Decision 0024. */
export const APPLICATIONS_PER_DAY_MAX = 30;

const coverMessageSchema = requiredText(COVER_MESSAGE_MIN, COVER_MESSAGE_MAX, 'a message to the client');
const availabilitySchema = z.enum(APPLICATION_AVAILABILITY, {
  error: 'Say whether you are free on the dates',
});
const portfolioImageIdsSchema = z
  .array(z.string().uuid('A portfolio item id is not valid'))
  .max(APPLICATION_PORTFOLIO_ITEMS_MAX, `Choose at most ${APPLICATION_PORTFOLIO_ITEMS_MAX} portfolio items`);

export const applicationInputSchema = z.object({
  cover_message: coverMessageSchema,
  proposed_rate_minor: amountMinorSchema('Your rate'),
  availability: availabilitySchema,
  availability_note: z.string().trim().max(500, 'Keep the note to 500 characters').nullish(),
  portfolio_image_ids: portfolioImageIdsSchema.default([]),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

/**
 * The states in which the filmmaker may still change what they sent (decision 0057): while the client has
 * made no decision on it. `submitted` and `viewed` only: a shortlist was a choice made on the terms the
 * client read, an offer is built on them, and the rest are settled.
 */
export const APPLICATION_EDITABLE_STATUSES = [
  'submitted',
  'viewed',
] as const satisfies readonly ApplicationStatus[];

/** Whether an application can be edited by its filmmaker now; only ones they applied with (not offers). */
export function canEditApplication(application: { status: string; origin?: ApplicationOrigin }): boolean {
  return (
    (APPLICATION_EDITABLE_STATUSES as readonly string[]).includes(application.status) &&
    (application.origin ?? 'application') === 'application'
  );
}

/**
 * `PATCH /applications/{id}`: any of the terms the apply form takes, each optional; at least one. The
 * fit score follows the new rate and availability.
 */
export const applicationEditSchema = z
  .object({
    cover_message: coverMessageSchema.optional(),
    proposed_rate_minor: amountMinorSchema('Your rate').optional(),
    availability: availabilitySchema.optional(),
    availability_note: z.string().trim().max(500, 'Keep the note to 500 characters').nullish(),
    portfolio_image_ids: portfolioImageIdsSchema.optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: 'Change at least one part of the application',
  });
export type ApplicationEdit = z.input<typeof applicationEditSchema>;

/**
 * The 409 a second application to the same job with other terms gets (decision 0057): `code` is
 * `application_exists` and `application_id` points to the one already sent.
 */
export const applicationExistsErrorSchema = z.object({
  error: z.string(),
  code: z.literal('application_exists'),
  status: z.string(),
  application_id: z.uuid(),
});
export type ApplicationExistsError = z.infer<typeof applicationExistsErrorSchema>;

export const rejectInputSchema = z.object({
  note: z.string().trim().max(1000, 'Keep the note to 1000 characters').optional(),
});

export const applicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  filmmaker_id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  origin: z.enum(APPLICATION_ORIGINS),
  cover_message: z.string(),
  proposed_rate_minor: z.number().int(),
  rate_type: rateTypeSchema,
  currency: z.string(),
  availability: z.enum(APPLICATION_AVAILABILITY),
  availability_note: z.string().nullable(),
  portfolio_items: z.array(
    z.object({ id: z.string(), url: z.string().nullable(), caption: z.string().nullable() }),
  ),
  rejection_note: z.string().nullable(),
  fit_score: z.number(),
  viewed_at: z.string().nullable(),
  /** When the client shortlisted it, while that is still part of its story (not taken off again). */
  shortlisted_at: z.string().nullable(),
  /** When the filmmaker last changed what they sent (decision 0057), or null if never. */
  edited_at: z.string().nullable(),
  filmmaker: z.object({
    name: z.string(),
    username: z.string().nullable(),
    primary_craft: z.string().nullable(),
    city: z.string().nullable(),
    verified: z.boolean(),
    avatar_url: z.string().nullable(),
  }),
  job: z.object({
    title: z.string(),
    project_id: z.string(),
    status: z.string(),
    client_name: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const APPLICANT_SORTS = ['fit', 'rate', 'date'] as const;
export const applicantListQuerySchema = pageQuerySchema.extend({
  job_id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  sort: z.enum(APPLICANT_SORTS).default('fit'),
});
export const myApplicationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export const applicationListSchema = pageOf(applicationSchema);
export type ApplicationList = z.infer<typeof applicationListSchema>;

export interface FitJob {
  craft: string;
  remote: boolean;
  city: string | null;
  country: string | null;
  rate_min_minor: number;
  rate_max_minor: number;
}
export interface FitFilmmaker {
  /** In the filmmaker's order; the first is their primary craft. */
  crafts: readonly string[];
  city: string | null;
  country: string | null;
}
export interface FitInput {
  job: FitJob;
  filmmaker: FitFilmmaker;
  proposedRateMinor: number;
  availability: (typeof APPLICATION_AVAILABILITY)[number];
}

// How much each part weighs: the craft matters most (a gaffer applying for a DoP job is rarely the one),
// then the rate and the place, then the dates the filmmaker says they can do.
const FIT_WEIGHTS = { craft: 0.4, rate: 0.25, place: 0.2, availability: 0.15 } as const;
const AVAILABILITY_FIT: Record<(typeof APPLICATION_AVAILABILITY)[number], number> = {
  all_dates: 1,
  flexible: 0.6,
  some_dates: 0.3,
};

/**
 * How well an application fits its job, 0..1, computed once when it is sent so the applicant list can
 * sort by it from an index (decision 0024). Pure, so the web app can explain the same number.
 */
export function applicationFitScore({ job, filmmaker, proposedRateMinor, availability }: FitInput): number {
  const craftIndex = filmmaker.crafts.indexOf(job.craft);
  const craft = craftIndex === 0 ? 1 : craftIndex > 0 ? 0.75 : 0;

  const same = (a: string | null, b: string | null) =>
    a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
  const place = job.remote
    ? 1
    : same(job.city, filmmaker.city) && (job.country === null || same(job.country, filmmaker.country))
      ? 1
      : same(job.country, filmmaker.country)
        ? 0.5
        : 0;

  // Inside the range is a full fit; above it the fit falls away to nothing at twice the top of the range.
  const rate =
    proposedRateMinor <= job.rate_max_minor
      ? 1
      : Math.max(0, 1 - (proposedRateMinor - job.rate_max_minor) / Math.max(job.rate_max_minor, 1));

  const score =
    FIT_WEIGHTS.craft * craft +
    FIT_WEIGHTS.rate * rate +
    FIT_WEIGHTS.place * place +
    FIT_WEIGHTS.availability * AVAILABILITY_FIT[availability];
  return Math.round(score * 1000) / 1000;
}
