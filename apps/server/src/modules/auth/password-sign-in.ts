import type { Db } from '../../db/client.ts';
import { emailNotConfirmed, invalidCredentials } from '../../auth/auth-error.ts';
import { findUserByEmail } from './find-user.ts';
import { signIn, type SessionResponse } from './issue-session.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { passwordMatches } from './password.ts';
import { assertSignInAllowed, clearSignInFailures, recordSignInFailure } from './sign-in-throttle.ts';

export interface PasswordSignInOptions {
  db: Db;
  secrets: AuthSecrets;
  email: string;
  password: string;
  ip?: string | undefined;
  userAgent?: string | undefined;
  now?: Date;
}

/**
 * `POST /token?grant_type=password`. An unknown email and a wrong password get the same answer (and take
 * as long); only the right password learns that the email still needs confirming, as in GoTrue. Failures
 * are counted per account across processes, which then closes for a while (decision 0055).
 */
export async function passwordSignIn({
  db,
  secrets,
  email,
  password,
  ip,
  userAgent,
  now = new Date(),
}: PasswordSignInOptions): Promise<SessionResponse> {
  await assertSignInAllowed(db, email, now);
  const user = await findUserByEmail(db, email);
  const matches = await passwordMatches(user?.encryptedPassword, password);
  if (!user || !matches) {
    await recordSignInFailure(db, email, now);
    throw invalidCredentials();
  }
  await clearSignInFailures(db, email);
  if (!user.emailConfirmedAt) throw emailNotConfirmed();
  return signIn({ db, secrets, userId: user.id, method: 'password', ip, userAgent, now });
}
