import type { AuditAction, AuditRecordType } from '@reelhire/shared/audit-log';
import type { Db } from './client.ts';
import { auditLog } from './schema/audit.ts';

export interface AuditRowOptions {
  /** The admin action's own transaction: the entry commits or rolls back with it (decision 0064). */
  tx: Db;
  actorUserId: string;
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string;
  /** What the record looked like before the action; null when the action made it. */
  before: unknown;
  /** What it looks like after; null when the action removed it. */
  after: unknown;
  now?: Date;
}

/**
 * The audit log's one writer (decision 0064), down in the db layer so that recordTransition can audit an
 * admin's transitions itself; modules call it as modules/audit/write-audit-entry.ts.
 */
export async function insertAuditRow({
  tx,
  actorUserId,
  action,
  recordType,
  recordId,
  before,
  after,
  now,
}: AuditRowOptions): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId,
    action,
    recordType,
    recordId,
    // JSON round trip: Dates become ISO strings and undefined fields drop, as the API will show them.
    before: toJson(before),
    after: toJson(after),
    ...(now ? { createdAt: now } : {}),
  });
}

function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
