import type { Db } from '../../db/client.ts';
import { emailNotConfirmed, invalidCredentials } from '../../auth/auth-error.ts';
import { findUserByEmail } from './find-user.ts';
import { signIn, type SessionResponse } from './issue-session.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import { passwordMatches } from './password.ts';

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
 * as long); only the right password learns that the email still needs confirming, as in GoTrue.
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
  const user = await findUserByEmail(db, email);
  const matches = await passwordMatches(user?.encryptedPassword, password);
  if (!user || !matches) throw invalidCredentials();
  if (!user.emailConfirmedAt) throw emailNotConfirmed();
  return signIn({ db, secrets, userId: user.id, method: 'password', ip, userAgent, now });
}
