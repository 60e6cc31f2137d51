import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/auth.ts';
import { sendAccountEmail } from './account-emails.ts';
import { findUserByEmail } from './find-user.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { issueEmailedCode } from './issue-emailed-code.ts';
import type { CodeChallenge } from './pkce.ts';

export interface ResendCodeOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secrets: AuthSecrets;
  type: 'signup' | 'email_change';
  /** The account's address (for an email change, the current one; the code goes to the new one). */
  email: string;
  challenge: CodeChallenge | undefined;
  redirectTo: string;
  now?: Date;
}

/**
 * `POST /resend`: a new code (the old one stops working) for a sign-up that is not confirmed yet, or for
 * an email change still pending. Anything else quietly sends nothing; the answer is the same either way.
 */
export async function resendCode({
  db,
  config,
  secrets,
  type,
  email,
  challenge,
  redirectTo,
  now = new Date(),
}: ResendCodeOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, { forUpdate: true });
    if (!user) return;
    let to: string;
    if (type === 'signup') {
      if (user.emailConfirmedAt) return;
      to = user.email;
    } else {
      const [pending] = await tx
        .select({ email: oneTimeTokens.email })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.purpose, 'email_change'),
            isNull(oneTimeTokens.consumedAt),
          ),
        )
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(1);
      if (!pending) return;
      to = pending.email;
    }
    const token = await issueEmailedCode({
      db: tx,
      secret: secrets.jwtSecret,
      userId: user.id,
      purpose: type,
      email: to,
      redirectTo,
      challenge,
      authenticationMethod: type === 'signup' ? 'email/signup' : 'email_change',
      now,
    });
    await sendAccountEmail({
      db: tx,
      publicUrl: config.publicUrl,
      emailType: type === 'signup' ? 'signup_confirmation' : 'email_change',
      to,
      token,
      linkType: type,
      redirectTo,
      firstName: user.userMetadata.first_name,
      newEmail: type === 'email_change' ? to : undefined,
    });
  });
}
