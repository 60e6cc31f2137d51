import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// Decision 0047: the Idempotency-Key of a money-moving call that has no record of its own to carry it
// (approving a milestone, cancelling a booking). The row is written in the call's own transaction, so it
// exists exactly when the call's changes do; a retry finds it and answers from it instead of running again.

export const idempotentCalls = pgTable(
  'idempotent_calls',
  {
    /** Keys belong to the caller: two users' identical keys are two calls. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which call it was (`milestones.approve`), part of the request digest too. */
    operation: text('operation').notNull(),
    /** A digest of the operation, the record and the body: the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** What the first call settled on (the record it answered with), for the retry to answer the same. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotent_calls_pkey', columns: [t.userId, t.key] })],
);
