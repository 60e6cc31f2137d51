import { AUTH_TEXTS } from './auth-texts.ts';

/** docs/product.md §7: the answer of `POST /api/functions/v1/auth-check`. */
export interface AuthCheckResult {
  canProceed: boolean;
  error?: string | null;
  isGoogleAccount?: boolean;
  isExistingAccount?: boolean;
}

export type AuthCheckAction = 'signin' | 'signup';

/** Why the pre-check stops a sign-in or a sign-up, as the toast shows it; null when it may go on. */
export interface PreCheckStop {
  message: string;
  /** Only the sign-in conflict toast has its own duration (docs/product.md §9). */
  googleConflict: boolean;
}

/**
 * docs/product.md §5 and §8: a sign-in the pre-check refuses stops with the Google toast for a Google-only
 * account, else the server's message, else 'Cannot proceed with sign in'.
 */
export function signInPreCheckStop(result: AuthCheckResult): PreCheckStop | null {
  if (result.canProceed) return null;
  if (result.isGoogleAccount) return { message: AUTH_TEXTS.useGoogleToSignIn, googleConflict: true };
  return { message: result.error || AUTH_TEXTS.cannotProceedSignIn, googleConflict: false };
}

/**
 * A sign-up the pre-check refuses: the email is taken by a Google account, or by a password account, or the
 * server says why; else 'Cannot proceed with sign up'.
 */
export function signUpPreCheckStop(result: AuthCheckResult): PreCheckStop | null {
  if (result.canProceed) return null;
  if (result.isGoogleAccount) return { message: AUTH_TEXTS.signUpGoogleConflict, googleConflict: false };
  if (result.isExistingAccount) return { message: AUTH_TEXTS.signUpExistingAccount, googleConflict: false };
  return { message: result.error || AUTH_TEXTS.cannotProceedSignUp, googleConflict: false };
}
