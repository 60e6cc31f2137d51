import type { Session } from '@supabase/auth-js';

/** An access token's claims, read without verifying them (the server verifies every call). */
export function tokenClaims(accessToken: string): Record<string, unknown> | null {
  try {
    const payload = accessToken.split('.')[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `aal` claim of an access token. */
export function assuranceLevelOf(accessToken: string): string | null {
  const aal = tokenClaims(accessToken)?.aal;
  return typeof aal === 'string' ? aal : null;
}

/**
 * The password (or code, or Google) sign-in succeeded but the account has a verified authenticator and
 * the session has not been stepped up with it yet: the sign-in is not finished.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const hasVerifiedFactor = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return hasVerifiedFactor && assuranceLevelOf(session.access_token) !== 'aal2';
}
