import type { UserMetadataInput } from '@reelhire/shared/auth-api';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/auth.ts';
import type { AuthContext } from '../../auth/require-user.ts';
import { sendAccountEmail } from './account-emails.ts';
import {
  AuthError,
  emailExists,
  reauthenticationNeeded,
  reauthenticationNotValid,
  samePassword,
} from '../../auth/auth-error.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { loadAuthUser, type AuthUser } from './auth-user.ts';
import { findUserByEmail } from './find-user.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { issueEmailedCode } from './issue-emailed-code.ts';
import { assertPasswordAllowed, hashPassword, passwordMatches } from './password.ts';
import type { CodeChallenge } from './pkce.ts';
import { consumeReauthenticationNonce, sessionNeedsReauthentication } from './reauthentication.ts';
import { mergeMetadata } from './user-metadata.ts';

export interface UpdateUserInput {
  email?: string | undefined;
  password?: string | undefined;
  data?: UserMetadataInput | undefined;
  /** The code from `GET /reauthenticate`, needed for a password or email change from an older session. */
  nonce?: string | undefined;
}

export interface UpdateUserOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secrets: AuthSecrets;
  auth: AuthContext;
  input: UpdateUserInput;
  challenge: CodeChallenge | undefined;
  /** Where the email-change link lands. */
  redirectTo: string;
  now?: Date;
}

export type UpdatedUser = AuthUser & { new_email?: string; email_change_sent_at?: string };

/**
 * `PUT /user` (SPEC: update password, update metadata). A new password signs out the user's other
 * sessions and is announced to the account's address; metadata is merged (null removes a key) and can
 * never make anyone an admin; a new email is only taken once the code sent to it is verified (type
 * email_change). A password or email change from a session signed in over a few minutes ago needs the
 * nonce from `GET /reauthenticate` (decision 0054), so a stolen access token cannot take the account.
 */
export async function updateUser({
  db,
  config,
  secrets,
  auth,
  input,
  challenge,
  redirectTo,
  now = new Date(),
}: UpdateUserOptions): Promise<UpdatedUser> {
  const user = auth.user;
  // Roles other than admin are self-chosen (docs/product.md §6); the admin role is only ever given, never changed here.
  if (input.data?.user_type !== undefined && user.userMetadata.user_type === 'admin') {
    throw new AuthError(403, 'not_allowed', "An admin account's type cannot be changed");
  }
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    assertPasswordAllowed(input.password);
    if (user.encryptedPassword && (await passwordMatches(user.encryptedPassword, input.password))) {
      throw samePassword();
    }
    passwordHash = await hashPassword(input.password);
  }
  const newEmail = input.email && input.email !== user.email.toLowerCase() ? input.email : undefined;
  if (newEmail) {
    const holder = await findUserByEmail(db, newEmail);
    if (holder && holder.id !== user.id) throw emailExists();
  }

  if ((passwordHash || newEmail) && sessionNeedsReauthentication(auth.session, now)) {
    if (!input.nonce) throw reauthenticationNeeded(passwordHash ? 'Password' : 'Email');
    const valid = await consumeReauthenticationNonce({
      db,
      secret: secrets.jwtSecret,
      userId: user.id,
      nonce: input.nonce,
      now,
    });
    if (!valid) throw reauthenticationNotValid();
  }

  let emailChangeSentAt: Date | undefined;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current) throw new Error(`user ${user.id} vanished`);
    const changes: Partial<typeof users.$inferInsert> = {};
    if (passwordHash) changes.encryptedPassword = passwordHash;
    if (input.data) changes.userMetadata = mergeMetadata(current.userMetadata, input.data);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, user.id));
    }
    if (passwordHash) {
      // Whoever knew the old password is signed out everywhere else.
      const others = and(
        eq(sessions.userId, user.id),
        ne(sessions.id, auth.session.id),
        isNull(sessions.revokedAt),
      );
      const otherIds = tx.select({ id: sessions.id }).from(sessions).where(others);
      await tx
        .update(refreshTokens)
        .set({ revoked: true, revokedAt: now })
        .where(and(inArray(refreshTokens.sessionId, otherIds), eq(refreshTokens.revoked, false)));
      await tx.update(sessions).set({ revokedAt: now, updatedAt: now }).where(others);
      // The owner hears of every change, whoever made it (GoTrue's password changed notification).
      await enqueueEmail({
        db: tx,
        emailType: 'password_changed',
        recipientEmail: current.email,
        templateData: firstNameData(current.userMetadata.first_name),
      });
    }
    if (newEmail) {
      const token = await issueEmailedCode({
        db: tx,
        secret: secrets.jwtSecret,
        userId: user.id,
        purpose: 'email_change',
        email: newEmail,
        redirectTo,
        challenge,
        authenticationMethod: 'email_change',
        now,
      });
      await sendAccountEmail({
        db: tx,
        publicUrl: config.publicUrl,
        emailType: 'email_change',
        to: newEmail,
        token,
        linkType: 'email_change',
        redirectTo,
        firstName: current.userMetadata.first_name,
        newEmail,
      });
      emailChangeSentAt = now;
    }
  });

  const updated = (await loadAuthUser(db, user.id))!;
  return newEmail && emailChangeSentAt
    ? { ...updated, new_email: newEmail, email_change_sent_at: emailChangeSentAt.toISOString() }
    : updated;
}

function firstNameData(firstName: unknown): { firstName?: string } {
  return typeof firstName === 'string' && firstName.trim()
    ? { firstName: firstName.trim().slice(0, 100) }
    : {};
}
