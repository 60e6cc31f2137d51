import { signInPreCheckStop, signUpPreCheckStop } from './auth-check.ts';

describe('the sign-in pre-check (docs/product.md §5 and §8)', () => {
  test('goes on when the server says it can', () => {
    expect(signInPreCheckStop({ canProceed: true, isExistingAccount: true })).toBeNull();
  });

  test('a Google-only account is told to use Google, with the 5-second conflict toast', () => {
    expect(signInPreCheckStop({ canProceed: false, isGoogleAccount: true, error: 'x' })).toEqual({
      message: 'This email is associated with a Google account. Please sign in with Google instead.',
      googleConflict: true,
    });
  });

  test("stops with the server's message, or the default", () => {
    expect(signInPreCheckStop({ canProceed: false, error: 'Too many attempts' })?.message).toBe(
      'Too many attempts',
    );
    expect(signInPreCheckStop({ canProceed: false, error: null })?.message).toBe(
      'Cannot proceed with sign in',
    );
  });
});

describe('the sign-up pre-check', () => {
  test('goes on for a new email', () => {
    expect(signUpPreCheckStop({ canProceed: true, isExistingAccount: false })).toBeNull();
  });

  test.each([
    [
      { canProceed: false, isGoogleAccount: true, isExistingAccount: true },
      'An account with this email already exists using Google sign-in. Please sign in with Google instead.',
    ],
    [
      { canProceed: false, isGoogleAccount: false, isExistingAccount: true },
      'An account with this email already exists. Please sign in instead.',
    ],
    [{ canProceed: false, error: 'Sign-ups are paused' }, 'Sign-ups are paused'],
    [{ canProceed: false }, 'Cannot proceed with sign up'],
  ])('%o stops with "%s"', (result, message) => {
    expect(signUpPreCheckStop(result)).toEqual({ message, googleConflict: false });
  });
});
