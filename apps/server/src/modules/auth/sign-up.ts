import { randomUUID } from 'node:crypto';
import type { UserMetadataInput } from '@reelhire/shared/auth-api';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { identities, users } from '../../db/schema/auth.ts';
import { sendAccountEmail } from './account-emails.ts';
import { loadAuthUser, type AuthUser } from './auth-user.ts';
import { findUserByEmail } from './find-user.ts';
import { isUniqueViolation } from '../../db/query-error.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { issueEmailedCode } from './issue-emailed-code.ts';
import { assertPasswordAllowed, hashPassword } from './password.ts';
import type { CodeChallenge } from './pkce.ts';
import { mergeMetadata } from './user-metadata.ts';

export interface SignUpOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secrets: AuthSecrets;
  email: string;
  password: string;
  data: UserMetadataInput;
  challenge: CodeChallenge | undefined;
  /** Where the emailed link lands (already checked against the allow list). */
  redirectTo: string;
  now?: Date;
}

/**
 * `POST /signup`: an unconfirmed account with an email identity, and a 'signup_confirmation' email with a
 * code and a link. No session until the email is confirmed.
 *
 * An address that already belongs to a confirmed account gets GoTrue's answer: an obfuscated user (fresh
 * id, no identities) and no email, so that sign-up does not tell strangers who has an account; the
 * auth-check pre-check gives the real person the SPEC's message. An unconfirmed account is signed up again:
 * the new password and metadata replace the old and a new code is sent, so whoever really owns the
 * mailbox ends up with their own password (no account pre-hijacking).
 */
export async function signUp({
  db,
  config,
  secrets,
  email,
  password,
  data,
  challenge,
  redirectTo,
  now = new Date(),
}: SignUpOptions): Promise<AuthUser> {
  assertPasswordAllowed(password);
  const passwordHash = await hashPassword(password);

  const attempt = () =>
    db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email, { forUpdate: true });
      if (existing?.emailConfirmedAt) return { obfuscated: true as const };

      let userId: string;
      if (existing) {
        userId = existing.id;
        await tx
          .update(users)
          .set({
            encryptedPassword: passwordHash,
            userMetadata: mergeMetadata(existing.userMetadata, data),
            updatedAt: now,
          })
          .where(eq(users.id, userId));
        const [identity] = await tx
          .select({ id: identities.id })
          .from(identities)
          .where(and(eq(identities.userId, userId), eq(identities.provider, 'email')));
        if (!identity) await insertEmailIdentity(tx, userId, email, now);
      } else {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            encryptedPassword: passwordHash,
            userMetadata: mergeMetadata({}, data),
            appMetadata: { provider: 'email', providers: ['email'] },
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        userId = created!.id;
        await insertEmailIdentity(tx, userId, email, now);
      }

      const token = await issueEmailedCode({
        db: tx,
        secret: secrets.jwtSecret,
        userId,
        purpose: 'signup',
        email,
        redirectTo,
        challenge,
        authenticationMethod: 'email/signup',
        now,
      });
      await sendAccountEmail({
        db: tx,
        publicUrl: config.publicUrl,
        emailType: 'signup_confirmation',
        to: email,
        token,
        linkType: 'signup',
        redirectTo,
        firstName: data.first_name,
      });
      return { obfuscated: false as const, userId };
    });

  let result;
  try {
    result = await attempt();
  } catch (error) {
    // Two sign-ups for one new address at once: the loser runs again and finds the winner's account.
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  if (result.obfuscated) return obfuscatedUser(email, data, now);
  return (await loadAuthUser(db, result.userId))!;
}

async function insertEmailIdentity(tx: Db, userId: string, email: string, now: Date) {
  await tx.insert(identities).values({
    userId,
    provider: 'email',
    providerId: userId,
    identityData: { sub: userId, email, email_verified: false, phone_verified: false },
    createdAt: now,
    updatedAt: now,
  });
}

/** What GoTrue answers for an address that is taken: a user that does not exist, with no identities. */
function obfuscatedUser(email: string, data: UserMetadataInput, now: Date): AuthUser {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: undefined,
    confirmed_at: undefined,
    phone: '',
    last_sign_in_at: undefined,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: mergeMetadata({}, data),
    identities: [],
    factors: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}
