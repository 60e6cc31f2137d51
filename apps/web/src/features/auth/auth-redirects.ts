import type { AuthError } from '@supabase/auth-js';

/** Where the auth service's emails and Google send people back to. */
export const redirectUrl = (path: string) => `${window.location.origin}${path}`;

/**
 * The page the guard sent the visitor away from (`state.from`), if it is a path of this app. Anything else
 * (another origin, a protocol-relative URL) is ignored.
 */
export function fromLocation(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from === '/login' || from.startsWith('/login?')) return null;
  return from;
}

/** GoTrue's answer for a password sign-in to an account whose email is not verified yet. */
export function isEmailNotConfirmed(error: AuthError): boolean {
  return error.code === 'email_not_confirmed' || /email not confirmed/i.test(error.message);
}

/** The account is suspended (decision 0064): the server's message says so and what to do. */
export function isSuspended(error: AuthError): boolean {
  return error.code === 'user_banned';
}

/** The auth service refused because of too many attempts. */
export function isRateLimited(error: AuthError): boolean {
  return (
    error.status === 429 ||
    error.code === 'over_request_rate_limit' ||
    error.code === 'over_email_send_rate_limit'
  );
}

/** Where a sign-in code's email link returns: /verify, finishing a sign-in rather than a sign-up. */
export const SIGN_IN_CODE_REDIRECT = '/verify?type=email';

/** The sign-up / verify flows the /verify page serves (docs/product.md §7: verifyOtp type). */
export type VerifyFlow = 'signup' | 'email';

export function verifyPath(email: string, flow: VerifyFlow): string {
  const query = new URLSearchParams({ email, type: flow });
  return `/verify?${query.toString()}`;
}
