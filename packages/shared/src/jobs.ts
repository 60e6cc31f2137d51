import { z } from 'zod';
import { craftSchema } from './crafts.ts';
import {
  amountMinorSchema,
  dateRangeSchema,
  dateRangesSchema,
  isoDateSchema,
  locationSchema,
  optionalLongText,
  pageOf,
  pageQuerySchema,
  requiredText,
} from './hiring-fields.ts';
import { PRODUCTION_TYPE_IDS } from './projects.ts';
import { defineMachine } from './state-machine.ts';

// Jobs (issue 12): one role to fill inside a project (a DoP for three shoot days). Decision 0024 has the
// state diagram.

export const RATE_TYPES = ['fixed', 'day', 'half_day'] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const RATE_TYPE_LABELS: Record<RateType, string> = {
  fixed: 'Fixed fee',
  day: 'Day rate',
  half_day: 'Half-day rate',
};
/** How one unit of a rate reads after an amount: "£650 / day". */
export const RATE_UNIT_LABELS: Record<RateType, string> = { fixed: '', day: '/ day', half_day: '/ half day' };
export const rateTypeSchema = z.enum(RATE_TYPES, { error: 'Choose fixed fee, day rate or half-day rate' });

export const JOB_STATUSES = ['draft', 'published', 'filled', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Published jobs are searchable and take applications. Unpublishing (by the client, or by an admin with
 * a reason the client is told) takes a job back to draft; Reelhire marks it filled when the last opening
 * is hired; closing ends it for good, and the open applications are closed with it.
 */
export const jobMachine = defineMachine({
  name: 'job',
  states: JOB_STATUSES,
  initial: 'draft',
  // Applications carry the client's turns on a published job; a draft (even one Reelhire unpublished, shown
  // on the home as a notice) waits on nobody (decision 0053).
  turns: { draft: null, published: null, filled: null, closed: null },
  transitions: {
    publish: { to: 'published', by: { client: ['draft'], admin: ['draft'] }, label: 'Publish' },
    unpublish: { to: 'draft', by: { client: ['published'], admin: ['published'] }, label: 'Unpublish' },
    fill: { to: 'filled', by: { system: ['published'] }, label: 'Mark filled' },
    close: {
      to: 'closed',
      by: { client: ['draft', 'published', 'filled'], admin: ['draft', 'published', 'filled'] },
      label: 'Close',
    },
  },
});
export type JobTransition = keyof typeof jobMachine.transitions;

/** Why a job a filmmaker can still read (as one of its parties, decision 0057) takes no applications. */
export const JOB_NOT_OPEN_TEXTS: Record<Exclude<JobStatus, 'published'>, string> = {
  draft: 'The client has unpublished this job, so it is not taking applications.',
  filled: 'This job has been filled, so it is no longer taking applications.',
  closed: 'The client has closed this job, so it is no longer taking applications.',
};

export const JOB_DESCRIPTION_MAX = 5000;
export const JOB_OPENINGS_MAX = 50;

export const jobInputSchema = z
  .object({
    title: requiredText(3, 120, 'a title'),
    craft: craftSchema,
    description: requiredText(20, JOB_DESCRIPTION_MAX, 'a description'),
    deliverables: optionalLongText(2000, 'the deliverables'),
    rate_type: rateTypeSchema,
    rate_min_minor: amountMinorSchema('The lowest rate'),
    rate_max_minor: amountMinorSchema('The highest rate'),
    dates: dateRangesSchema.default([]),
    location: locationSchema,
    required_kit: optionalLongText(2000, 'the kit'),
    openings: z
      .number({ error: 'Openings must be a number' })
      .int('Openings must be a whole number')
      .min(1, 'A job has at least one opening')
      .max(JOB_OPENINGS_MAX, `A job can have at most ${JOB_OPENINGS_MAX} openings`)
      .default(1),
    application_deadline: isoDateSchema.nullish().transform((value) => value ?? null),
  })
  .refine((job) => job.rate_min_minor <= job.rate_max_minor, {
    message: 'The highest rate cannot be lower than the lowest',
    path: ['rate_max_minor'],
  });
export type JobInput = z.input<typeof jobInputSchema>;
export type JobFields = z.output<typeof jobInputSchema>;

export const unpublishInputSchema = z.object({
  reason: z.string().trim().max(1000, 'Keep the reason to 1000 characters').optional(),
});

export const jobSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  client_id: z.string(),
  title: z.string(),
  craft: z.string(),
  description: z.string(),
  deliverables: z.string().nullable(),
  rate_type: rateTypeSchema,
  rate_min_minor: z.number().int(),
  rate_max_minor: z.number().int(),
  currency: z.string(),
  dates: z.array(dateRangeSchema),
  location: z.object({ remote: z.boolean(), city: z.string().nullable(), country: z.string().nullable() }),
  required_kit: z.string().nullable(),
  openings: z.number().int(),
  openings_filled: z.number().int(),
  application_deadline: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  unpublished_reason: z.string().nullable(),
  published_at: z.string().nullable(),
  project: z.object({ title: z.string(), production_type: z.string() }),
  client: z.object({ company_name: z.string().nullable(), verified: z.boolean() }),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** The filmmaker's job search: text and filters; jobs matching their crafts and city come first. */
export const jobSearchQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  craft: craftSchema.optional(),
  production_type: z.enum(PRODUCTION_TYPE_IDS).optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().length(2).toUpperCase().optional(),
  remote: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  rate_min_minor: z.coerce.number().int().min(0).optional(),
  rate_max_minor: z.coerce.number().int().min(0).optional(),
  rate_type: rateTypeSchema.optional(),
});
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;
export const jobListSchema = pageOf(jobSchema);
export type JobList = z.infer<typeof jobListSchema>;

/** POST /jobs: the job's fields and the project it belongs to (its currency and production type). */
export const jobCreateSchema = jobInputSchema.safeExtend({
  project_id: z.uuid({ error: 'Choose the project this job belongs to' }),
});
export type JobCreateInput = z.input<typeof jobCreateSchema>;

/** The admin's list of every job (/admin/jobs): search and a status filter. */
export const adminJobListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(JOB_STATUSES).optional(),
});
