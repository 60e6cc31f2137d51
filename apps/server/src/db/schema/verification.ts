import type {
  IdentityDocumentType,
  VerificationRole,
  VerificationStatus,
} from '@reelhire/shared/verification';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { files } from './files.ts';

/**
 * Identity verification (issue 4, decision 0013): one row per submission of documents for one role
 * (a 'both' user verifies the filmmaker and the client record separately). A rejected submission stays as
 * it was reviewed; the user sends a new one. The documents are the caller's own private files; their
 * foreign keys are NO ACTION, so a file a submission points at cannot be deleted on its own (an admin must
 * see what was sent, and what was approved stays on record), while deleting the user still removes
 * everything in the same statement (the check runs after the cascades).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<VerificationRole>().notNull(),
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    documentType: text('document_type').$type<IdentityDocumentType>().notNull(),
    identityDocumentFileId: uuid('identity_document_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    selfieFileId: uuid('selfie_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'no action' }),
    /** Only for a client hiring as a company. */
    businessDocumentFileId: uuid('business_document_file_id').references(() => files.id, {
      onDelete: 'no action',
    }),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // At most one submission waiting per user and role: two racing submits cannot both get in.
    uniqueIndex('identity_verifications_one_pending_key')
      .on(t.userId, t.role)
      .where(sql`${t.status} = 'pending'`),
    // The admin queue: oldest pending first, newest reviewed first.
    // The admin queue page by page (decision 0057): pending oldest first, reviewed most recently decided first.
    index('identity_verifications_queue_idx').on(t.status, t.submittedAt, t.id),
    index('identity_verifications_reviewed_idx').on(t.status, sql`${t.reviewedAt} desc`, sql`${t.id} desc`),
    // A user's latest submission for a role.
    index('identity_verifications_user_idx').on(t.userId, t.role, t.submittedAt),
  ],
);

/** Who changed a submission and when: 'submitted' by the user, 'approved' or 'rejected' by an admin. */
export const identityVerificationEvents = pgTable(
  'identity_verification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => identityVerifications.id, { onDelete: 'cascade' }),
    action: text('action').$type<'submitted' | 'approved' | 'rejected'>().notNull(),
    /** Null only once the account that acted has been deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_verification_events_verification_idx').on(t.verificationId, t.createdAt)],
);

/**
 * Verification reminder emails sent to a user who never submitted: numbered 1, 2, 3 per user, so that two
 * processes sending "reminder 2" at once collide on the key and only one email is queued. One email covers
 * both roles of a 'both' user; `user_type` says which it was about.
 */
export const verificationReminders = pgTable(
  'verification_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    userType: text('user_type').$type<'filmmaker' | 'client' | 'both'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sequence] })],
);
