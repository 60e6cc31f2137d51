import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, type sessions } from '../../db/schema/auth.ts';
import {
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_PATTERN,
  oneTimeCodeHash,
  sameHash,
} from './one-time-codes.ts';

/**
 * A password or email change from a session signed in longer ago than this needs the nonce emailed by
 * `GET /reauthenticate` (decision 0054). GoTrue allows 24 hours; a few minutes means a stolen access
 * token, which lives an hour and is refreshed for as long as the thief likes, is not enough to take the
 * account, while someone who just signed in (or followed a recovery link) is not asked twice.
 */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

/** Whether a change made from this session needs a nonce: it was signed in too long ago. */
export function sessionNeedsReauthentication(
  session: Pick<typeof sessions.$inferSelect, 'createdAt'>,
  now: Date,
): boolean {
  return now.getTime() - session.createdAt.getTime() > REAUTHENTICATION_WINDOW_MS;
}

export interface ConsumeNonceOptions {
  db: Db;
  secret: string;
  userId: string;
  nonce: string;
  now: Date;
}

/**
 * Uses up the user's reauthentication nonce if `nonce` is it. A wrong one costs one of its 5 tries and is
 * committed as such before the caller refuses the change (so it runs in its own transaction).
 */
export async function consumeReauthenticationNonce({
  db,
  secret,
  userId,
  nonce,
  now,
}: ConsumeNonceOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, 'reauthentication'),
          isNull(oneTimeTokens.consumedAt),
          gt(oneTimeTokens.expiresAt, now),
          lt(oneTimeTokens.attempts, ONE_TIME_CODE_MAX_ATTEMPTS),
        ),
      )
      .for('update');
    if (!row) return false;
    // Anything but 6 digits costs no try, as at POST /verify.
    if (!ONE_TIME_CODE_PATTERN.test(nonce)) return false;
    if (!sameHash(row.codeHash, oneTimeCodeHash(secret, row.id, nonce))) {
      await tx
        .update(oneTimeTokens)
        .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
        .where(eq(oneTimeTokens.id, row.id));
      return false;
    }
    await tx.update(oneTimeTokens).set({ consumedAt: now }).where(eq(oneTimeTokens.id, row.id));
    return true;
  });
}
