import type { FeedbackCategory, FeedbackStatus } from '@reelhire/shared/feedback';
import type { SocialChannel, SocialPostStatus } from '@reelhire/shared/social-posts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './files.ts';

// Feedback from members and the team's social media planner (decision 0065).

/** What a verified, set-up member told the team at /feedback, and the team's triage and reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    rating: smallint('rating').notNull(),
    category: text('category').$type<FeedbackCategory>().notNull(),
    message: text('message').notNull(),
    /** A private `feedback_screenshot` of the author's own; their and admins' to read. */
    screenshotFileId: uuid('screenshot_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The team's latest reply (emailed to the author as feedback_reply). */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's Idempotency-Key: a retried submit returns the first feedback instead of a copy. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
    // "Your feedback", newest first, a keyset page at a time.
    index('feedback_user_idx').on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The admin's triage list: everything, or one status, or one category, newest first.
    index('feedback_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('feedback_status_idx').on(t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('feedback_category_idx').on(t.category, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/** A post planned for one of Reelhire's own channels; published by hand, then marked so (decision 0065). */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<SocialPostStatus>().notNull().default('draft'),
    text: text('text').notNull(),
    channel: text('channel').$type<SocialChannel>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Portfolio images of filmmakers who consented, in the order chosen. */
    mediaFileIds: uuid('media_file_ids').array().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Scheduled posts soonest first; drafts and published ones last touched first.
    index('social_posts_schedule_idx').on(t.status, t.scheduledAt, t.id),
    index('social_posts_updated_idx').on(t.status, sql`${t.updatedAt} desc`, sql`${t.id} desc`),
  ],
);
