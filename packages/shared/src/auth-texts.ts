// Every account-related text of docs/product.md §5 and §8, verbatim and once. The web app shows these and the
// tests assert them by their exact words. No zod here: the light parts of the web app import this module.

/** A toast with a title and a description (SPEC writes these as "Title - Description"). */
export interface ToastText {
  title: string;
  description: string;
}

export const AUTH_TEXTS = {
  // Sign-in
  loginSuccessful: 'Login successful',
  checkCredentials: 'Please check your credentials and try again',
  /** Shown for SPEC's sign-in conflict toast duration (TOASTS.signInConflictToastMs). */
  useGoogleToSignIn: 'This email is associated with a Google account. Please sign in with Google instead.',
  verificationRequired: {
    title: 'Verification Required',
    description: 'Check your email for a verification code',
  } satisfies ToastText,
  cannotProceedSignIn: 'Cannot proceed with sign in',

  // Sign-up
  signUpGoogleConflict:
    'An account with this email already exists using Google sign-in. Please sign in with Google instead.',
  signUpExistingAccount: 'An account with this email already exists. Please sign in instead.',
  cannotProceedSignUp: 'Cannot proceed with sign up',
  pleaseTryAgain: 'Please try again',

  // Validation (docs/product.md §5)
  invalidEmail: 'Please provide a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',

  // Password reset
  resetLinkSent: {
    title: 'Reset Link Sent',
    description: 'Check your email for a password reset link',
  } satisfies ToastText,
  resetLinkFailed: 'Failed to send reset link',
  passwordReset: {
    title: 'Password Reset',
    description: 'Your password has been reset successfully',
  } satisfies ToastText,
  passwordResetFailed: 'Failed to reset password',

  // Email verification and one-time codes
  accountVerified: {
    title: 'Account verified!',
    description: 'Your account has been verified successfully',
  } satisfies ToastText,
  verificationFailed: {
    title: 'Verification failed',
    description: 'Please check your verification code and try again',
  } satisfies ToastText,
  codeSent: {
    title: 'Code sent',
    description: 'A verification code has been sent to your email',
  } satisfies ToastText,
  codeSendFailed: 'Failed to send verification code',
  /** The sign-in code request ("Sign in with a code instead") failed. */
  verificationEmailFailed: 'Failed to send verification email. Please try again.',
  /** The sign-in code request succeeded. */
  verificationCodeSent: 'Verification code sent! Please check your inbox.',

  // Google
  googleSignInFailed: 'Google sign-in failed',
  googleCallbackFailed: 'Google callback handling failed',
  noUserSession: 'No user session found',
  noGoogleEmail: 'No email found in Google account',

  // Sign-out
  signOutProblem: "There was a problem during sign out, but you've been logged out successfully.",

  /** Anything else. */
  unexpectedError: 'An unexpected error occurred',
} as const;
