import { ADMIN_USER_TEXTS, rolesDropped, type AdminUserSummary } from '@reelhire/shared/admin-users';
import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import type { UserType } from '@reelhire/shared/user-type';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { transitionRefused } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { endSessions, type DisconnectAccount } from './end-sessions.ts';
import { lockedAccount } from './locked-account.ts';
import { auditedAccount, findSummary } from './user-summary.ts';

export interface ChangeUserRoleOptions {
  db: Db;
  adminId: string;
  id: string;
  userType: UserType;
  disconnectAccount: DisconnectAccount;
  now?: Date;
}

/**
 * Decision 0064: an admin changes an account's user_type. The rule for its profiles:
 * - records are never deleted (jobs, bookings, reviews and money hang off them); a role taken away keeps
 *   its record, unreachable until the role is given back, which finds it as it was;
 * - a role given that has no record yet is set up by the user: the access guard sends them to profile
 *   setup, and verification, as for a new account;
 * - a role with bookings under way cannot be taken away (409): the other party is owed work or money;
 * - the account's sessions end, so that every page and token sees the new role from its next sign-in.
 */
export async function changeUserRole({
  db,
  adminId,
  id,
  userType,
  disconnectAccount,
  now = new Date(),
}: ChangeUserRoleOptions): Promise<AdminUserSummary> {
  const after = await db.transaction(async (tx) => {
    const before = await lockedAccount(tx, id, adminId);
    if (before.user_type === userType) throw transitionRefused(ADMIN_USER_TEXTS.sameRole, before.state);
    for (const role of rolesDropped(before.user_type, userType)) {
      const recordId = before[role]?.id;
      if (!recordId) continue;
      const column = role === 'client' ? bookings.clientId : bookings.filmmakerId;
      const [underWay] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(column, recordId), inArray(bookings.status, [...UNDER_WAY_BOOKING_STATUSES])));
      if ((underWay?.total ?? 0) > 0) {
        throw transitionRefused(ADMIN_USER_TEXTS.bookingsUnderWay(role), before.state);
      }
    }
    await tx
      .update(users)
      .set({
        userMetadata: sql`${users.userMetadata} || ${JSON.stringify({ user_type: userType })}::jsonb`,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    const sessionsEnded = await endSessions(tx, id, now);
    const updated = (await findSummary(tx, id))!;
    await writeAuditEntry({
      tx,
      actorUserId: adminId,
      action: 'user.change_role',
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
