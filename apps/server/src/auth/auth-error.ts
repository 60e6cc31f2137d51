/**
 * An auth error in GoTrue's wire shape, so @supabase/auth-js reads its code and message unchanged:
 * `{ code, error_code, msg }`. `error` repeats the message for clients that follow DESIGN's `{ error }`.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly extra: Record<string, unknown> | undefined;
  /** Sent as `Retry-After` with a 429 the rate-limit plugin did not make itself. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, errorCode: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
    this.retryAfterSeconds = undefined;
  }

  toBody(): Record<string, unknown> {
    return {
      code: this.status,
      error_code: this.errorCode,
      msg: this.message,
      error: this.message,
      ...this.extra,
    };
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const notAuthenticated = (message = 'Not authenticated') =>
  new AuthError(401, 'no_authorization', message);
export const badJwt = () => new AuthError(403, 'bad_jwt', 'Invalid or expired access token');
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
/**
 * Decision 0064: a suspended account, at sign-in and on every call with an older token. GoTrue's code for
 * a banned user, with a message that says what to do.
 */
export const userSuspended = () =>
  new AuthError(
    403,
    'user_banned',
    'This account is suspended. Contact support if you think this is a mistake.',
  );
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

// GoTrue's codes and messages for the email, code and token flows (@supabase/auth-js shows `msg`).
export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const emailNotConfirmed = () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const otpSignupsDisabled = () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const samePassword = () =>
  new AuthError(422, 'same_password', 'New password should be different from the old password.');
// GoTrue's secure password change (internal/api/user.go, decision 0054).
export const reauthenticationNeeded = (what: 'Password' | 'Email') =>
  new AuthError(400, 'reauthentication_needed', `${what} update requires reauthentication`);
export const reauthenticationNotValid = () =>
  new AuthError(422, 'reauthentication_not_valid', 'Requires reauthentication');
export const refreshTokenNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const unsupportedGrantType = (grantType: string | undefined) =>
  new AuthError(
    400,
    'unsupported_grant_type',
    grantType
      ? `Unsupported grant type "${grantType.slice(0, 40)}": use password, refresh_token or pkce`
      : 'grant_type is required: use password, refresh_token or pkce',
  );
export const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'Invalid flow state, no valid flow state found');
export const flowStateExpired = () =>
  new AuthError(400, 'flow_state_expired', 'Flow state has expired, please sign in again');
export const badCodeVerifier = () =>
  new AuthError(403, 'bad_code_verifier', 'Code challenge does not match previously saved code verifier');
export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    'over_request_rate_limit',
    `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
  );
export const overEmailSendRateLimit = (retryAfterSeconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `Too many emails requested for this address. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  );
