import { and, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mfaChallenges, mfaFactors, refreshTokens, sessions } from '../../../db/schema/auth.ts';
import type { AuthContext } from '../../../auth/require-user.ts';
import { sessionNotFound } from '../../../auth/auth-error.ts';
import { sessionResponse, type SessionResponse } from '../issue-session.ts';
import type { AuthSecrets } from '../../../auth/auth-secrets.ts';
import { hashToken, randomToken } from '../../../auth/tokens.ts';
import { decryptFactorSecret } from './factor-secret.ts';
import { amrWithout, CHALLENGE_TTL_SECONDS, findOwnFactor, isUuid } from './factor-rules.ts';
import {
  challengeExpired,
  challengeNotFound,
  challengeUsed,
  ipAddressMismatch,
  verificationFailed,
} from './mfa-errors.ts';
import { acceptedStep, totpFor } from './totp.ts';

export interface VerifyFactorOptions {
  db: Db;
  secrets: AuthSecrets;
  auth: AuthContext;
  factorId: string;
  challengeId: string;
  code: string;
  ip: string | undefined;
  now?: Date;
}

/**
 * Answers a challenge with a TOTP code. On success the caller's current session is raised to aal2 (amr
 * gains `totp`), its refresh token is rotated, and a fresh session response is returned, as GoTrue does.
 * The first success also verifies a new factor and signs out the user's other sessions that never
 * passed the second factor.
 */
export async function verifyFactor({
  db,
  secrets,
  auth,
  factorId,
  challengeId,
  code,
  ip,
  now = new Date(),
}: VerifyFactorOptions): Promise<SessionResponse> {
  const factor = await findOwnFactor(db, auth.user.id, factorId);
  if (!isUuid(challengeId)) throw challengeNotFound();
  const [challenge] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factor.id)));
  if (!challenge) throw challengeNotFound();
  if (challenge.verifiedAt) throw challengeUsed(challenge.id);
  if (challenge.createdAt.getTime() + CHALLENGE_TTL_SECONDS * 1000 < now.getTime()) {
    await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
    throw challengeExpired(challenge.id);
  }
  if (challenge.ip && ip && challenge.ip !== ip) throw ipAddressMismatch();

  const secret = decryptFactorSecret(factor.secretEncrypted, {
    jwtSecret: secrets.jwtSecret,
    factorId: factor.id,
    userId: factor.userId,
  });
  // The label and issuer only matter for the enrolment URI, not for checking a code.
  const step = acceptedStep(totpFor({ secret, issuer: '', accountName: '' }), code.replace(/\s+/g, ''), now);
  if (step === null) throw verificationFailed();

  const refreshToken = randomToken();
  const session = await db.transaction(async (tx) => {
    // Atomic replay guard: the step must be newer than every step accepted before for this factor.
    const [accepted] = await tx
      .update(mfaFactors)
      .set({ lastUsedStep: step, status: 'verified', updatedAt: now })
      .where(
        and(
          eq(mfaFactors.id, factor.id),
          or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
        ),
      )
      .returning({ id: mfaFactors.id });
    if (!accepted) throw verificationFailed();

    const [answered] = await tx
      .update(mfaChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt)))
      .returning({ id: mfaChallenges.id });
    if (!answered) throw challengeUsed(challenge.id);

    if (factor.status === 'unverified') {
      // Turning on a second factor ends the sessions that only passed the first one (GoTrue does the same).
      const others = tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, auth.user.id),
            ne(sessions.id, auth.session.id),
            eq(sessions.aal, 'aal1'),
            isNull(sessions.revokedAt),
          ),
        );
      await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: now })
        .where(and(inArray(refreshTokens.sessionId, others), eq(refreshTokens.revoked, false)));
      await tx
        .update(sessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(
          and(
            eq(sessions.userId, auth.user.id),
            ne(sessions.id, auth.session.id),
            eq(sessions.aal, 'aal1'),
            isNull(sessions.revokedAt),
          ),
        );
    }

    const [current] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, auth.session.id), isNull(sessions.revokedAt)))
      .for('update');
    if (!current) throw sessionNotFound();
    const [upgraded] = await tx
      .update(sessions)
      .set({
        aal: 'aal2',
        factorId: factor.id,
        amr: [
          ...amrWithout(current.amr, 'totp'),
          { method: 'totp', timestamp: Math.floor(now.getTime() / 1000) },
        ],
        updatedAt: now,
      })
      .where(eq(sessions.id, current.id))
      .returning();

    // The session's live refresh token is swapped for a new one, so the aal2 session continues from it.
    const [latest] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, current.id), eq(refreshTokens.revoked, false)))
      .orderBy(desc(refreshTokens.id))
      .limit(1);
    await tx
      .update(refreshTokens)
      .set({ revoked: true, revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, current.id), eq(refreshTokens.revoked, false)));
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(refreshToken),
      sessionId: current.id,
      userId: auth.user.id,
      parentId: latest?.id ?? null,
      createdAt: now,
    });
    return upgraded!;
  });

  return sessionResponse({ db, secrets, session, refreshToken, now });
}
