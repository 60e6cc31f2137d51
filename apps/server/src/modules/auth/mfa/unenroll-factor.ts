import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mfaFactors, sessions } from '../../../db/schema/auth.ts';
import type { AuthContext } from '../../../auth/require-user.ts';
import { amrWithout, findOwnFactor } from './factor-rules.ts';
import { insufficientAal } from './mfa-errors.ts';

export interface UnenrollFactorOptions {
  db: Db;
  auth: AuthContext;
  factorId: string;
  now?: Date;
}

/**
 * Removes one of the caller's factors. While the user has a verified factor this needs an aal2 session,
 * so a stolen password alone cannot turn the second factor off. Sessions that reached aal2 with the
 * removed factor drop back to aal1 (their next access token says so), as in GoTrue.
 */
export async function unenrollFactor({ db, auth, factorId, now = new Date() }: UnenrollFactorOptions) {
  const factor = await findOwnFactor(db, auth.user.id, factorId);
  const verified = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, auth.user.id), eq(mfaFactors.status, 'verified')));
  if (verified.length > 0 && auth.session.aal !== 'aal2') {
    throw insufficientAal('AAL2 required to unenroll verified factor');
  }
  await db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
    const upgraded = await tx.select().from(sessions).where(eq(sessions.factorId, factor.id));
    for (const session of upgraded) {
      await tx
        .update(sessions)
        .set({ aal: 'aal1', factorId: null, amr: amrWithout(session.amr, 'totp'), updatedAt: now })
        .where(eq(sessions.id, session.id));
    }
  });
  return { id: factor.id };
}
