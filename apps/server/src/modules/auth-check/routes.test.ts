import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAccount } from '../auth/auth-test-kit.ts';
import { AUTH_RATE_LIMITS } from '../auth/rate-limits.ts';

const URL = '/api/functions/v1/auth-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createAccount(db, { email: 'password@example.com' });
  await createAccount(db, { email: 'google@example.com', password: null, google: true });
  await createAccount(db, { email: 'both@example.com', google: true });
  await createAccount(db, { email: 'pending@example.com', confirmed: false });
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const check = (payload: unknown, remoteAddress = `10.3.0.${(n += 1)}`) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { apikey: t.anonKey },
    payload: payload as object,
    remoteAddress,
  });

const proceed = { canProceed: true, error: null, isGoogleAccount: false, isExistingAccount: false };

describe('POST /api/functions/v1/auth-check', () => {
  test.each([
    ['signin', 'unknown@example.com', proceed],
    ['signin', 'password@example.com', proceed],
    ['signin', 'both@example.com', proceed],
    ['signin', 'pending@example.com', proceed],
    [
      'signin',
      'Google@Example.com',
      {
        canProceed: false,
        error: AUTH_TEXTS.useGoogleToSignIn,
        isGoogleAccount: true,
        isExistingAccount: true,
      },
    ],
    ['signup', 'unknown@example.com', proceed],
    ['signup', 'pending@example.com', proceed],
    [
      'signup',
      'google@example.com',
      {
        canProceed: false,
        error: AUTH_TEXTS.signUpGoogleConflict,
        isGoogleAccount: true,
        isExistingAccount: true,
      },
    ],
    [
      'signup',
      'password@example.com',
      {
        canProceed: false,
        error: AUTH_TEXTS.signUpExistingAccount,
        isGoogleAccount: false,
        isExistingAccount: true,
      },
    ],
    [
      'signup',
      'both@example.com',
      {
        canProceed: false,
        error: AUTH_TEXTS.signUpExistingAccount,
        isGoogleAccount: false,
        isExistingAccount: true,
      },
    ],
  ])('%s for %s', async (action, email, expected) => {
    const response = await check({ email, action });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  test('uses the SPEC texts verbatim', () => {
    expect(AUTH_TEXTS.useGoogleToSignIn).toBe(
      'This email is associated with a Google account. Please sign in with Google instead.',
    );
    expect(AUTH_TEXTS.signUpGoogleConflict).toBe(
      'An account with this email already exists using Google sign-in. Please sign in with Google instead.',
    );
    expect(AUTH_TEXTS.signUpExistingAccount).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  test.each([
    [{ email: 'a@example.com', action: 'delete' }, 'action: action must be signin or signup'],
    [{ email: 'nope', action: 'signin' }, 'email: Please provide a valid email address'],
    [{ action: 'signin' }, 'email: Please provide a valid email address'],
  ])('refuses bad input with a 400 and a clear error', async (payload, error) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  test('changes nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();
    await check({ email: 'fresh@example.com', action: 'signup' });
    expect(await count()).toBe(before);
  });

  test(`answers 429 after ${AUTH_RATE_LIMITS.authCheck.max} checks in 5 minutes from one IP`, async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.authCheck.max; i++) {
      expect((await check({ email: 'a@example.com', action: 'signin' }, '10.4.0.1')).statusCode).toBe(200);
    }
    const limited = await check({ email: 'a@example.com', action: 'signin' }, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});
