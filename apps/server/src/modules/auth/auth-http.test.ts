// Over 400 lines on purpose: every describe block uses the request, per-test address, counting and GoTrue-
// error helpers below; splitting would repeat them in each file.

import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { flowStates, oneTimeTokens, users } from '../../db/schema/auth.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAccount, latestAccountEmail } from './auth-test-kit.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

// The auth service over HTTP: bad input changes nothing, code and token rules, redirects, rate limits.

let t: TestApp;
/** Set while a block shares one app (its tests change nothing); every other test gets a fresh one. */
let shared: TestApp | undefined;
beforeEach(async () => {
  if (!shared) t = await createTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  if (!shared) await t?.close();
});

const db = () => t.database.db;
let ipCounter = 0;
/** Each test gets its own client address, so per-IP limits never leak between tests. */
let ip = '';
beforeEach(() => {
  ipCounter += 1;
  ip = `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
});

function call(
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  options: Partial<InjectOptions> = {},
) {
  return t.app.inject({
    method,
    url: `/api/auth/v1${url}`,
    headers: { apikey: t.anonKey, ...(options.headers ?? {}) },
    remoteAddress: options.remoteAddress ?? ip,
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? { payload }
        : { payload: payload as object }),
  });
}
const post = (url: string, payload?: unknown, options?: Partial<InjectOptions>) =>
  call('POST', url, payload, options);

const countUsers = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
  )[0]!.n;
const countEmails = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
  )[0]!.n;

function expectGoTrueError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ code: status, error_code: code });
  expect(body.msg).toEqual(expect.any(String));
  expect(body.error).toBe(body.msg);
  return body;
}

async function signUpAndGetCode(email = 'new@example.com', password = 'secret-pass') {
  const response = await post('/signup', { email, password, data: { user_type: 'filmmaker' } });
  expect(response.statusCode).toBe(200);
  return latestAccountEmail(db(), email, 'signup_confirmation');
}

describe('bad input changes nothing', () => {
  // Every test here asserts that nothing was written, so one app serves them all (about a second saved per
  // test); a test that did write would fail the next one's count as well as its own.
  beforeAll(async () => {
    shared = t = await createTestApp();
  });
  afterAll(async () => {
    await shared?.close();
    shared = undefined;
  });

  test('malformed JSON is a 400 bad_json', async () => {
    const response = await post('/signup', '{"email": "a@example.com", "password": ', {
      headers: { 'content-type': 'application/json' },
    });
    expectGoTrueError(response, 400, 'bad_json');
    expect(await countUsers()).toBe(0);
  });

  test.each([
    ['a number for the email', { email: 123, password: 'secret-pass' }, 'email'],
    ['an email without @', { email: 'not-an-email', password: 'secret-pass' }, 'email'],
    ['an overlong email', { email: `${'a'.repeat(250)}@example.com`, password: 'secret-pass' }, 'email'],
    ['an overlong password', { email: 'a@example.com', password: 'x'.repeat(1001) }, 'password'],
    ['a non-string password', { email: 'a@example.com', password: ['x'] }, 'password'],
    [
      'an admin user_type',
      { email: 'a@example.com', password: 'secret-pass', data: { user_type: 'admin' } },
      'data.user_type',
    ],
    [
      'an overlong first name',
      { email: 'a@example.com', password: 'secret-pass', data: { first_name: 'x'.repeat(101) } },
      'data.first_name',
    ],
    [
      'nested metadata',
      { email: 'a@example.com', password: 'secret-pass', data: { profile: { deep: true } } },
      'data.profile',
    ],
    [
      'too many metadata keys',
      {
        email: 'a@example.com',
        password: 'secret-pass',
        data: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])),
      },
      'data',
    ],
  ])('sign-up with %s is a 400 validation_failed naming the field', async (_label, payload, field) => {
    const response = await post('/signup', payload);
    const body = expectGoTrueError(response, 400, 'validation_failed');
    expect(body.msg).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    expect(await countUsers()).toBe(0);
    expect(await countEmails()).toBe(0);
  });

  test('a short password is 422 weak_password with reasons, in the SPEC words; a long one is refused', async () => {
    const short = await post('/signup', { email: 'a@example.com', password: '12345' });
    const body = expectGoTrueError(short, 422, 'weak_password');
    expect(body.msg).toBe('Password must be at least 6 characters long');
    expect(body.weak_password).toEqual({ reasons: ['length'] });
    const long = await post('/signup', { email: 'a@example.com', password: 'x'.repeat(73) });
    expectGoTrueError(long, 422, 'validation_failed');
    expect(await countUsers()).toBe(0);
  });

  test('a body over 16 KB is refused before it is read', async () => {
    const response = await post('/signup', {
      email: 'a@example.com',
      password: 'secret-pass',
      pad: 'x'.repeat(20_000),
    });
    expectGoTrueError(response, 413, 'request_too_large');
    expect(await countUsers()).toBe(0);
  });

  test('half a PKCE challenge is refused', async () => {
    const response = await post('/signup', {
      email: 'a@example.com',
      password: 'secret-pass',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: null,
    });
    expectGoTrueError(response, 400, 'validation_failed');
    expect(await countUsers()).toBe(0);
  });

  test.each([
    ['/token?grant_type=client_credentials', 'unsupported_grant_type'],
    ['/token', 'unsupported_grant_type'],
  ])('POST %s is a 400 %s', async (url, code) => {
    const response = await post(url, { email: 'a@example.com', password: 'x' });
    expectGoTrueError(response, 400, code);
  });

  test('a grant with the wrong body is a 400 validation_failed', async () => {
    expectGoTrueError(
      await post('/token?grant_type=password', { email: 'a@example.com' }),
      400,
      'validation_failed',
    );
    expectGoTrueError(
      await post('/token?grant_type=refresh_token', { refresh_token: 7 }),
      400,
      'validation_failed',
    );
    expectGoTrueError(await post('/token?grant_type=pkce', { auth_code: 'x' }), 400, 'validation_failed');
  });

  test('verify needs email and token, or token_hash, and a known type', async () => {
    expectGoTrueError(
      await post('/verify', { type: 'signup', email: 'a@example.com' }),
      400,
      'validation_failed',
    );
    expectGoTrueError(await post('/verify', { type: 'invite', token_hash: 'x' }), 400, 'validation_failed');
    expectGoTrueError(
      await post('/verify', { type: 'signup', email: 'a@example.com', token: 'abcdef' }),
      400,
      'validation_failed',
    );
  });
});

describe('sign-up on an address that is taken', () => {
  test('a confirmed account: an obfuscated user, no email, and the account is untouched (GoTrue)', async () => {
    const existing = await createAccount(db(), {
      email: 'taken@example.com',
      metadata: { first_name: 'Ann' },
    });
    const response = await post('/signup', {
      email: 'Taken@Example.com',
      password: 'another-pass',
      data: { first_name: 'Mallory' },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.id).not.toBe(existing.id);
    expect(user.identities).toEqual([]);
    expect(await countEmails()).toBe(0);
    const [row] = await db().select().from(users).where(eq(users.id, existing.id));
    expect(row!.userMetadata).toEqual({ first_name: 'Ann' });
    const signIn = await post('/token?grant_type=password', {
      email: 'taken@example.com',
      password: 'correct-horse',
    });
    expect(signIn.statusCode).toBe(200);
  });

  test('an unconfirmed account: the newest sign-up sets the password (no pre-hijacking)', async () => {
    await post('/signup', { email: 'pre@example.com', password: 'attacker-pass' });
    const { code } = await signUpAndGetCode('pre@example.com', 'owner-pass');
    expect(await countUsers()).toBe(1);
    expect(
      (await post('/verify', { type: 'signup', email: 'pre@example.com', token: code })).statusCode,
    ).toBe(200);
    expectGoTrueError(
      await post('/token?grant_type=password', { email: 'pre@example.com', password: 'attacker-pass' }),
      400,
      'invalid_credentials',
    );
    expect(
      (await post('/token?grant_type=password', { email: 'pre@example.com', password: 'owner-pass' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('one-time codes', () => {
  test('are stored only as hashes', async () => {
    const mail = await signUpAndGetCode();
    const [row] = await db().select().from(oneTimeTokens);
    const linkToken = new URL(mail.link).searchParams.get('token')!;
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(mail.code);
    expect(row!.linkHash).not.toContain(linkToken);
    expect(JSON.stringify(row)).not.toContain(linkToken);
  });

  test('die after 5 wrong tries, even for the right code', async () => {
    const { code } = await signUpAndGetCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectGoTrueError(
        await post('/verify', { type: 'signup', email: 'new@example.com', token: wrong }),
        403,
        'otp_expired',
      );
    }
    const body = expectGoTrueError(
      await post('/verify', { type: 'signup', email: 'new@example.com', token: code }),
      403,
      'otp_expired',
    );
    expect(body.msg).toBe('Token has expired or is invalid');
    const [row] = await db().select().from(oneTimeTokens);
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).toBeNull();
    const [user] = await db().select().from(users);
    expect(user!.emailConfirmedAt).toBeNull();
  });

  test('expire after 10 minutes', async () => {
    const { code } = await signUpAndGetCode();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    expectGoTrueError(
      await post('/verify', { type: 'signup', email: 'new@example.com', token: code }),
      403,
      'otp_expired',
    );
    vi.useRealTimers();
    // Nothing was used up by the late try: in time, the code still works.
    expect(
      (await post('/verify', { type: 'signup', email: 'new@example.com', token: code })).statusCode,
    ).toBe(200);
  });

  test('only answer the type they were sent for', async () => {
    const { code } = await signUpAndGetCode();
    expectGoTrueError(
      await post('/verify', { type: 'recovery', email: 'new@example.com', token: code }),
      403,
      'otp_expired',
    );
    expect(
      (await post('/verify', { type: 'signup', email: 'new@example.com', token: code })).statusCode,
    ).toBe(200);
  });

  test('the link token also verifies through POST /verify token_hash, once', async () => {
    const mail = await signUpAndGetCode();
    const tokenHash = new URL(mail.link).searchParams.get('token')!;
    const first = await post('/verify', { type: 'signup', token_hash: tokenHash });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'bearer', user: { email: 'new@example.com' } });
    expectGoTrueError(await post('/verify', { type: 'signup', token_hash: tokenHash }), 403, 'otp_expired');
    // The code of the same email is used up with it.
    expectGoTrueError(
      await post('/verify', { type: 'signup', email: 'new@example.com', token: mail.code }),
      403,
      'otp_expired',
    );
  });
});

describe('GET /verify (the emailed link)', () => {
  test('needs no API key, and an unknown token lands on the site with an error fragment', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/verify?token=nope&type=signup',
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(t.config.publicUrl);
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  test('never redirects off the site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent('https://evil.example/x')}`,
      remoteAddress: ip,
    });
    expect(new URL(response.headers.location as string).origin).toBe(t.config.publicUrl);

    await post(`/signup?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      email: 'x@example.com',
      password: 'secret-pass',
    });
    const { actionPath } = await latestAccountEmail(db(), 'x@example.com', 'signup_confirmation');
    expect(actionPath).toContain(encodeURIComponent(`${t.config.publicUrl}/verify`));
    const link = await t.app.inject({ method: 'GET', url: actionPath, remoteAddress: ip });
    expect(new URL(link.headers.location as string).origin).toBe(t.config.publicUrl);
  });
});

describe('PKCE code exchange', () => {
  const verifier = 'v'.repeat(20) + 'e'.repeat(20) + 'r'.repeat(20);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  async function authCode() {
    await post('/signup', {
      email: 'pk@example.com',
      password: 'secret-pass',
      code_challenge: challenge,
      code_challenge_method: 's256',
    });
    const { actionPath } = await latestAccountEmail(db(), 'pk@example.com', 'signup_confirmation');
    const response = await t.app.inject({ method: 'GET', url: actionPath, remoteAddress: ip });
    expect(response.statusCode).toBe(303);
    return new URL(response.headers.location as string).searchParams.get('code')!;
  }

  test('a wrong verifier changes nothing; the right one signs in once', async () => {
    const code = await authCode();
    expectGoTrueError(
      await post('/token?grant_type=pkce', { auth_code: code, code_verifier: 'w'.repeat(60) }),
      403,
      'bad_code_verifier',
    );
    const ok = await post('/token?grant_type=pkce', { auth_code: code, code_verifier: verifier });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', user: { email: 'pk@example.com' } });
    expectGoTrueError(
      await post('/token?grant_type=pkce', { auth_code: code, code_verifier: verifier }),
      404,
      'flow_state_not_found',
    );
  });

  test('the auth code expires after 5 minutes', async () => {
    const code = await authCode();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expectGoTrueError(
      await post('/token?grant_type=pkce', { auth_code: code, code_verifier: verifier }),
      400,
      'flow_state_expired',
    );
    const [flow] = await db().select().from(flowStates);
    expect(flow!.consumedAt).toBeNull();
  });
});

describe('user and logout', () => {
  test('GET /user needs a valid bearer token', async () => {
    expectGoTrueError(await call('GET', '/user'), 401, 'no_authorization');
    expectGoTrueError(
      await call('GET', '/user', undefined, { headers: { authorization: 'Bearer not.a.jwt' } }),
      403,
      'bad_jwt',
    );
  });

  test('logout answers 204, and refuses a bad scope', async () => {
    await createAccount(db(), { email: 'l@example.com' });
    const session = (
      await post('/token?grant_type=password', { email: 'l@example.com', password: 'correct-horse' })
    ).json();
    const headers = { authorization: `Bearer ${session.access_token}` };
    expectGoTrueError(
      await post('/logout?scope=everything', undefined, { headers }),
      400,
      'validation_failed',
    );
    const out = await post('/logout?scope=local', undefined, { headers });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expectGoTrueError(await call('GET', '/user', undefined, { headers }), 403, 'session_not_found');
  });

  test('an email change to a taken address is refused and sends nothing', async () => {
    await createAccount(db(), { email: 'one@example.com' });
    await createAccount(db(), { email: 'two@example.com' });
    const session = (
      await post('/token?grant_type=password', { email: 'one@example.com', password: 'correct-horse' })
    ).json();
    const response = await call(
      'PUT',
      '/user',
      { email: 'two@example.com' },
      {
        headers: { authorization: `Bearer ${session.access_token}` },
      },
    );
    expectGoTrueError(response, 422, 'email_exists');
    expect(await countEmails()).toBe(0);
  });
});

describe('settings', () => {
  test('lists email sign-in, and Google only when configured', async () => {
    const response = await call('GET', '/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      external: { email: true, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });
});

describe('rate limits', () => {
  function expectRateLimited(response: Awaited<ReturnType<typeof post>>, code: string) {
    const body = expectGoTrueError(response, 429, code);
    expect(body.error).toMatch(/Please try again in \d+ (seconds|minutes)\./);
    return body;
  }

  test('sign-up: 30 per hour from one IP, then 429 over_request_rate_limit; other IPs go on', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.signUp.max; i++) {
      expect((await post('/signup', {})).statusCode).toBe(400);
    }
    const limited = await post('/signup', { email: 'late@example.com', password: 'secret-pass' });
    expectRateLimited(limited, 'over_request_rate_limit');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countUsers()).toBe(0);
    const elsewhere = await post(
      '/signup',
      { email: 'late@example.com', password: 'secret-pass' },
      { remoteAddress: '10.9.9.9' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  test('emails to one address: 6 per hour across sign-up, code, recovery and resend', async () => {
    await createAccount(db(), { email: 'inbox@example.com' });
    const from = (n: number) => ({ remoteAddress: `10.2.0.${n}` });
    for (let i = 0; i < 3; i++)
      expect((await post('/recover', { email: 'inbox@example.com' }, from(i))).statusCode).toBe(200);
    for (let i = 3; i < 6; i++) {
      expect(
        (await post('/otp', { email: 'inbox@example.com', create_user: false }, from(i))).statusCode,
      ).toBe(200);
    }
    const limited = await post('/recover', { email: 'INBOX@example.com' }, from(7));
    expectRateLimited(limited, 'over_email_send_rate_limit');
    expect(await countEmails()).toBe(6);
    expect((await post('/recover', { email: 'other@example.com' }, from(8))).statusCode).toBe(200);
  });

  test('password sign-in: AUTH_RATE_LIMITS.signIn per 5 minutes from one IP; refreshing is counted apart', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.signIn.max; i++) {
      expect((await post('/token?grant_type=password', {})).statusCode).toBe(400);
    }
    expectRateLimited(
      await post('/token?grant_type=password', { email: 'a@example.com', password: 'x' }),
      'over_request_rate_limit',
    );
    expectGoTrueError(
      await post('/token?grant_type=refresh_token', { refresh_token: 'x' }),
      400,
      'refresh_token_not_found',
    );
  });

  test('verify: 30 per 5 minutes from one IP', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.verify.max; i++) {
      expect(
        (await post('/verify', { type: 'signup', email: 'a@example.com', token: '123456' })).statusCode,
      ).toBe(403);
    }
    expectRateLimited(
      await post('/verify', { type: 'signup', email: 'a@example.com', token: '123456' }),
      'over_request_rate_limit',
    );
  });
});
