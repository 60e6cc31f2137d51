import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sendAccountEmail } from './account-emails.ts';
import { findUserByEmail } from './find-user.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { issueEmailedCode } from './issue-emailed-code.ts';
import type { CodeChallenge } from './pkce.ts';

export interface RequestPasswordRecoveryOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secrets: AuthSecrets;
  email: string;
  challenge: CodeChallenge | undefined;
  /** The reset page (docs/product.md §7: /reset-password). */
  redirectTo: string;
  now?: Date;
}

/**
 * `POST /recover`: a 'password_reset' email with a link and a code. The caller answers `{}` whether or
 * not the address has an account, so the form cannot be used to find out who does.
 */
export async function requestPasswordRecovery({
  db,
  config,
  secrets,
  email,
  challenge,
  redirectTo,
  now = new Date(),
}: RequestPasswordRecoveryOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, { forUpdate: true });
    if (!user) return;
    const token = await issueEmailedCode({
      db: tx,
      secret: secrets.jwtSecret,
      userId: user.id,
      purpose: 'recovery',
      email: user.email,
      redirectTo,
      challenge,
      authenticationMethod: 'recovery',
      now,
    });
    await sendAccountEmail({
      db: tx,
      publicUrl: config.publicUrl,
      emailType: 'password_reset',
      to: user.email,
      token,
      linkType: 'recovery',
      redirectTo,
      firstName: user.userMetadata.first_name,
    });
  });
}
