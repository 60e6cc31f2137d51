import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';
import { refreshTokenAlreadyUsed, refreshTokenNotFound } from '../../auth/auth-error.ts';
import { sessionResponse, type SessionResponse } from './issue-session.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { hashToken } from '../../auth/tokens.ts';

/**
 * GoTrue's reuse interval: a refresh token presented again within this long after it was rotated (two tabs
 * refreshing at once) gets the session's current token instead of tripping reuse detection.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

/** How deep the grace path follows a chain of rotations (a handful happen within 10 s at most). */
const MAX_CHAIN_STEPS = 20;

/**
 * The token that replaces `parent` when it is rotated. It is derived (HMAC with the JWT secret) rather than
 * random, because only hashes are stored: a tab that presents the rotated parent within the reuse interval
 * must be answered with its child, and the child can only be recomputed from the parent.
 */
export function childRefreshToken(jwtSecret: string, parent: string): string {
  return createHmac('sha256', jwtSecret).update(`refresh-token-child:${parent}`).digest('base64url');
}

export interface RefreshSessionOptions {
  db: Db;
  secrets: AuthSecrets;
  refreshToken: string;
  now?: Date;
  reuseIntervalMs?: number;
}

type Outcome =
  | { kind: 'session'; session: typeof sessions.$inferSelect; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'reused'; sessionRevoked: boolean };

/**
 * `POST /token?grant_type=refresh_token`: rotates the refresh token (the presented one is revoked, its
 * child issued). A revoked token presented again within the reuse interval answers with the session's
 * current token; later, it is taken as stolen and the whole session is revoked.
 */
export async function refreshSession({
  db,
  secrets,
  refreshToken,
  now = new Date(),
  reuseIntervalMs = REFRESH_TOKEN_REUSE_INTERVAL_MS,
}: RefreshSessionOptions): Promise<SessionResponse> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .for('update');
    if (!token) return { kind: 'not_found' };
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, token.sessionId)).for('update');
    if (!session || session.revokedAt) return { kind: 'not_found' };

    if (token.revoked) {
      const revokedAt = (token.revokedAt ?? token.createdAt).getTime();
      if (now.getTime() - revokedAt <= reuseIntervalMs) {
        const current = await currentTokenFrom(tx, secrets.jwtSecret, refreshToken, session.id);
        if (current) return { kind: 'session', session, refreshToken: current };
        // Rotated by something else (an MFA step-up): not a theft, but there is nothing to hand back.
        return { kind: 'reused', sessionRevoked: false };
      }
      await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: now })
        .where(and(eq(refreshTokens.sessionId, session.id), eq(refreshTokens.revoked, false)));
      await tx.update(sessions).set({ revokedAt: now, updatedAt: now }).where(eq(sessions.id, session.id));
      return { kind: 'reused', sessionRevoked: true };
    }

    const child = childRefreshToken(secrets.jwtSecret, refreshToken);
    await tx
      .update(refreshTokens)
      .set({ revoked: true, revokedAt: now })
      .where(eq(refreshTokens.id, token.id));
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(child),
      sessionId: session.id,
      userId: session.userId,
      parentId: token.id,
      createdAt: now,
    });
    const [refreshed] = await tx
      .update(sessions)
      .set({ refreshedAt: now, updatedAt: now })
      .where(eq(sessions.id, session.id))
      .returning();
    return { kind: 'session', session: refreshed!, refreshToken: child };
  });

  if (outcome.kind === 'not_found') throw refreshTokenNotFound();
  if (outcome.kind === 'reused') throw refreshTokenAlreadyUsed();
  return sessionResponse({ db, secrets, session: outcome.session, refreshToken: outcome.refreshToken, now });
}

/** Follows the derived children of a rotated token down to the session's live token, if it is one of them. */
async function currentTokenFrom(tx: Db, jwtSecret: string, rotated: string, sessionId: string) {
  let candidate = rotated;
  for (let step = 0; step < MAX_CHAIN_STEPS; step++) {
    candidate = childRefreshToken(jwtSecret, candidate);
    const [row] = await tx
      .select({ revoked: refreshTokens.revoked, sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(candidate)));
    if (!row || row.sessionId !== sessionId) return undefined;
    if (!row.revoked) return candidate;
  }
  return undefined;
}
