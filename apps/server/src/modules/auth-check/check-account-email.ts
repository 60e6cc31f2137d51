import type { AuthCheckRequest } from '@reelhire/shared/auth-api';
import type { AuthCheckResult } from '@reelhire/shared/auth-check';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, identitiesOf } from '../auth/find-user.ts';

export type AuthCheckAnswer = Required<AuthCheckResult> & { error: string | null };

const proceed: AuthCheckAnswer = {
  canProceed: true,
  error: null,
  isGoogleAccount: false,
  isExistingAccount: false,
};

/**
 * docs/product.md §5 and §8, the pre-check before sign-in and sign-up. It says only what the SPEC's toasts
 * need: a Google-only account cannot sign in with a password; a taken address cannot sign up (by Google
 * or by password). A sign-in with an unknown address may proceed, and the password step answers
 * 'invalid credentials' as for a wrong password. An unconfirmed password sign-up may be repeated (it sends
 * a new code).
 */
export async function checkAccountEmail(
  db: Db,
  { email, action }: AuthCheckRequest,
): Promise<AuthCheckAnswer> {
  const user = await findUserByEmail(db, email);
  if (!user) return proceed;
  const providers = new Set((await identitiesOf(db, user.id)).map((identity) => identity.provider));
  const hasGoogle = providers.has('google');
  const googleOnly = hasGoogle && !user.encryptedPassword;

  if (action === 'signin') {
    if (!googleOnly) return proceed;
    return {
      canProceed: false,
      error: AUTH_TEXTS.useGoogleToSignIn,
      isGoogleAccount: true,
      isExistingAccount: true,
    };
  }
  if (googleOnly) {
    return {
      canProceed: false,
      error: AUTH_TEXTS.signUpGoogleConflict,
      isGoogleAccount: true,
      isExistingAccount: true,
    };
  }
  if (!user.emailConfirmedAt && !hasGoogle) return proceed;
  return {
    canProceed: false,
    error: AUTH_TEXTS.signUpExistingAccount,
    isGoogleAccount: false,
    isExistingAccount: true,
  };
}
