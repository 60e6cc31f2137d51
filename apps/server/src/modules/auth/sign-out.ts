import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';
import type { AuthContext } from '../../auth/require-user.ts';

export type SignOutScope = 'global' | 'local' | 'others';

export interface SignOutOptions {
  db: Db;
  auth: AuthContext;
  scope: SignOutScope;
  now?: Date;
}

/**
 * `POST /logout?scope=`: revokes this session (local), every other one (others) or all of the user's
 * (global), with their refresh tokens. Their access tokens stop working at once (requireUser checks the
 * session), not only when they expire.
 */
export async function signOut({ db, auth, scope, now = new Date() }: SignOutOptions): Promise<void> {
  const live = and(eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt));
  const which: SQL | undefined =
    scope === 'local'
      ? and(live, eq(sessions.id, auth.session.id))
      : scope === 'others'
        ? and(live, ne(sessions.id, auth.session.id))
        : live;
  await db.transaction(async (tx) => {
    const ids = (await tx.select({ id: sessions.id }).from(sessions).where(which).for('update')).map(
      (row) => row.id,
    );
    if (ids.length === 0) return;
    await tx
      .update(refreshTokens)
      .set({ revoked: true, revokedAt: now })
      .where(and(inArray(refreshTokens.sessionId, ids), eq(refreshTokens.revoked, false)));
    await tx.update(sessions).set({ revokedAt: now, updatedAt: now }).where(inArray(sessions.id, ids));
  });
}
