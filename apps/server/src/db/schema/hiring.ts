import type { ApplicationOrigin } from '@reelhire/shared/applications';
import type { Actor } from '@reelhire/shared/state-machine';
import type { DateRange } from '@reelhire/shared/hiring-fields';
import type { OfferTerms } from '@reelhire/shared/offers';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@reelhire/shared/search-text';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { files } from './files.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { clients, filmmakers } from './profiles.ts';

// Hiring (issue 12): projects hold jobs, filmmakers apply, clients offer, an accepted offer is a contract.
// Each record's `status` follows its machine in packages/shared (projects.ts, jobs.ts, applications.ts,
// offers.ts, contracts.ts); every change is written to hiring_events with who made it. Decision 0024.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const folded = (expression: string) =>
  `translate(lower(${expression}), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`;

/** A client's production. `client_id` is null only for an admin's draft waiting to be claimed. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    productionType: text('production_type').notNull(),
    description: text('description'),
    shootDates: jsonb('shoot_dates').$type<DateRange[]>().notNull().default([]),
    remote: boolean('remote').notNull().default(false),
    city: text('city'),
    country: text('country'),
    budgetMinor: money('budget_minor'),
    currency: text('currency').notNull(),
    referenceLinks: text('reference_links').array().notNull().default([]),
    status: text('status').notNull().default('draft'),
    search: tsvector('search').generatedAlwaysAs(
      sql.raw(`to_tsvector('simple', ${folded(`title || ' ' || coalesce(description, '')`)})`),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_client_listing_idx').on(t.clientId, sql`${t.updatedAt} desc`, sql`${t.id} desc`)],
);

export const projectReferenceFiles = pgTable(
  'project_reference_files',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.fileId] })],
);

/**
 * The job search's document: title and craft (A), the project's production type (B), description and
 * deliverables (C), place (D). 'simple' configuration folded like the talent search, so prefixes match.
 */
const jobSearchDocument = sql.raw(`
  setweight(to_tsvector('simple', ${folded(`title || ' ' || craft`)}), 'A') ||
  setweight(to_tsvector('simple', replace(production_type, '_', ' ')), 'B') ||
  setweight(to_tsvector('simple', ${folded(`description || ' ' || coalesce(deliverables, '')`)}), 'C') ||
  setweight(to_tsvector('simple', ${folded(`coalesce(city, '')`)}), 'D')
`);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The project's client, kept on the job so that lists and checks need no join. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** The project's production type, kept for the search filter and document. */
    productionType: text('production_type').notNull(),
    title: text('title').notNull(),
    craft: text('craft').notNull(),
    description: text('description').notNull(),
    deliverables: text('deliverables'),
    rateType: text('rate_type').notNull(),
    rateMinMinor: money('rate_min_minor').notNull(),
    rateMaxMinor: money('rate_max_minor').notNull(),
    currency: text('currency').notNull(),
    dates: jsonb('dates').$type<DateRange[]>().notNull().default([]),
    /** The span of `dates`, for the date filter; null while dates are to be set. */
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    remote: boolean('remote').notNull().default(false),
    city: text('city'),
    country: text('country'),
    requiredKit: text('required_kit'),
    openings: integer('openings').notNull().default(1),
    openingsFilled: integer('openings_filled').notNull().default(0),
    applicationDeadline: date('application_deadline', { mode: 'string' }),
    status: text('status').notNull().default('draft'),
    unpublishedReason: text('unpublished_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(jobSearchDocument),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Only published jobs are searched, so the search's indexes leave the rest out.
  (t) => [
    index('jobs_project_idx').on(t.projectId, t.createdAt),
    index('jobs_published_idx')
      .on(sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
    index('jobs_published_craft_idx')
      .on(t.craft, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
    // A filmmaker's ranking reads their crafts in their city, then their city alone (the job search's tiers).
    index('jobs_published_craft_city_idx')
      .on(t.craft, sql`lower(${t.city})`, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
    index('jobs_published_city_idx')
      .on(sql`lower(${t.city})`, sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
    index('jobs_search_idx')
      .using('gin', t.search)
      .where(sql`${t.status} = 'published'`),
    index('jobs_admin_listing_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('submitted'),
    /** 'application', or 'direct_offer' when a client's direct offer created it (decision 0028). */
    origin: text('origin').$type<ApplicationOrigin>().notNull().default('application'),
    coverMessage: text('cover_message').notNull(),
    proposedRateMinor: money('proposed_rate_minor').notNull(),
    rateType: text('rate_type').notNull(),
    currency: text('currency').notNull(),
    availability: text('availability').notNull(),
    availabilityNote: text('availability_note'),
    portfolioImageIds: uuid('portfolio_image_ids').array().notNull().default([]),
    rejectionNote: text('rejection_note'),
    /** 0..1, computed when the application is sent: craft, place, rate and dates against the job. */
    fitScore: real('fit_score').notNull().default(0),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per job per filmmaker (issue 12); a retried submit finds the first.
    unique('applications_job_filmmaker_key').on(t.jobId, t.filmmakerId),
    index('applications_job_fit_idx').on(t.jobId, sql`${t.fitScore} desc`, sql`${t.id} desc`),
    index('applications_job_rate_idx').on(t.jobId, t.proposedRateMinor, t.id),
    index('applications_job_date_idx').on(t.jobId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The same three orders within one status (the applicant list's status filter), so a filtered page is
    // read off an index too instead of sorting every applicant of a busy job (bench/applicant-list.ts).
    index('applications_job_status_fit_idx').on(
      t.jobId,
      t.status,
      sql`${t.fitScore} desc`,
      sql`${t.id} desc`,
    ),
    index('applications_job_status_rate_idx').on(t.jobId, t.status, t.proposedRateMinor, t.id),
    index('applications_job_status_date_idx').on(
      t.jobId,
      t.status,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
    index('applications_filmmaker_idx').on(t.filmmakerId, sql`${t.updatedAt} desc`, sql`${t.id} desc`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('sent'),
    currency: text('currency').notNull(),
    /** The newest round's terms; every round is kept in offer_rounds. */
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    roundCount: integer('round_count').notNull().default(1),
    declineReason: text('decline_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one live negotiation per application.
    uniqueIndex('offers_live_application_key')
      .on(t.applicationId)
      .where(sql`${t.status} in ('sent', 'countered')`),
    index('offers_application_idx').on(t.applicationId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('offers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('sent', 'countered')`),
  ],
);

export const offerRounds = pgTable(
  'offer_rounds',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    proposedBy: text('proposed_by').$type<'client' | 'filmmaker'>().notNull(),
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.round] })],
);

/** Contract numbers never repeat and never skip under concurrency (a sequence, not max()+1). */
export const contractNumberSequence = pgSequence('contract_number_seq', { startWith: 1 });

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    offerId: uuid('offer_id')
      .notNull()
      .unique()
      .references(() => offers.id, { onDelete: 'restrict' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'restrict' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('active'),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** The accepted round's terms, frozen: a contract is never edited. */
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contracts_client_idx').on(t.clientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('contracts_filmmaker_idx').on(t.filmmakerId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('contracts_job_idx').on(t.jobId),
  ],
);

/** Invitations to apply: a client asks a filmmaker from the directory or a portfolio to look at a job. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('job_invitations_job_filmmaker_key').on(t.jobId, t.filmmakerId),
    index('job_invitations_filmmaker_idx').on(t.filmmakerId, sql`${t.createdAt} desc`),
  ],
);

/**
 * A single-use link that hands an admin's drafted project and job to a prospective client (issue 12).
 * Only the token's SHA-256 is stored; `test` drafts never go out (/admin/test-drafts).
 */
export const claimLinks = pgTable(
  'claim_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email'),
    test: boolean('test').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The admin's two lists (/admin/drafts and /admin/test-drafts), newest first, keyset paged.
  (t) => [index('claim_links_listing_idx').on(t.test, sql`${t.createdAt} desc`, sql`${t.id} desc`)],
);

/** Every state change of a hiring or booking record: who (actor kind and user), from, to, when, and an optional note. */
export const hiringEvents = pgTable(
  'hiring_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Bookings and milestones (issue 13) write here too, so one timeline and one transition helper serve
    // the whole chain from project to approval; the column is text, so the wider union needs no migration.
    recordType: text('record_type')
      .$type<
        | 'project'
        | 'job'
        | 'application'
        | 'offer'
        | 'contract'
        | 'booking'
        | 'milestone'
        | 'hold'
        | 'pitch'
        | 'payout'
        | 'feedback'
        | 'social_post'
        | 'review'
        | 'dispute'
      >()
      .notNull(),
    recordId: uuid('record_id').notNull(),
    transition: text('transition').notNull(),
    actor: text('actor').$type<Actor>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    // The clock, not the transaction's start: one transaction often writes several events (a milestone
    // approved, then its booking approved and completed), and a timeline must keep their order.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('hiring_events_record_idx').on(t.recordType, t.recordId, t.createdAt)],
);

/** When a filmmaker was last sent job matches: at most one job-match email a day (decision 0024). */
export const jobMatchDigests = pgTable('job_match_digests', {
  filmmakerId: uuid('filmmaker_id')
    .primaryKey()
    .references(() => filmmakers.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
