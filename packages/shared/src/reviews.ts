import { z } from 'zod';
import { pageOf } from './hiring-fields.ts';
import { defineMachine } from './state-machine.ts';

// Two-way reviews after a completed booking (decision 0060). Each side of a completed booking has one
// review record from the moment the booking completes: the client's of the filmmaker, the filmmaker's of
// the client. Writing it seals it (blind); both sealed, or the window closed, publishes it. A side that
// has not written when the window closes can no longer write: its record lapses.

/** Days after completion in which either side may write; the window's end publishes what was written. */
export const REVIEW_WINDOW_DAYS = 14;
/** A side that has not written is reminded this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;
/** The latest visible reviews shown on a public portfolio. */
export const PORTFOLIO_REVIEWS_SHOWN = 3;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_REPLY_MAX = 1000;

export const REVIEWER_ROLES = ['client', 'filmmaker'] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

export const REVIEW_STATUSES = [
  'client_to_write',
  'filmmaker_to_write',
  'written',
  'published',
  'replied',
  'lapsed',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where a side's record starts: its writer's turn, so each side's to-do is its own record. */
export const REVIEW_START: Record<ReviewerRole, ReviewStatus> = {
  client: 'client_to_write',
  filmmaker: 'filmmaker_to_write',
};
export const REVIEW_TO_WRITE_STATUSES = ['client_to_write', 'filmmaker_to_write'] as const;
/** A review anyone may read: the blind part is over. */
export const VISIBLE_REVIEW_STATUSES = ['published', 'replied'] as const satisfies readonly ReviewStatus[];
/** A review its author has written: sealed or visible. */
export const WRITTEN_REVIEW_STATUSES = [
  'written',
  'published',
  'replied',
] as const satisfies readonly ReviewStatus[];

export const reviewMachine = defineMachine({
  name: 'review',
  states: REVIEW_STATUSES,
  // Each side's record starts at its writer's turn (the entries below); `initial` is the client's.
  initial: 'client_to_write',
  turns: {
    client_to_write: { party: 'client', action: 'Write your review' },
    filmmaker_to_write: { party: 'filmmaker', action: 'Write your review' },
    // Sealed: waits for the other side's review or the window's end, both Reelhire's to notice.
    written: { party: 'system', action: 'Publish when both sides have written or the window closes' },
    // A reply is the reviewee's right, not a debt: nobody's turn.
    published: null,
    replied: null,
    lapsed: null,
  },
  entries: {
    for_client: { to: 'client_to_write', by: ['system'], label: 'Open the client’s review' },
    for_filmmaker: { to: 'filmmaker_to_write', by: ['system'], label: 'Open the filmmaker’s review' },
  },
  transitions: {
    write: {
      to: 'written',
      by: { client: ['client_to_write'], filmmaker: ['filmmaker_to_write'] },
      label: 'Write the review',
    },
    publish: { to: 'published', by: { system: ['written'] }, label: 'Publish' },
    lapse: {
      to: 'lapsed',
      by: { system: ['client_to_write', 'filmmaker_to_write'] },
      label: 'Close the review window',
    },
    // Once, by the reviewee (the server checks which side that is: the machine knows only the roles).
    reply: { to: 'replied', by: { client: ['published'], filmmaker: ['published'] }, label: 'Reply' },
  },
});
export type ReviewTransition = keyof typeof reviewMachine.transitions;

/** The window's end for a booking completed at `completedAt`. */
export function reviewWindowClosesAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** The other side of a review: whom it is about. */
export function revieweeOf(role: ReviewerRole): ReviewerRole {
  return role === 'client' ? 'filmmaker' : 'client';
}

/**
 * Whether a review's text and scores may be shown to someone: its author always, an admin always,
 * anyone else once it is visible (decision 0060). A side still to write has nothing to show but to its
 * own writer.
 */
export function reviewShownTo({
  status,
  viewer,
}: {
  status: ReviewStatus;
  viewer: 'author' | 'admin' | 'other';
}): boolean {
  if (viewer !== 'other') return true;
  return (VISIBLE_REVIEW_STATUSES as readonly string[]).includes(status);
}

/** What each side scores, 1 to 5, besides the overall rating. */
export const CLIENT_REVIEW_SCORES = ['communication', 'punctuality', 'craft_quality'] as const;
export const FILMMAKER_REVIEW_SCORES = ['clarity_of_brief', 'payment', 'communication'] as const;
export const REVIEW_SCORE_LABELS: Record<
  (typeof CLIENT_REVIEW_SCORES)[number] | (typeof FILMMAKER_REVIEW_SCORES)[number],
  string
> = {
  communication: 'Communication',
  punctuality: 'Punctuality',
  craft_quality: 'Craft quality',
  clarity_of_brief: 'Clarity of brief',
  payment: 'Payment',
};
export const REVIEW_SCORES: Record<ReviewerRole, readonly (keyof typeof REVIEW_SCORE_LABELS)[]> = {
  client: CLIENT_REVIEW_SCORES,
  filmmaker: FILMMAKER_REVIEW_SCORES,
};

const stars = (what: string) =>
  z
    .number({ error: `Give ${what} from 1 to 5 stars` })
    .int({ error: `Give ${what} from 1 to 5 stars` })
    .min(1, `Give ${what} from 1 to 5 stars`)
    .max(5, `Give ${what} from 1 to 5 stars`);

const reviewText = z
  .string({ error: 'Write a few words about how it went' })
  .trim()
  .min(REVIEW_TEXT_MIN, `Write at least ${REVIEW_TEXT_MIN} characters about how it went`)
  .max(REVIEW_TEXT_MAX, `Keep the review under ${REVIEW_TEXT_MAX} characters`);

export const clientReviewScoresSchema = z.object({
  communication: stars('communication'),
  punctuality: stars('punctuality'),
  craft_quality: stars('craft quality'),
});
export const filmmakerReviewScoresSchema = z.object({
  clarity_of_brief: stars('the clarity of the brief'),
  payment: stars('payment'),
  communication: stars('communication'),
});

/** The fields of a review as a form fills them; which scores depends on the writer's side. */
export const reviewFieldsSchema = z.object({
  rating: stars('an overall rating'),
  body: reviewText,
  scores: z.record(z.string(), stars('each score')),
});

/**
 * `POST /reviews`: the caller writes their side's review of a completed booking. `as` picks the side for
 * an account that is both (rarely needed: a booking has one client and one filmmaker). The scores must be
 * exactly the writer's side's (checked where the side is known: reviewScoresFor).
 */
export const reviewInputSchema = reviewFieldsSchema.extend({
  booking_id: z.uuid({ error: 'This is not a valid booking id' }),
  as: z.enum(REVIEWER_ROLES).optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The writer's side's scores, or the first problem with them as a 400 would say it. */
export function reviewScoresFor(
  role: ReviewerRole,
  scores: Record<string, number>,
): { ok: true; scores: Record<string, number> } | { ok: false; error: string } {
  const schema = role === 'client' ? clientReviewScoresSchema : filmmakerReviewScoresSchema;
  const expected = REVIEW_SCORES[role];
  const keys = Object.keys(scores);
  // Another side's scores, or some missing: say which three this side gives.
  if (keys.length !== expected.length || !expected.every((key) => keys.includes(key))) {
    const labels = expected.map((key) => REVIEW_SCORE_LABELS[key].toLowerCase()).join(', ');
    return { ok: false, error: `scores: A ${role}'s review scores ${labels}` };
  }
  const parsed = schema.strict().safeParse(scores);
  if (parsed.success) return { ok: true, scores: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: `scores.${issue.path.join('.')}: ${issue.message}` };
}

export const reviewReplyInputSchema = z.object({
  body: z
    .string({ error: 'Write your reply' })
    .trim()
    .min(1, 'Write your reply')
    .max(REVIEW_REPLY_MAX, `Keep the reply under ${REVIEW_REPLY_MAX} characters`),
});

export const reviewSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Who writes it and whom it is about. */
  reviewer_role: z.enum(REVIEWER_ROLES),
  reviewee_role: z.enum(REVIEWER_ROLES),
  reviewer_name: z.string(),
  reviewee_name: z.string(),
  /** The filmmaker's public page, for links. */
  filmmaker_id: z.string(),
  filmmaker_username: z.string().nullable(),
  client_id: z.string(),
  booking_title: z.string(),
  /** For the client's job pages; null for a booking requested from a portfolio before its contract. */
  project_id: z.string().nullable(),
  job_id: z.string().nullable(),
  /** Null until written. */
  rating: z.number().int().nullable(),
  body: z.string().nullable(),
  scores: z.record(z.string(), z.number().int()).nullable(),
  reply: z.object({ body: z.string(), created_at: z.string() }).nullable(),
  written_at: z.string().nullable(),
  published_at: z.string().nullable(),
  window_closes_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = pageOf(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The caller's own lists: reviews about them, reviews they wrote, and reviews still theirs to write. */
export const MY_REVIEW_LISTS = ['received', 'given', 'to_write'] as const;
export type MyReviewList = (typeof MY_REVIEW_LISTS)[number];

const optionalText = (value: unknown) => (value === '' ? undefined : value);

/**
 * `GET /reviews`: exactly one of a booking (its parties and admins), a filmmaker (anyone: their visible
 * reviews by clients) or `mine` with `as` (the caller's side).
 */
export const reviewListQuerySchema = z
  .object({
    booking_id: z.preprocess(optionalText, z.uuid({ error: 'This is not a valid booking id' }).optional()),
    filmmaker_id: z.preprocess(
      optionalText,
      z.uuid({ error: 'This is not a valid filmmaker id' }).optional(),
    ),
    mine: z.preprocess(
      optionalText,
      z.enum(MY_REVIEW_LISTS, { error: 'mine is received, given or to_write' }).optional(),
    ),
    as: z.preprocess(optionalText, z.enum(REVIEWER_ROLES, { error: 'as is client or filmmaker' }).optional()),
    after: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .superRefine((query, context) => {
    const given = [query.booking_id, query.filmmaker_id, query.mine].filter((v) => v !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['booking_id'],
        message: 'Ask for the reviews of one booking_id, one filmmaker_id, or mine',
      });
    }
    if (query.mine && !query.as) {
      context.addIssue({
        code: 'custom',
        path: ['as'],
        message: 'Say which side: as=client or as=filmmaker',
      });
    }
  });
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** A filmmaker's standing from the clients' visible reviews: the average to two decimals, and how many. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A public portfolio's reviews: the standing and the latest visible reviews with their replies. */
export const portfolioReviewsSchema = z.object({
  rating: ratingSummarySchema,
  latest: z.array(reviewSchema),
});
export type PortfolioReviews = z.infer<typeof portfolioReviewsSchema>;

/** "4.75" shown as "4.8": one decimal, as review averages are usually shown. */
export function formatRating(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
