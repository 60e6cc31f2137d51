import { idParamsSchema } from './id-params.ts';
import { z } from 'zod';
import { dateRangeSchema, pageOf, pageQuerySchema } from './hiring-fields.ts';
import { jobInputSchema, rateTypeSchema } from './jobs.ts';
import { projectInputSchema } from './projects.ts';

// Claim-job links (issue 12, decision 0027): an admin drafts a project and a job for a prospective client
// and sends a single-use link; whoever signs in as a client and claims it owns both.

/** How long a claim link works after it is made or renewed (issue 12). */
export const CLAIM_LINK_DAYS = 14;

/** The web page that opens a link: `${PUBLIC_URL}${claimJobPath(token)}`. */
export const claimJobPath = (token: string) => `/claim-job/${token}`;

/** What a link is now: usable, past its 14 days, already used, or never issued (or since renewed). */
export const CLAIM_STATES = ['open', 'expired', 'claimed', 'unknown'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_TEXTS = {
  unknown: 'This claim link is not valid: it may have been mistyped or replaced by a newer link',
  expired: 'This claim link has expired',
  claimed: 'This claim link has already been used',
  test: 'This is a test draft: it cannot be claimed',
  renewClaimed: 'This draft has been claimed: its link cannot be renewed',
} as const;

/**
 * `POST /api/rest/v1/admin/drafts`. Reference files are left out: they are owned by whoever uploads them,
 * so the client adds their own after claiming.
 */
export const draftInputSchema = z.object({
  project: projectInputSchema.omit({ reference_file_ids: true }),
  job: jobInputSchema,
  recipient_email: z
    .email({ error: 'Please provide a valid email address' })
    .max(254)
    .nullish()
    .transform((value) => value ?? null),
  /** A test draft never goes out: a preview of how a claimed draft looks (/admin/test-drafts). */
  test: z.boolean().default(false),
});
export type DraftInput = z.input<typeof draftInputSchema>;
export type DraftFields = z.output<typeof draftInputSchema>;

/** A draft as the admin lists it; the token is never here (only its hash is stored). */
export const claimDraftSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  job_id: z.string(),
  project_title: z.string(),
  job_title: z.string(),
  recipient_email: z.string().nullable(),
  test: z.boolean(),
  state: z.enum(['open', 'expired', 'claimed']),
  created_at: z.string(),
  expires_at: z.string(),
  claimed_at: z.string().nullable(),
  /** Who claimed it: their account's email and, once set up, their company. */
  claimed_by: z.object({ email: z.string(), company_name: z.string().nullable() }).nullable(),
});
export type ClaimDraft = z.infer<typeof claimDraftSchema>;

/** Creating or renewing a draft's link: the only answers that carry the link itself. */
export const claimDraftLinkSchema = z.object({ draft: claimDraftSchema, claim_url: z.string() });
export type ClaimDraftLink = z.infer<typeof claimDraftLinkSchema>;

export const draftIdParamsSchema = idParamsSchema('draft');

export const draftListQuerySchema = pageQuerySchema.extend({
  test: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type DraftListQuery = z.input<typeof draftListQuerySchema>;
export const draftListSchema = pageOf(claimDraftSchema);
export type DraftList = z.infer<typeof draftListSchema>;

export const claimTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

const placeSchema = z.object({
  remote: z.boolean(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

/** `GET /api/rest/v1/claims/{token}` (public): what the visitor would take on, and whether they can. */
export const claimPreviewSchema = z.object({
  state: z.literal('open'),
  test: z.boolean(),
  expires_at: z.string(),
  project: z.object({
    title: z.string(),
    production_type: z.string(),
    description: z.string().nullable(),
    shoot_dates: z.array(dateRangeSchema),
    location: placeSchema,
    budget_minor: z.number().int().nullable(),
    currency: z.string(),
    reference_links: z.array(z.string()),
  }),
  job: z.object({
    title: z.string(),
    craft: z.string(),
    description: z.string(),
    deliverables: z.string().nullable(),
    rate_type: rateTypeSchema,
    rate_min_minor: z.number().int(),
    rate_max_minor: z.number().int(),
    currency: z.string(),
    dates: z.array(dateRangeSchema),
    location: placeSchema,
    required_kit: z.string().nullable(),
    openings: z.number().int(),
    application_deadline: z.string().nullable(),
  }),
});
export type ClaimPreview = z.infer<typeof claimPreviewSchema>;

/** Why a link cannot be used: 404 unknown, 410 expired or claimed, 409 a test draft (state open). */
export const claimRefusalSchema = z.object({ error: z.string(), state: z.enum(CLAIM_STATES) });
export type ClaimRefusal = z.infer<typeof claimRefusalSchema>;

/** `POST /api/rest/v1/claims/{token}/claim` (a signed-in client): the records that are now theirs. */
export const claimResultSchema = z.object({ project_id: z.string(), job_id: z.string() });
export type ClaimResult = z.infer<typeof claimResultSchema>;
