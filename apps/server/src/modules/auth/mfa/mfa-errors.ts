import { AuthError } from '../../../auth/auth-error.ts';

/** GoTrue's MFA error codes and messages, which @supabase/auth-js surfaces as `error.code`. */

/** Also answered for another user's factor: nobody learns which factor ids exist. */
export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

export const challengeNotFound = () =>
  new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');

export const insufficientAal = (message: string) => new AuthError(422, 'insufficient_aal', message);

export const factorNameConflict = (name: string) =>
  new AuthError(
    422,
    'mfa_factor_name_conflict',
    `A factor with the friendly name "${name}" for this user already exists`,
  );

export const tooManyFactors = () =>
  new AuthError(
    422,
    'too_many_enrolled_mfa_factors',
    'Maximum number of verified factors reached, unenroll to continue',
  );

export const challengeExpired = (challengeId: string) =>
  new AuthError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${challengeId} has expired, verify against another challenge or create a new factor.`,
  );

export const challengeUsed = (challengeId: string) =>
  new AuthError(
    422,
    'mfa_challenge_expired',
    `MFA challenge ${challengeId} has already been used, create another challenge.`,
  );

export const ipAddressMismatch = () =>
  new AuthError(
    422,
    'mfa_ip_address_mismatch',
    'Challenge and verify IP addresses mismatch. Try the challenge again.',
  );

export const verificationFailed = () =>
  new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
