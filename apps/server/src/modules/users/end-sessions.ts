import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';

/**
 * Revokes every live session of an account and its refresh tokens, in the caller's transaction: from the
 * commit on, no refresh works and no access token passes authenticateAccessToken (decision 0064).
 */
export async function endSessions(tx: Db, userId: string, now: Date): Promise<number> {
  await tx
    .update(refreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.revoked, false)));
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Closes the account's open sockets in every server process (the realtime server's accountChannel). */
export type DisconnectAccount = (userId: string) => Promise<void>;
