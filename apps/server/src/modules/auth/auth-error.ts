/**
 * An auth error in GoTrue's wire shape, so @supabase/auth-js reads its code and message unchanged:
 * `{ code, error_code, msg }`. `error` repeats the message for clients that follow DESIGN's `{ error }`.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly extra: Record<string, unknown> | undefined;

  constructor(status: number, errorCode: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
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
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
