import { ADMIN_USER_TEXTS, type AdminUserSummary } from '@reelhire/shared/admin-users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { HttpError, transitionRefused } from '../../http/errors.ts';
import { findSummary } from './user-summary.ts';

/**
 * The account an admin acts on, its row locked for the transaction (two admins acting at once take
 * turns), with its summary as it stands. 404 when there is none; 409 when it is the admin's own account
 * (an admin cannot suspend or demote themselves and lock the team out).
 */
export async function lockedAccount(tx: Db, id: string, adminId: string): Promise<AdminUserSummary> {
  const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  const summary = locked ? await findSummary(tx, id) : undefined;
  if (!summary) throw new HttpError(404, ADMIN_USER_TEXTS.notFound);
  if (id === adminId) throw transitionRefused(ADMIN_USER_TEXTS.notYourself, summary.state);
  return summary;
}
