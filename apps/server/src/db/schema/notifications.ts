import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// In-app notifications and broadcast announcements (decision 0062).

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /**
     * The transaction that made it: one change tells each person once, so a second notification for the
     * same user in the same transaction (the email about the transition that already told them) is
     * dropped by the unique index below (decision 0062).
     */
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .default(sql`txid_current()`),
    /** An email's idempotency key: a retried email queues nothing new and tells nobody twice. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the realtime pusher sent it to the account channel; null until then. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_unpushed_idx')
      .on(t.createdAt)
      .where(sql`${t.pushedAt} is null`),
    uniqueIndex('notifications_user_transaction_idx').on(t.userId, t.transactionId),
    uniqueIndex('notifications_user_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: ['everyone', 'filmmakers', 'clients'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until an admin ends it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('announcements_live_idx').on(t.audience, t.startsAt),
  ],
);

export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('announcement_dismissals_pk').on(t.userId, t.announcementId)],
);
