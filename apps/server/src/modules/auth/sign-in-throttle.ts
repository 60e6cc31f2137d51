import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/auth.ts';
import { AuthError } from '../../auth/auth-error.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

const LIMIT = AUTH_RATE_LIMITS.signInPerAccount;

/** The key an address is counted under: the address as typed, trimmed and lower-cased. */
const accountKey = (email: string) => email.trim().toLowerCase();

/** How long the account stays closed after its `failures`-th failure in a row (0 for the free ones). */
export function signInDelaySeconds(failures: number): number {
  if (failures <= LIMIT.freeFailures) return 0;
  const doublings = Math.min(failures - LIMIT.freeFailures - 1, 20);
  return Math.min(LIMIT.firstDelaySeconds * 2 ** doublings, LIMIT.maxDelaySeconds);
}

export function tooManySignInAttempts(retryAfterSeconds: number): AuthError {
  const error = new AuthError(
    429,
    'over_request_rate_limit',
    `Too many sign-in attempts for this account. Please try again in ${retryAfterSeconds} seconds.`,
  );
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

/**
 * Refuses a password sign-in while the account is closed by earlier failures (decision 0055). Checked
 * before the password, so a closed account costs no hashing and reveals nothing; known and unknown
 * addresses are treated alike.
 */
export async function assertSignInAllowed(db: Db, email: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.account, accountKey(email)));
  if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    throw tooManySignInAttempts(Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
  }
}

/**
 * Counts a failed password sign-in in one statement, so failures arriving at several processes at once
 * are all counted; from the (freeFailures + 1)-th in a row the account closes for a doubling delay.
 */
export async function recordSignInFailure(db: Db, email: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LIMIT.forgetAfterSeconds * 1000);
  const [row] = await db
    .insert(signInFailures)
    .values({ account: accountKey(email), failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.account,
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  const delay = signInDelaySeconds(row!.failures);
  if (delay > 0) {
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + delay * 1000) })
      .where(eq(signInFailures.account, accountKey(email)));
  }
}

/** A successful sign-in starts the count again. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.account, accountKey(email)));
}
