import type { AuditLog, auditLogQuerySchema } from '@reelhire/shared/audit-log';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';

export interface ListAuditLogOptions {
  db: Db;
  query: z.output<typeof auditLogQuerySchema>;
}

/** The statement behind a page of the audit log (exported so a test can EXPLAIN it). */
export function listAuditLogQuery({ db, query }: ListAuditLogOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return (
    db
      .select({
        id: auditLog.id,
        at: sql<string>`${auditLog.createdAt}::text`,
        actorUserId: auditLog.actorUserId,
        actorEmail: users.email,
        action: auditLog.action,
        recordType: auditLog.recordType,
        recordId: auditLog.recordId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(
          query.actor ? eq(auditLog.actorUserId, query.actor) : undefined,
          query.action ? eq(auditLog.action, query.action) : undefined,
          query.record_type ? eq(auditLog.recordType, query.record_type) : undefined,
          query.record_id ? eq(auditLog.recordId, query.record_id) : undefined,
          query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
          query.to ? lt(auditLog.createdAt, new Date(query.to)) : undefined,
          after
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // The audit_log_*_idx indexes end in this order, so a page stops after `limit` rows.
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit + 1)
  );
}

/** Admin actions, newest first, filtered by actor, action, record and time (decision 0064). */
export async function listAuditLog(options: ListAuditLogOptions): Promise<AuditLog> {
  const rows = await listAuditLogQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      actor_user_id: row.actorUserId,
      actor_email: row.actorEmail,
      action: row.action,
      record_type: row.recordType,
      record_id: row.recordId,
      before: row.before ?? null,
      after: row.after ?? null,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.id]) : null,
  };
}
