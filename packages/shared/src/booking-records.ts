import { z } from 'zod';
import { bookingDaySchema } from './booking-days.ts';
import { bookingRequestRoundSchema } from './booking-requests.ts';
import { BOOKING_STATUSES } from './bookings.ts';
import { pageOf, pageQuerySchema, requiredText } from './hiring-fields.ts';
import { MILESTONE_STATUSES } from './milestones.ts';
import { MILESTONE_FUNDING_STATES } from './payments.ts';
import { ACTORS, defineMachine } from './state-machine.ts';

// Bookings on the wire (issue 13, decisions 0031 and 0032): the booking a contract became, its milestones
// with every round of deliverables and every revision asked for, and its timeline of who changed what.

export const DELIVERABLE_LINKS_MAX = 10;
export const DELIVERABLE_FILES_MAX = 20;
export const DELIVERABLE_NOTE_MAX = 4000;
export const REVISION_COMMENTS_MAX = 4000;

export const deliverableLinkSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'A link must be a web address (https://…)' })
    .max(1000, 'Keep a link to 1000 characters'),
  label: z
    .string()
    .trim()
    .max(120, 'Keep a link label to 120 characters')
    .nullish()
    .transform((label) => label || null),
});
export type DeliverableLink = z.output<typeof deliverableLinkSchema>;

/** A submission: a note, links (Frame.io, Vimeo, Drive) and uploaded files, in any mix; never nothing. */
export const submitDeliverableInputSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(DELIVERABLE_NOTE_MAX, `Keep the note to ${DELIVERABLE_NOTE_MAX} characters`)
      .nullish()
      .transform((note) => note || null),
    links: z
      .array(deliverableLinkSchema)
      .max(DELIVERABLE_LINKS_MAX, `Add at most ${DELIVERABLE_LINKS_MAX} links`)
      .default([]),
    /** Files uploaded first as kind `deliverable` (POST /api/storage/v1/files or the resumable upload). */
    file_ids: z
      .array(z.uuid({ error: 'A file id is not valid' }))
      .max(DELIVERABLE_FILES_MAX, `Attach at most ${DELIVERABLE_FILES_MAX} files`)
      .default([]),
  })
  .refine((input) => input.note !== null || input.links.length > 0 || input.file_ids.length > 0, {
    message: 'Add a note, a link or a file to what you are delivering',
    path: ['note'],
  });
export type SubmitDeliverableInput = z.input<typeof submitDeliverableInputSchema>;

export const requestRevisionInputSchema = z.object({
  comments: requiredText(3, REVISION_COMMENTS_MAX, 'what should change'),
});

export const cancelBookingInputSchema = z.object({
  reason: requiredText(3, 1000, 'a reason'),
});

export const deliverableSchema = z.object({
  id: z.string(),
  milestone_id: z.string(),
  round: z.number().int(),
  note: z.string().nullable(),
  links: z.array(z.object({ url: z.string(), label: z.string().nullable() })),
  /** Each file with fresh signed links (the original and, for images and video, a thumbnail). */
  files: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      mime_type: z.string(),
      size_bytes: z.number().int(),
      url: z.string().nullable(),
      thumbnail_url: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

export const REVISION_REQUEST_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;

/**
 * A revision request (the `revision_requests` rows): within the included revisions it is accepted at once;
 * an extra one stays open until the filmmaker answers it, or the client approves instead (withdrawn).
 */
export const revisionRequestMachine = defineMachine({
  name: 'revision request',
  states: REVISION_REQUEST_STATUSES,
  initial: 'open',
  entries: {
    included: { to: 'accepted', by: ['client'], label: 'Ask for an included revision' },
  },
  turns: {
    open: { party: 'filmmaker', action: 'Accept or decline the extra revision' },
    accepted: null,
    declined: null,
    withdrawn: null,
  },
  transitions: {
    accept: { to: 'accepted', by: { filmmaker: ['open'] }, label: 'Accept the extra revision' },
    decline: { to: 'declined', by: { filmmaker: ['open'] }, label: 'Decline the extra revision' },
    withdraw: { to: 'withdrawn', by: { client: ['open'] }, label: 'Approve instead' },
  },
});
export const revisionRequestSchema = z.object({
  id: z.string(),
  milestone_id: z.string(),
  /** Within the contract's included revisions, or extra work the filmmaker must agree to. */
  kind: z.enum(['included', 'extra']),
  status: z.enum(REVISION_REQUEST_STATUSES),
  comments: z.string(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type RevisionRequest = z.infer<typeof revisionRequestSchema>;

export const bookingMilestoneSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  position: z.number().int(),
  title: z.string(),
  amount_minor: z.number().int(),
  due_date: z.string(),
  acceptance_criteria: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  /**
   * What releasing its escrow moved (decision 0043): the amount, the filmmaker's fee kept and what they
   * earned; null until released (or when nothing was funded). `automatic` when no one answered in time.
   */
  release: z
    .object({
      amount_minor: z.number().int(),
      fee_minor: z.number().int(),
      earned_minor: z.number().int(),
      released_at: z.string(),
      automatic: z.boolean(),
    })
    .nullable(),
  /**
   * Whether its money is in escrow, read from the ledger (its escrow account, decision 0042), never from a
   * stored flag: both parties see it before work starts or is approved (decisions 0046, 0051).
   */
  funding: z.enum(MILESTONE_FUNDING_STATES),
  /** What its escrow holds now. */
  escrow_minor: z.number().int(),
  /** True while an open dispute freezes its escrow (decision 0061): only the ruling moves it then. */
  frozen: z.boolean().optional(),
  /** Every round submitted, oldest first. */
  deliverables: z.array(deliverableSchema),
  /** Every revision asked for, oldest first. */
  revision_requests: z.array(revisionRequestSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BookingMilestone = z.infer<typeof bookingMilestoneSchema>;

/** One change of the booking or a milestone: who made it (actor and their name) and when. */
export const timelineEntrySchema = z.object({
  /** `escrow`: money paid into a milestone's escrow, read from the ledger (record_id is the milestone). */
  record_type: z.enum(['booking', 'milestone', 'escrow']),
  record_id: z.string(),
  transition: z.string(),
  actor: z.enum(ACTORS),
  actor_name: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const bookingSummarySchema = z.object({
  id: z.string(),
  /** Null while the booking is a request from a portfolio: its contract is made when it is accepted. */
  contract_id: z.string().nullable(),
  contract_number: z.string().nullable(),
  job_id: z.string().nullable(),
  project_id: z.string().nullable(),
  client_id: z.string(),
  filmmaker_id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  /** A request's brief and place (decision 0034); null for a booking made from an offer. */
  brief: z.string().nullable(),
  location: bookingRequestRoundSchema.shape.location,
  /** The first hold a request was confirmed from, if any. */
  hold_id: z.string().nullable(),
  /** Why a request was declined, by whichever party declined it. */
  decline_reason: z.string().nullable(),
  client: z.object({ name: z.string().nullable() }),
  filmmaker: z.object({ name: z.string(), username: z.string().nullable() }),
  /** Shoot days; empty for a fixed fee, whose first and last day are its delivery window. */
  days: z.array(bookingDaySchema),
  first_day: z.string(),
  last_day: z.string(),
  currency: z.string(),
  amount_minor: z.number().int(),
  revisions_included: z.number().int(),
  revisions_used: z.number().int(),
  kill_fee_percent: z.number().int(),
  /** Recorded at cancellation: what a client cancelling after confirmation owes; 0 otherwise. */
  kill_fee_minor: z.number().int().nullable(),
  cancelled_by: z.enum(ACTORS).nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingSchema = bookingSummarySchema.extend({
  milestones: z.array(bookingMilestoneSchema),
  /** Oldest first. */
  timeline: z.array(timelineEntrySchema),
  /** A request's rounds, oldest first (empty for a booking made from an offer). */
  request_rounds: z.array(bookingRequestRoundSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListQuerySchema = pageQuerySchema.extend({
  /** A 'both' account says which side's bookings it wants. */
  as: z.enum(['client', 'filmmaker']).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  /** A client's bookings and requests with one filmmaker (the /book page). */
  filmmaker_id: z.uuid().optional(),
  /** Only open requests (requested or changes proposed): what waits for an answer. */
  open_requests: z.enum(['true', 'false']).optional(),
  /** Only the bookings of one job (a client's job page shows its bookings). */
  job_id: z.uuid().optional(),
});
export const bookingListSchema = pageOf(bookingSummarySchema);
export type BookingList = z.infer<typeof bookingListSchema>;
