import { randomUUID } from 'node:crypto';
import { and, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mfaFactors, users } from '../../../db/schema/auth.ts';
import type { AuthContext } from '../../../auth/require-user.ts';
import { AuthError, validationFailed } from '../../../auth/auth-error.ts';
import { encryptFactorSecret } from './factor-secret.ts';
import { DEFAULT_TOTP_ISSUER, MAX_FACTORS_PER_USER, UNVERIFIED_FACTOR_TTL_SECONDS } from './factor-rules.ts';
import { factorNameConflict, insufficientAal, tooManyFactors } from './mfa-errors.ts';
import { newTotpSecret, qrCodeSvg, totpFor } from './totp.ts';

export interface EnrollFactorInput {
  factor_type: string;
  friendly_name?: string | null | undefined;
  issuer?: string | null | undefined;
}

export interface EnrollFactorOptions {
  db: Db;
  jwtSecret: string;
  auth: AuthContext;
  input: EnrollFactorInput;
  now?: Date;
}

/** GoTrue's enrol answer; the secret is shown once, here, and afterwards only kept encrypted. */
export interface EnrolledFactor {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/**
 * Starts a TOTP enrolment: an unverified factor that becomes verified with its first correct code
 * (POST /factors/{id}/verify). A user who already has a verified factor must be at aal2 to add another.
 */
export async function enrollFactor({
  db,
  jwtSecret,
  auth,
  input,
  now = new Date(),
}: EnrollFactorOptions): Promise<EnrolledFactor> {
  if (input.factor_type === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (input.factor_type === 'webauthn') {
    throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (input.factor_type !== 'totp') {
    throw validationFailed('factor_type needs to be totp');
  }
  const friendlyName = input.friendly_name?.trim() || null;
  const issuer = input.issuer?.trim() || DEFAULT_TOTP_ISSUER;
  const userId = auth.user.id;

  const factorId = randomUUID();
  const secret = newTotpSecret();
  const uri = totpFor({ secret, issuer, accountName: auth.user.email }).toString();

  await db.transaction(async (tx) => {
    // One enrolment at a time per user, so the name and count checks below cannot race.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

    const factors = await tx.select().from(mfaFactors).where(eq(mfaFactors.userId, userId));
    if (factors.some((f) => f.status === 'verified') && auth.session.aal !== 'aal2') {
      throw insufficientAal('AAL2 required to enroll a new factor');
    }
    // Abandoned enrolments (never verified) are cleared, and starting again under the same name
    // replaces the unfinished one rather than failing on it.
    const staleBefore = new Date(now.getTime() - UNVERIFIED_FACTOR_TTL_SECONDS * 1000);
    await tx
      .delete(mfaFactors)
      .where(
        and(
          eq(mfaFactors.userId, userId),
          eq(mfaFactors.status, 'unverified'),
          lt(mfaFactors.createdAt, staleBefore),
        ),
      );
    if (friendlyName) {
      const sameName = factors.filter((f) => f.friendlyName === friendlyName);
      if (sameName.some((f) => f.status === 'verified')) throw factorNameConflict(friendlyName);
      await tx
        .delete(mfaFactors)
        .where(
          and(
            eq(mfaFactors.userId, userId),
            eq(mfaFactors.status, 'unverified'),
            eq(mfaFactors.friendlyName, friendlyName),
          ),
        );
    }
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, userId));
    if (total >= MAX_FACTORS_PER_USER) throw tooManyFactors();

    await tx.insert(mfaFactors).values({
      id: factorId,
      userId,
      friendlyName,
      factorType: 'totp',
      status: 'unverified',
      secretEncrypted: encryptFactorSecret(secret, { jwtSecret, factorId, userId }),
      createdAt: now,
      updatedAt: now,
    });
  });

  return {
    id: factorId,
    type: 'totp',
    friendly_name: friendlyName ?? '',
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  };
}
