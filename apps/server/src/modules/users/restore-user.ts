import { ADMIN_USER_TEXTS, type AdminUserSummary } from '@reelhire/shared/admin-users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { transitionRefused } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { lockedAccount } from './locked-account.ts';
import { auditedAccount, findSummary } from './user-summary.ts';

export interface RestoreUserOptions {
  db: Db;
  adminId: string;
  id: string;
  now?: Date;
}

/**
 * Decision 0064: an admin lifts a suspension; the account may sign in again (its old sessions stay ended).
 * Restoring an account that is not suspended answers 409.
 */
export async function restoreUser({
  db,
  adminId,
  id,
  now = new Date(),
}: RestoreUserOptions): Promise<AdminUserSummary> {
  return db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id, adminId);
    if (!before.suspended_at) throw transitionRefused(ADMIN_USER_TEXTS.notSuspended, before.state);
    await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, updatedAt: now })
      .where(eq(users.id, id));
    const updated = (await findSummary(tx, id))!;
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'user.restore',
      recordType: 'user',
      recordId: id,
      before: auditedAccount(before),
      after: auditedAccount(updated),
      now,
    });
    return updated;
  });
}
