import { z } from 'zod';
import { EMAIL } from './constants.ts';
import type { EmailType } from './email.ts';
import { messagePreview } from './email.ts';
import { currencySchema } from './money.ts';
import { USER_TYPES } from './user-type.ts';

/**
 * What each email needs to say (its `templateData`), one schema per email type. The web app builds
 * send-email requests against these, `POST /api/functions/v1/send-email` rejects data that does not fit
 * with a 400, and the server's email worker checks them again before rendering.
 *
 * Emails carry ids, never links: the server builds every link from its own PUBLIC_URL and docs/product.md §2's
 * paths, so an email sent on a user's behalf cannot point anywhere else.
 */

/** How many further matches one job-match email lists besides the first. */
export const JOB_MATCH_MORE_MAX = 9;

const firstName = z.string().trim().max(100).optional();
const name = z.string().trim().min(1).max(100);
const title = z.string().trim().min(1).max(200);
/** Ids end up in link paths, so only characters that need no escaping are allowed. */
const id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id (letters, digits, - and _)');
const isoDate = z.iso.date({ error: 'must be a date like 2026-03-14' });
const count = z.number().int().min(0).max(1_000_000);
/** Money is integer minor units (DESIGN section 2) with its ISO currency. */
const money = z.object({
  amount: z.number().int().min(0),
  currency: currencySchema,
});
const role = z.enum(['filmmaker', 'client']);
const userType = z.enum(USER_TYPES);
/** A member of the marketplace (admins get no product notifications). */
const memberType = z.enum(['filmmaker', 'client', 'both']);
/** One-time codes are six digits (issue 3). */
const code = z.string().regex(/^\d{6}$/, 'must be a 6-digit code');
/** Account emails link to a path on this site; the server puts its PUBLIC_URL in front. */
const actionPath = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)\S*$/, 'must be a path on this site, starting with /');
const expiresInMinutes = z
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 60)
  .default(10);
/** docs/product.md §5: already cut by messagePreview; a longer text is cut here rather than refused. */
const preview = z
  .string()
  .trim()
  .min(1)
  .transform((text) => (Array.from(text).length > EMAIL.previewLength + 3 ? messagePreview(text) : text));

/** Reviews: clients review from the job's page, filmmakers from their reviews page. */
const reviewData = z.discriminatedUnion('recipientRole', [
  z.object({
    recipientRole: z.literal('client'),
    firstName,
    otherPartyName: name,
    jobTitle: title,
    projectId: id,
    jobId: id,
  }),
  z.object({
    recipientRole: z.literal('filmmaker'),
    firstName,
    otherPartyName: name,
    jobTitle: title,
  }),
]);

export const emailTemplateDataSchemas = {
  welcome: z.object({ firstName, userType }),
  profile_reminder: z.object({
    firstName,
    userType: memberType,
    /** The setup steps still open, in the words of the setup pages ("Portfolio", "Rates"). */
    missingSteps: z.array(title).max(10).default([]),
  }),
  job_match: z
    .object({
      firstName,
      /** The job matched; absent only for a booking request, which has no job until it is accepted. */
      jobId: id.optional(),
      jobTitle: title,
      clientName: name.optional(),
      location: title.optional(),
      budget: money.optional(),
      startDate: isoDate.optional(),
      /**
       * Set when a client picked the filmmaker and invited them to apply (decision 0024: SPEC has no
       * invitation email, and an invitation is a job matched to the filmmaker by the client).
       */
      invitedBy: name.optional(),
      invitationNote: z.string().trim().max(500).optional(),
      /**
       * Set when a client sent the filmmaker a direct offer for the job (decision 0028): SPEC has no offer
       * email, so it goes out as a job match naming who offered and the application the offer sits on.
       */
      offerFrom: name.optional(),
      offerApplicationId: id.optional(),
      /**
       * Set when a client requested a booking from the filmmaker's portfolio (decision 0034): SPEC has no
       * request email either, so it goes out as a job match naming who asked and the request to answer.
       */
      bookingRequestFrom: name.optional(),
      bookingRequestId: id.optional(),
      /** The day's other matches: job matches are batched, at most one email a day (decision 0024). */
      moreJobs: z
        .array(z.object({ jobId: id, jobTitle: title }))
        .max(JOB_MATCH_MORE_MAX)
        .default([]),
    })
    // Every job match links somewhere: the job, or for a booking request (which has no job yet) the request.
    .refine((data) => data.jobId !== undefined || data.bookingRequestId !== undefined, {
      path: ['jobId'],
      message: 'a job match names its job, or the booking request it is about',
    }),
  application_submitted: z.object({
    firstName,
    applicationId: id,
    jobTitle: title,
    clientName: name.optional(),
  }),
  application_received: z.object({
    firstName,
    applicantName: name,
    jobTitle: title,
    projectId: id,
    jobId: id,
    /** The applicant's talent id opens their application directly; without it, the job's page. */
    talentId: id.optional(),
  }),
  booking_confirmation: z.union([
    // A second hold moved up to first (decision 0040): its holder now has HOLD_CONFIRM_HOURS to confirm the
    // booking. Listed first so that a client's confirmation (which has no `stage`) never parses as it.
    z.object({
      stage: z.literal('hold_promoted'),
      recipientRole: z.literal('client'),
      firstName,
      otherPartyName: name,
      jobTitle: title,
      confirmBy: z.iso.datetime({ error: 'must be a time like 2026-03-14T09:00:00Z' }),
      startDate: isoDate.optional(),
    }),
    z.discriminatedUnion('recipientRole', [
      z.object({
        recipientRole: z.literal('filmmaker'),
        firstName,
        otherPartyName: name,
        jobTitle: title,
        bookingId: id,
        startDate: isoDate.optional(),
      }),
      z.object({
        recipientRole: z.literal('client'),
        firstName,
        otherPartyName: name,
        jobTitle: title,
        projectId: id,
        jobId: id,
        startDate: isoDate.optional(),
      }),
    ]),
  ]),
  message_notification: z.object({
    recipientName: firstName,
    senderName: name,
    /** The recipient has the opposite role (docs/product.md §6). */
    senderRole: role,
    /** Opens the conversation with the sender (the messages page's id parameter). */
    senderEntityId: id.optional(),
    messagePreview: preview,
  }),
  review_request: reviewData,
  review_reminder: reviewData,
  weekly_digest: z.object({
    firstName,
    userType: memberType,
    weekStarting: isoDate.optional(),
    newJobMatches: count.default(0),
    newApplications: count.default(0),
    unreadMessages: count.default(0),
    upcomingBookings: count.default(0),
    /** A few of the week's matching jobs, for filmmakers. */
    jobs: z.array(z.object({ id, title })).max(5).default([]),
  }),
  payment_reminder: z.object({
    firstName,
    jobTitle: title,
    filmmakerName: name.optional(),
    amountDue: money,
    /** docs/product.md §5: 5 or more makes the reminder high priority. */
    daysOverdue: z.number().int().min(0).max(3650),
    projectId: id,
    jobId: id,
  }),
  payout_notification: z.object({
    firstName,
    amount: money,
    jobTitle: title.optional(),
    /** With a booking, the email links to its payment receipt; otherwise to earnings. */
    bookingId: id.optional(),
  }),
  deliverable_submitted: z.object({
    firstName,
    filmmakerName: name,
    jobTitle: title,
    deliverableTitle: title.optional(),
    projectId: id,
    jobId: id,
    /**
     * Set on the reminder before an automatic release (decision 0043): the day (YYYY-MM-DD) the delivery
     * is approved and paid if the client still says nothing.
     */
    autoReleaseOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  }),
  deliverable_approved: z.object({
    firstName,
    clientName: name,
    jobTitle: title,
    deliverableTitle: title.optional(),
    bookingId: id,
    /** Approved by Reelhire because the client left it unanswered (decision 0043), not by the client. */
    automatic: z.boolean().optional(),
  }),
  revision_requested: z.object({
    firstName,
    clientName: name,
    jobTitle: title,
    deliverableTitle: title.optional(),
    notes: z.string().trim().max(2000).optional(),
    bookingId: id,
  }),
  verification_reminder: z.object({ firstName, userType: memberType }),
  account_approved: z.object({ firstName, userType }),

  signup_confirmation: z.object({ firstName, code, actionPath, expiresInMinutes }),
  sign_in_code: z.object({ firstName, code, actionPath, expiresInMinutes }),
  password_reset: z.object({ firstName, code: code.optional(), actionPath, expiresInMinutes }),
  email_change: z.object({
    firstName,
    code,
    actionPath,
    newEmail: z.email().max(254),
    expiresInMinutes,
  }),
  reauthentication: z.object({ firstName, code, expiresInMinutes }),
  password_changed: z.object({ firstName }),

  feedback_reply: z.object({
    firstName,
    /** The member's own words, shortened, so they know which feedback this answers. */
    feedbackExcerpt: z.string().trim().max(300),
    reply: z.string().trim().min(1).max(5000),
    status: z.enum(['new', 'planned', 'done', 'wont_do']),
  }),
  // Decision 0061: the other party is asked to answer by a date; both parties get the ruling and its reasons.
  dispute_opened: z.object({
    firstName,
    role,
    openerName: name,
    jobTitle: title,
    reason: z.string().trim().min(1).max(200),
    respondBy: isoDate,
    disputeId: id,
    bookingId: id,
    /** For the client's link to the job's dispute step. */
    projectId: id,
    jobId: id,
  }),
  dispute_ruled: z.object({
    firstName,
    role,
    jobTitle: title,
    outcome: z.enum(['release', 'refund', 'split']),
    released: money,
    refunded: money,
    reasoning: z.string().trim().min(1).max(5000),
    disputeId: id,
    bookingId: id,
    /** For the client's link to the job's dispute step. */
    projectId: id,
    jobId: id,
  }),
} satisfies Record<EmailType, z.ZodType>;

export type EmailTemplateDataSchemas = typeof emailTemplateDataSchemas;
/** What a caller passes as `templateData` for an email type. */
export type EmailTemplateDataInput<T extends EmailType> = z.input<EmailTemplateDataSchemas[T]>;
/** The checked data a template renders (defaults filled in, text trimmed). */
export type EmailTemplateData<T extends EmailType> = z.output<EmailTemplateDataSchemas[T]>;
