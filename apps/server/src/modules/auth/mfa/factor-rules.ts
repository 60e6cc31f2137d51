import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mfaFactors } from '../../../db/schema/auth.ts';
import { factorNotFound } from './mfa-errors.ts';

/** GoTrue's limit: at most 10 factors per user. */
export const MAX_FACTORS_PER_USER = 10;
/** A challenge must be answered within 5 minutes (GoTrue's default). */
export const CHALLENGE_TTL_SECONDS = 300;
/** An enrolment not verified within this time is abandoned and cleared at the user's next enrolment. */
export const UNVERIFIED_FACTOR_TTL_SECONDS = 300;
/** Shown by authenticator apps above the account name when the client sends no issuer. */
export const DEFAULT_TOTP_ISSUER = 'Reelhire';

export type FactorRow = typeof mfaFactors.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own factor; another user's factor (or a malformed id) is simply not found. */
export async function findOwnFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw factorNotFound();
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!factor) throw factorNotFound();
  return factor;
}

export const isUuid = (value: string) => UUID.test(value);

/** The amr list without a method, so that adding it again does not repeat it. */
export const amrWithout = (amr: { method: string; timestamp: number }[], method: string) =>
  amr.filter((entry) => entry.method !== method);
