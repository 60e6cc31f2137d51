import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Outgoing email as a durable job (DESIGN section 2): written in the same transaction as what caused it,
 * claimed by a worker with `FOR UPDATE SKIP LOCKED`, retried with backoff, and kept when it fails for good.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of the email types of docs/product.md §3, or an account email (code, recovery link). */
    emailType: text('email_type').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    templateData: jsonb('template_data').$type<Record<string, unknown>>().notNull().default({}),
    /** 0 high, 1 medium, 2 low: lower is sent first. */
    priority: integer('priority').notNull().default(1),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    // 'skipped': the recipient turned this type off before it went out (decision 0063).
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The transport's id for the sent message. */
    messageId: text('message_id'),
    /** Repeating a request with the same key queues nothing new. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.priority, t.runAt)],
);

/** The embedded dev mailbox: with no SMTP_URL, sent mail lands here and is listed at /dev/mailbox. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.toAddress, t.createdAt)],
);
