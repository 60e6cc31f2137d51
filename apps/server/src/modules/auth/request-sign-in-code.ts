import type { UserMetadataInput } from '@reelhire/shared/auth-api';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { identities, users } from '../../db/schema/auth.ts';
import { sendAccountEmail } from './account-emails.ts';
import { otpSignupsDisabled } from '../../auth/auth-error.ts';
import { findUserByEmail } from './find-user.ts';
import { isUniqueViolation } from '../../db/query-error.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { issueEmailedCode } from './issue-emailed-code.ts';
import type { CodeChallenge } from './pkce.ts';
import { mergeMetadata } from './user-metadata.ts';

export interface RequestSignInCodeOptions {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  secrets: AuthSecrets;
  email: string;
  /** `create_user`: false (docs/product.md §5) means an unknown address is refused and nothing is stored. */
  createUser: boolean;
  data: UserMetadataInput;
  challenge: CodeChallenge | undefined;
  redirectTo: string;
  now?: Date;
}

/**
 * `POST /otp`: emails a sign-in code (and link) to an existing account. With `create_user` an unknown
 * address gets a new unconfirmed account (metadata from `data`) and a sign-up confirmation instead, as
 * GoTrue does. The request's `data` never changes an existing account: `use_otp` is recorded when the
 * code is used (see verify-one-time-token.ts), so a stranger cannot write to someone else's metadata.
 */
export async function requestSignInCode(options: RequestSignInCodeOptions): Promise<void> {
  try {
    await attempt(options);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await attempt(options);
  }
}

async function attempt({
  db,
  config,
  secrets,
  email,
  createUser,
  data,
  challenge,
  redirectTo,
  now = new Date(),
}: RequestSignInCodeOptions) {
  await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email, { forUpdate: true });
    let isNew = false;
    if (!user) {
      if (!createUser) throw otpSignupsDisabled();
      [user] = await tx
        .insert(users)
        .values({
          email,
          userMetadata: mergeMetadata({}, data),
          appMetadata: { provider: 'email', providers: ['email'] },
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(identities).values({
        userId: user!.id,
        provider: 'email',
        providerId: user!.id,
        identityData: { sub: user!.id, email, email_verified: false, phone_verified: false },
        createdAt: now,
        updatedAt: now,
      });
      isNew = true;
    }
    const userId = user!.id;
    const token = await issueEmailedCode({
      db: tx,
      secret: secrets.jwtSecret,
      userId,
      purpose: isNew ? 'signup' : 'email',
      email: user!.email,
      redirectTo,
      challenge,
      authenticationMethod: isNew ? 'email/signup' : 'magiclink',
      now,
    });
    await sendAccountEmail({
      db: tx,
      publicUrl: config.publicUrl,
      emailType: isNew ? 'signup_confirmation' : 'sign_in_code',
      to: user!.email,
      token,
      linkType: isNew ? 'signup' : 'magiclink',
      redirectTo,
      firstName: user!.userMetadata.first_name,
    });
  });
}
