import { insertAuditRow, type AuditRowOptions } from '../../db/audit-row.ts';

export type WriteAuditEntryOptions = AuditRowOptions;

/**
 * Records one admin action (decision 0064): `{ tx, actorUserId, action, recordType, recordId, before,
 * after }`. Call it inside the transaction that makes the change, never after, so the action and its entry
 * commit or roll back together.
 */
export async function writeAuditEntry(options: WriteAuditEntryOptions): Promise<void> {
  await insertAuditRow(options);
}
