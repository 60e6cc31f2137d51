import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mfaChallenges } from '../../../db/schema/auth.ts';
import type { AuthContext } from '../../../auth/require-user.ts';
import { CHALLENGE_TTL_SECONDS, findOwnFactor } from './factor-rules.ts';

export interface ChallengeFactorOptions {
  db: Db;
  auth: AuthContext;
  factorId: string;
  ip: string | undefined;
  now?: Date;
}

/** A challenge for one of the caller's factors, to be answered with a code within 5 minutes. */
export async function challengeFactor({ db, auth, factorId, ip, now = new Date() }: ChallengeFactorOptions) {
  const factor = await findOwnFactor(db, auth.user.id, factorId);
  const expiredBefore = new Date(now.getTime() - CHALLENGE_TTL_SECONDS * 1000);
  const challenge = await db.transaction(async (tx) => {
    // Unanswered challenges that expired are of no further use.
    await tx
      .delete(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.factorId, factor.id),
          isNull(mfaChallenges.verifiedAt),
          lt(mfaChallenges.createdAt, expiredBefore),
        ),
      );
    const [created] = await tx
      .insert(mfaChallenges)
      .values({ factorId: factor.id, ip: ip ?? null, createdAt: now })
      .returning();
    return created!;
  });
  return {
    id: challenge.id,
    type: 'totp' as const,
    expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
  };
}
