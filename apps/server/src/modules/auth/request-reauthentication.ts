import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../auth/require-user.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { issueOneTimeToken, ONE_TIME_CODE_TTL_MS } from './one-time-codes.ts';

export interface RequestReauthenticationOptions {
  db: Db;
  secret: string;
  auth: AuthContext;
  now?: Date;
}

/**
 * `GET /reauthenticate` (GoTrue's, called by auth-js `reauthenticate()`): emails the signed-in user a
 * 6-digit nonce for `PUT /user {password|email, nonce}` (decision 0054). A new request replaces the last
 * nonce. The code goes to the account's current address, never to one named in the request.
 */
export async function requestReauthentication({
  db,
  secret,
  auth,
  now = new Date(),
}: RequestReauthenticationOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken({
      db: tx,
      secret,
      userId: auth.user.id,
      purpose: 'reauthentication',
      email: auth.user.email,
      now,
    });
    const firstName = auth.user.userMetadata.first_name;
    await enqueueEmail({
      db: tx,
      emailType: 'reauthentication',
      recipientEmail: auth.user.email,
      templateData: {
        code: token.code,
        expiresInMinutes: Math.round(ONE_TIME_CODE_TTL_MS / 60_000),
        ...(typeof firstName === 'string' && firstName.trim()
          ? { firstName: firstName.trim().slice(0, 100) }
          : {}),
      },
      idempotencyKey: `auth:${token.id}`,
    });
  });
}
