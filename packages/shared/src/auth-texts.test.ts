import { AUTH_TEXTS } from './auth-texts.ts';

// docs/product.md §8's toasts, written out again here as the SPEC states them, so a slip in a constant fails.
describe('docs/product.md §8 account texts', () => {
  test.each([
    [AUTH_TEXTS.loginSuccessful, 'Login successful'],
    [AUTH_TEXTS.checkCredentials, 'Please check your credentials and try again'],
    [
      AUTH_TEXTS.useGoogleToSignIn,
      'This email is associated with a Google account. Please sign in with Google instead.',
    ],
    [
      AUTH_TEXTS.signUpGoogleConflict,
      'An account with this email already exists using Google sign-in. Please sign in with Google instead.',
    ],
    [AUTH_TEXTS.signUpExistingAccount, 'An account with this email already exists. Please sign in instead.'],
    [AUTH_TEXTS.pleaseTryAgain, 'Please try again'],
    [AUTH_TEXTS.resetLinkFailed, 'Failed to send reset link'],
    [AUTH_TEXTS.passwordResetFailed, 'Failed to reset password'],
    [AUTH_TEXTS.codeSendFailed, 'Failed to send verification code'],
    [AUTH_TEXTS.verificationEmailFailed, 'Failed to send verification email. Please try again.'],
    [AUTH_TEXTS.verificationCodeSent, 'Verification code sent! Please check your inbox.'],
    [AUTH_TEXTS.googleSignInFailed, 'Google sign-in failed'],
    [AUTH_TEXTS.googleCallbackFailed, 'Google callback handling failed'],
    [AUTH_TEXTS.noUserSession, 'No user session found'],
    [AUTH_TEXTS.noGoogleEmail, 'No email found in Google account'],
    [
      AUTH_TEXTS.signOutProblem,
      "There was a problem during sign out, but you've been logged out successfully.",
    ],
    [AUTH_TEXTS.unexpectedError, 'An unexpected error occurred'],
    [AUTH_TEXTS.cannotProceedSignIn, 'Cannot proceed with sign in'],
    [AUTH_TEXTS.cannotProceedSignUp, 'Cannot proceed with sign up'],
    [AUTH_TEXTS.invalidEmail, 'Please provide a valid email address'],
    [AUTH_TEXTS.passwordTooShort, 'Password must be at least 6 characters long'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  test.each([
    [AUTH_TEXTS.verificationRequired, 'Verification Required - Check your email for a verification code'],
    [AUTH_TEXTS.resetLinkSent, 'Reset Link Sent - Check your email for a password reset link'],
    [AUTH_TEXTS.passwordReset, 'Password Reset - Your password has been reset successfully'],
    [AUTH_TEXTS.accountVerified, 'Account verified! - Your account has been verified successfully'],
    [
      AUTH_TEXTS.verificationFailed,
      'Verification failed - Please check your verification code and try again',
    ],
    [AUTH_TEXTS.codeSent, 'Code sent - A verification code has been sent to your email'],
  ])('a titled toast reads "%s"', (toast, expected) => {
    expect(`${toast.title} - ${toast.description}`).toBe(expected);
  });
});
