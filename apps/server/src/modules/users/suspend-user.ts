import { ADMIN_USER_TEXTS, type AdminUserSummary } from '@reelhire/shared/admin-users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { transitionRefused } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { endSessions, type DisconnectAccount } from './end-sessions.ts';
import { lockedAccount } from './locked-account.ts';
import { auditedAccount, findSummary } from './user-summary.ts';

export interface SuspendUserOptions {
  db: Db;
  adminId: string;
  id: string;
  reason: string;
  disconnectAccount: DisconnectAccount;
  now?: Date;
}

/**
 * Decision 0064: an admin suspends an account. In one transaction the account is marked, every session
 * and refresh token is revoked and the audit entry written; after the commit its open sockets are closed
 * in every process. Its access tokens stop at once (the per-request session check), sign-in is refused,
 * and its records stay as they are. Suspending a suspended account answers 409.
 */
export async function suspendUser({
  db,
  adminId,
  id,
  reason,
  disconnectAccount,
  now = new Date(),
}: SuspendUserOptions): Promise<AdminUserSummary> {
  const after = await db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id, adminId);
    if (before.suspended_at) throw transitionRefused(ADMIN_USER_TEXTS.alreadySuspended, before.state);
    await tx
      .update(users)
      .set({ suspendedAt: now, suspensionReason: reason, updatedAt: now })
      .where(eq(users.id, id));
    const sessionsEnded = await endSessions(tx, id, now);
    const updated = (await findSummary(tx, id))!;
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'user.suspend',
      recordType: 'user',
      recordId: id,
      before: auditedAccount(before),
      after: { ...auditedAccount(updated), sessions_ended: sessionsEnded },
      now,
    });
    return updated;
  });
  await disconnectAccount(id);
  return after;
}
