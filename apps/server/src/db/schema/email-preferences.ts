import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The notification email types a member turned off (decision 0063). No row means the email is sent, so a
 * new type is on for everyone until they say otherwise.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailType: text('email_type').notNull(),
    /** 'settings' (the account page) or 'unsubscribe_link' (the one-click link in an email). */
    source: text('source', { enum: ['settings', 'unsubscribe_link'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.emailType] })],
);

/** One row per profile reminder stage sent, so a stage goes out once however many processes run it. */
export const profileReminders = pgTable(
  'profile_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the first stage of PROFILE_REMINDER.stageAfterDays. */
    stage: integer('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stage] })],
);

/** One row per member and week looked at (sent or, with nothing to say, skipped): at most one digest a week. */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday (UTC) the digest's week starts on. */
    weekStarting: date('week_starting').notNull(),
    outcome: text('outcome', { enum: ['sent', 'nothing_to_say'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStarting] })],
);
