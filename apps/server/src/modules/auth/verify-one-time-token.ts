import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, oneTimeTokens, users } from '../../db/schema/auth.ts';
import { emailExists, otpExpired, validationFailed } from '../../auth/auth-error.ts';
import { findUserByEmail } from './find-user.ts';
import { signIn, type SessionResponse } from './issue-session.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import {
  flowIdOfLinkToken,
  isUsable,
  linkTokenHash,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_PATTERN,
  oneTimeCodeHash,
  sameHash,
  type OneTimePurpose,
  type OneTimeTokenRow,
} from './one-time-codes.ts';
import { findOpenFlow, issueAuthCode } from './pkce.ts';
import type { VerifyType } from './request-schemas.ts';

/**
 * Which codes a `/verify` type accepts. 'email' (SPEC's OTP verify) takes a sign-in code and also a
 * sign-up confirmation code, as GoTrue's does, so one code page serves both.
 */
const PURPOSES: Record<VerifyType, OneTimePurpose[]> = {
  signup: ['signup'],
  email: ['email', 'signup'],
  magiclink: ['email', 'signup'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};

/**
 * The session's amr method: a typed code is 'otp'; links name their flow (GoTrue's names). A
 * reauthentication nonce is never a way in (no VerifyType accepts it): it only confirms a change
 * (reauthentication.ts).
 */
const CODE_METHOD: Record<OneTimePurpose, string> = {
  signup: 'otp',
  email: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};
const LINK_METHOD: Record<OneTimePurpose, string> = {
  signup: 'email/signup',
  email: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};

interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  now?: Date;
}

export interface VerifyCodeOptions extends RequestMeta {
  db: Db;
  secrets: AuthSecrets;
  type: VerifyType;
  email: string;
  code: string;
}

type ApplyFailure = 'email_taken';

/**
 * `POST /verify` with `{ type, email, token }`: the 6-digit code from the email. A wrong code costs the
 * address's live codes one of their 5 tries; a used, expired or exhausted code is 403 otp_expired, like
 * a wrong one, so the answer says nothing about which it was.
 */
export async function verifyCode({
  db,
  secrets,
  type,
  email,
  code,
  ip,
  userAgent,
  now = new Date(),
}: VerifyCodeOptions): Promise<SessionResponse> {
  if (!ONE_TIME_CODE_PATTERN.test(code))
    throw validationFailed('token must be the 6-digit code from the email');
  const outcome = await db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          sql`lower(${oneTimeTokens.email}) = ${email}`,
          inArray(oneTimeTokens.purpose, PURPOSES[type]),
          sql`${oneTimeTokens.consumedAt} is null`,
          gt(oneTimeTokens.expiresAt, now),
          lt(oneTimeTokens.attempts, ONE_TIME_CODE_MAX_ATTEMPTS),
        ),
      )
      .for('update');
    // Every candidate is compared, so the time taken does not depend on which one matches.
    let match: OneTimeTokenRow | undefined;
    for (const row of candidates) {
      if (sameHash(row.codeHash, oneTimeCodeHash(secrets.jwtSecret, row.id, code)) && !match) match = row;
    }
    if (!match) {
      if (candidates.length > 0) {
        await tx
          .update(oneTimeTokens)
          .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
          .where(
            inArray(
              oneTimeTokens.id,
              candidates.map((row) => row.id),
            ),
          );
      }
      return { kind: 'invalid' as const };
    }
    const applied = await consumeAndApply(tx, match, now);
    if (applied !== true) return { kind: applied };
    const session = await signIn({
      db: tx,
      secrets,
      userId: match.userId,
      method: CODE_METHOD[match.purpose],
      ip,
      userAgent,
      now,
    });
    return { kind: 'session' as const, session };
  });
  // Thrown after the commit, so the counted wrong try sticks.
  if (outcome.kind === 'invalid') throw otpExpired();
  if (outcome.kind === 'email_taken') throw emailExists();
  return outcome.session;
}

export interface VerifyLinkOptions extends RequestMeta {
  db: Db;
  secrets: AuthSecrets;
  type: VerifyType;
  /** The emailed link's token (`token` in the link, `token_hash` for POST /verify). */
  linkToken: string;
  /** 'redirect' (GET from an email) completes a PKCE flow with an auth code; 'session' always signs in. */
  mode: 'redirect' | 'session';
}

export type VerifyLinkResult =
  | { kind: 'session'; session: SessionResponse; redirectTo: string | null; purpose: OneTimePurpose }
  | { kind: 'auth_code'; authCode: string; redirectTo: string | null; purpose: OneTimePurpose }
  | { kind: 'invalid'; redirectTo: string | null }
  | { kind: 'email_taken'; redirectTo: string | null };

/** A link token from an email: single use, same expiry and purpose rules as the code it came with. */
export async function verifyLink({
  db,
  secrets,
  type,
  linkToken,
  mode,
  ip,
  userAgent,
  now = new Date(),
}: VerifyLinkOptions): Promise<VerifyLinkResult> {
  return db.transaction(async (tx): Promise<VerifyLinkResult> => {
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.linkHash, linkTokenHash(secrets.jwtSecret, linkToken)))
      .for('update');
    if (!row) return { kind: 'invalid', redirectTo: null };
    const redirectTo = row.redirectTo;
    if (!PURPOSES[type].includes(row.purpose) || !isUsable(row, now)) return { kind: 'invalid', redirectTo };

    const flowId = mode === 'redirect' ? flowIdOfLinkToken(linkToken) : undefined;
    if (flowId && !(await findOpenFlow(tx, flowId, row.userId, now))) return { kind: 'invalid', redirectTo };

    const applied = await consumeAndApply(tx, row, now);
    if (applied !== true) return { kind: applied, redirectTo };
    if (flowId) {
      const authCode = await issueAuthCode({ db: tx, flowId, userId: row.userId, now });
      if (!authCode) throw new Error(`flow ${flowId} closed while it was locked`);
      return { kind: 'auth_code', authCode, redirectTo, purpose: row.purpose };
    }
    const session = await signIn({
      db: tx,
      secrets,
      userId: row.userId,
      method: LINK_METHOD[row.purpose],
      ip,
      userAgent,
      now,
    });
    return { kind: 'session', session, redirectTo, purpose: row.purpose };
  });
}

/**
 * Uses the token up and does what it was for: confirms the address (every purpose proves the mailbox),
 * records `use_otp` for a sign-in code, or moves the account to the new address of an email change.
 */
async function consumeAndApply(tx: Db, row: OneTimeTokenRow, now: Date): Promise<true | ApplyFailure> {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
  if (!user) throw new Error(`one-time token ${row.id} has no user`);

  if (row.purpose === 'email_change') {
    const holder = await findUserByEmail(tx, row.email);
    if (holder && holder.id !== user.id) return 'email_taken';
  }
  await tx
    .update(oneTimeTokens)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeTokens.id, row.id), sql`${oneTimeTokens.consumedAt} is null`));

  const email = row.purpose === 'email_change' ? row.email : user.email;
  const userMetadata = row.purpose === 'email' ? { ...user.userMetadata, use_otp: true } : user.userMetadata;
  await tx
    .update(users)
    .set({ email, emailConfirmedAt: user.emailConfirmedAt ?? now, userMetadata, updatedAt: now })
    .where(eq(users.id, user.id));

  const [identity] = await tx
    .select()
    .from(identities)
    .where(and(eq(identities.userId, user.id), eq(identities.provider, 'email')));
  if (identity) {
    await tx
      .update(identities)
      .set({ identityData: { ...identity.identityData, email, email_verified: true }, updatedAt: now })
      .where(eq(identities.id, identity.id));
  }
  return true;
}
