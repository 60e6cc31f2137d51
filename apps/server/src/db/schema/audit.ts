import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Decision 0064: one row per admin action, written in the action's own transaction, so an action and its
 * entry commit or roll back together. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the admin's account is deleted later: the entry still says what was done. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    /** Text, not uuid: some records (the sandbox clock) have no row id. */
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('audit_log_actor_idx').on(t.actorUserId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('audit_log_action_idx').on(t.action, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('audit_log_record_idx').on(t.recordType, t.recordId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);
