// Over 400 lines on purpose: every test drives the real auth-js client against the listening server set up
// below, through the same client, user-count and sign-in helpers; splitting would repeat that setup in each
// file.

import type { AuthChangeEvent, GoTrueClient } from '@supabase/auth-js';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens, sessions, users } from '../../db/schema/auth.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountEmails, authClient, createAccount, latestAccountEmail } from './auth-test-kit.ts';

// The real, unmodified @supabase/auth-js against the server listening on a port (issue 3, "Done means").

let t: TestApp;
let baseUrl: string;

beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
});

const client = (options: Parameters<typeof authClient>[2] = {}) => authClient(baseUrl, t.anonKey, options);
const db = () => t.database.db;
const userByEmail = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0];
const countUsers = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
  )[0]!.n;

async function signedIn(email: string, password = 'correct-horse') {
  const c = client();
  const { data, error } = await c.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client: c, session: data.session! };
}

describe('sign-up and email confirmation', () => {
  test('signs up without a session, emails a 6-digit code, and the code confirms and signs in', async () => {
    const c = client();
    const email = 'maya@example.com';
    const { data, error } = await c.signUp({
      email,
      password: 'secret-pass',
      options: {
        emailRedirectTo: `${t.config.publicUrl}/verify`,
        data: { user_type: 'filmmaker', first_name: 'Maya', last_name: 'Okafor' },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { user_type: 'filmmaker', first_name: 'Maya', last_name: 'Okafor' },
    });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.identities).toHaveLength(1);

    const mail = await latestAccountEmail(db(), email, 'signup_confirmation');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.firstName).toBe('Maya');
    expect(mail.expiresInMinutes).toBe(10);
    expect(mail.actionPath).toMatch(/^\/api\/auth\/v1\/verify\?token=[^&]+&type=signup&redirect_to=/);
    expect(mail.link).toBe(`${t.config.publicUrl}${mail.actionPath}`);

    // Not confirmed yet: the right password says so, a wrong one does not.
    const early = await c.signInWithPassword({ email, password: 'secret-pass' });
    expect(early.error?.code).toBe('email_not_confirmed');
    const wrong = await c.signInWithPassword({ email, password: 'not-it' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const events: AuthChangeEvent[] = [];
    c.onAuthStateChange((event) => void events.push(event));
    const verified = await c.verifyOtp({ email, token: mail.code, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toEqual(expect.any(String));
    expect(verified.data.session?.expires_in).toBe(3600);
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    await vi.waitFor(() => expect(events).toContain('SIGNED_IN'));
    expect((await c.getSession()).data.session?.user.email).toBe(email);

    // The code was single use.
    const again = await client().verifyOtp({ email, token: mail.code, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);

    const signIn = await client().signInWithPassword({ email, password: 'secret-pass' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(data.user!.id);
  });

  test("the 'email' type accepts a sign-up code too (one code page for both)", async () => {
    const email = 'sam@example.com';
    await client().signUp({ email, password: 'secret-pass', options: { data: { user_type: 'client' } } });
    const { code } = await latestAccountEmail(db(), email, 'signup_confirmation');
    const { data, error } = await client().verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
  });

  test('a resent code replaces the first one', async () => {
    const email = 'lena@example.com';
    const c = client();
    await c.signUp({ email, password: 'secret-pass' });
    const first = await latestAccountEmail(db(), email, 'signup_confirmation');
    const { error } = await c.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const rows = await accountEmails(db(), email, 'signup_confirmation');
    expect(rows).toHaveLength(2);
    const second = rows[0]!.templateData as { code: string };
    expect((await client().verifyOtp({ email, token: first.code, type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
    expect((await client().verifyOtp({ email, token: second.code, type: 'signup' })).error).toBeNull();
  });

  test('the emailed link confirms and redirects with the session in the fragment (implicit flow)', async () => {
    const email = 'kwame@example.com';
    await client().signUp({
      email,
      password: 'secret-pass',
      options: { emailRedirectTo: `${t.config.publicUrl}/verify` },
    });
    const { link } = await latestAccountEmail(db(), email, 'signup_confirmation');
    // A click in a mail client carries no API key.
    const response = await fetch(link.replace(t.config.publicUrl, baseUrl), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.config.publicUrl}/verify`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const c = client();
    const { data, error } = await c.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

    // The link is single use: the second click lands with GoTrue's error fragment.
    const replay = await fetch(link.replace(t.config.publicUrl, baseUrl), { redirect: 'manual' });
    const error2 = new URLSearchParams(new URL(replay.headers.get('location')!).hash.slice(1));
    expect(error2.get('error_code')).toBe('otp_expired');
    expect(error2.get('error_description')).toBe('Email link is invalid or has expired');
  });

  test('with PKCE the link redirects with ?code= that the client exchanges for the session', async () => {
    const email = 'ines@example.com';
    const c = client({ flowType: 'pkce' });
    const signUp = await c.signUp({
      email,
      password: 'secret-pass',
      options: { emailRedirectTo: `${t.config.publicUrl}/verify` },
    });
    expect(signUp.error).toBeNull();
    const { link } = await latestAccountEmail(db(), email, 'signup_confirmation');
    expect(link).toContain('token=pkce_');
    const response = await fetch(link.replace(t.config.publicUrl, baseUrl), { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    const { data, error } = await c.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));

    // The auth code is single use.
    const replay = await client({ flowType: 'pkce' }).exchangeCodeForSession(code!);
    expect(replay.error).not.toBeNull();
  });
});

describe('password sign-in and refresh tokens', () => {
  beforeEach(async () => {
    await createAccount(db(), { email: 'priya@example.com', metadata: { user_type: 'filmmaker' } });
  });

  test('signs in with a password and gets a GoTrue session', async () => {
    const { session } = await signedIn('priya@example.com');
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(session.user.user_metadata.user_type).toBe('filmmaker');
  });

  test('refreshSession rotates the refresh token, and the rotated one works only within 10 s', async () => {
    const { client: c, session } = await signedIn('priya@example.com');
    const refreshed = await c.refreshSession();
    expect(refreshed.error).toBeNull();
    const rotated = refreshed.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);

    // Another tab that raced with the same old token gets the current token, not a new family.
    const racer = await client().refreshSession({ refresh_token: session.refresh_token });
    expect(racer.error).toBeNull();
    expect(racer.data.session?.refresh_token).toBe(rotated.refresh_token);

    // Eleven seconds later the old token is taken as stolen: the whole session ends.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    const thief = await client().refreshSession({ refresh_token: session.refresh_token });
    expect(thief.error?.code).toBe('refresh_token_already_used');
    expect(thief.error?.status).toBe(400);

    const current = await client().getUser(rotated.access_token);
    expect(current.error?.name).toBe('AuthSessionMissingError');
    const next = await client().refreshSession({ refresh_token: rotated.refresh_token });
    expect(next.error?.code).toBe('refresh_token_not_found');
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, session.user.id));
    expect(row!.revokedAt).not.toBeNull();
    const live = await db().select().from(refreshTokens).where(eq(refreshTokens.revoked, false));
    expect(live).toHaveLength(0);
  });

  test('two refreshes at once with one token both succeed with the same new token', async () => {
    const { session } = await signedIn('priya@example.com');
    const [a, b] = await Promise.all([
      client().refreshSession({ refresh_token: session.refresh_token }),
      client().refreshSession({ refresh_token: session.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);
    const live = await db().select().from(refreshTokens).where(eq(refreshTokens.revoked, false));
    expect(live).toHaveLength(1);
  });

  test('an unknown refresh token is refused', async () => {
    const { error } = await client().refreshSession({ refresh_token: 'not-a-token' });
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('email code sign-in (OTP)', () => {
  test('sends a code to an existing account, which signs in and records use_otp', async () => {
    const email = 'jonah@example.com';
    await createAccount(db(), { email, metadata: { user_type: 'client', first_name: 'Jonah' } });
    const c = client();
    const request = await c.signInWithOtp({
      email,
      options: { shouldCreateUser: false, data: { use_otp: true } },
    });
    expect(request.error).toBeNull();
    const mail = await latestAccountEmail(db(), email, 'sign_in_code');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.firstName).toBe('Jonah');
    expect(mail.actionPath).toContain('type=magiclink');

    const { data, error } = await c.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.user_metadata).toMatchObject({ user_type: 'client', use_otp: true });
  });

  test('shouldCreateUser: false never creates an account for an unknown address', async () => {
    const before = await countUsers();
    const { error } = await client().signInWithOtp({
      email: 'nobody@example.com',
      options: { shouldCreateUser: false, data: { use_otp: true } },
    });
    expect(error?.code).toBe('otp_disabled');
    expect(error?.status).toBe(422);
    expect(await countUsers()).toBe(before);
    expect(await userByEmail('nobody@example.com')).toBeUndefined();
    expect(await db().select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('password recovery', () => {
  test('reset email -> verify the recovery code -> new password -> sign in with it', async () => {
    const email = 'tom@example.com';
    await createAccount(db(), { email, password: 'old-password', metadata: { first_name: 'Tom' } });
    const c = client();
    const sent = await c.resetPasswordForEmail(email, { redirectTo: `${t.config.publicUrl}/reset-password` });
    expect(sent.error).toBeNull();
    const mail = await latestAccountEmail(db(), email, 'password_reset');
    expect(mail.actionPath).toContain('type=recovery');
    expect(mail.actionPath).toContain(encodeURIComponent(`${t.config.publicUrl}/reset-password`));

    const events: AuthChangeEvent[] = [];
    c.onAuthStateChange((event) => void events.push(event));
    const verified = await c.verifyOtp({ email, token: mail.code, type: 'recovery' });
    expect(verified.error).toBeNull();
    await vi.waitFor(() => expect(events).toContain('PASSWORD_RECOVERY'));

    const updated = await c.updateUser({ password: 'new-password' });
    expect(updated.error).toBeNull();
    await vi.waitFor(() => expect(events).toContain('USER_UPDATED'));

    expect((await client().signInWithPassword({ email, password: 'old-password' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client().signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
  });

  test('answers the same for an unknown address and sends nothing', async () => {
    const { data, error } = await client().resetPasswordForEmail('ghost@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await db().select().from(emailOutbox)).toHaveLength(0);
  });

  test('with PKCE the recovery link comes back as a code the client marks as a recovery', async () => {
    const email = 'rec@example.com';
    await createAccount(db(), { email });
    const c = client({ flowType: 'pkce' });
    await c.resetPasswordForEmail(email, { redirectTo: `${t.config.publicUrl}/reset-password` });
    const { link } = await latestAccountEmail(db(), email, 'password_reset');
    const response = await fetch(link.replace(t.config.publicUrl, baseUrl), { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/reset-password');
    const { data, error } = await c.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    // auth-js returns it (and emits PASSWORD_RECOVERY from it), though its types leave it out.
    expect((data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(data.session?.user.email).toBe(email);
  });
});

describe('updating the user', () => {
  test('merges metadata, refuses to make anyone an admin, and getUser shows the result', async () => {
    await createAccount(db(), {
      email: 'g@example.com',
      metadata: { full_name: 'Grace Hopper', avatar_url: 'x' },
    });
    const { client: c } = await signedIn('g@example.com');
    const { data, error } = await c.updateUser({
      data: { user_type: 'client', first_name: 'Grace', last_name: 'Hopper', avatar_url: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      full_name: 'Grace Hopper',
      user_type: 'client',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const fetched = await c.getUser();
    expect(fetched.data.user?.user_metadata.user_type).toBe('client');

    const admin = await c.updateUser({ data: { user_type: 'admin' } });
    expect(admin.error?.status).toBe(400);
    expect(admin.error?.code).toBe('validation_failed');
    expect((await userByEmail('g@example.com'))!.userMetadata.user_type).toBe('client');
  });

  test('a new password signs out the other sessions, keeps this one, and must differ', async () => {
    await createAccount(db(), { email: 'p@example.com' });
    const { client: mine } = await signedIn('p@example.com');
    const { session: other } = await signedIn('p@example.com');
    const same = await mine.updateUser({ password: 'correct-horse' });
    expect(same.error?.code).toBe('same_password');
    const short = await mine.updateUser({ password: '12345' });
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.message).toBe('Password must be at least 6 characters long');

    expect((await mine.updateUser({ password: 'battery-staple' })).error).toBeNull();
    expect((await mine.getUser()).error).toBeNull();
    expect((await client().getUser(other.access_token)).error?.name).toBe('AuthSessionMissingError');
  });

  test('an email change takes effect when the code sent to the new address is verified', async () => {
    await createAccount(db(), { email: 'old@example.com' });
    const { client: c } = await signedIn('old@example.com');
    const { data, error } = await c.updateUser({ email: 'new@example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('old@example.com');
    expect(data.user?.new_email).toBe('new@example.com');
    const mail = await latestAccountEmail(db(), 'new@example.com', 'email_change');
    expect(mail.newEmail).toBe('new@example.com');

    const verified = await c.verifyOtp({ email: 'new@example.com', token: mail.code, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('new@example.com');
    expect(await userByEmail('old@example.com')).toBeUndefined();
    expect(
      (await client().signInWithPassword({ email: 'new@example.com', password: 'correct-horse' })).error,
    ).toBeNull();
  });
});

describe('signing out', () => {
  let phone: GoTrueClient;
  let laptop: GoTrueClient;
  let tablet: GoTrueClient;

  beforeEach(async () => {
    await createAccount(db(), { email: 'out@example.com' });
    phone = (await signedIn('out@example.com')).client;
    laptop = (await signedIn('out@example.com')).client;
    tablet = (await signedIn('out@example.com')).client;
  });

  const accessToken = async (c: GoTrueClient) => (await c.getSession()).data.session!.access_token;

  test("scope 'others' ends every other session and keeps this one", async () => {
    const laptopToken = await accessToken(laptop);
    expect((await phone.signOut({ scope: 'others' })).error).toBeNull();
    expect((await phone.getUser()).error).toBeNull();
    expect((await phone.getSession()).data.session).not.toBeNull();
    expect((await client().getUser(laptopToken)).error?.name).toBe('AuthSessionMissingError');
    expect((await tablet.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  test("scope 'local' ends this session only, and its tokens stop working at once", async () => {
    const phoneSession = (await phone.getSession()).data.session!;
    expect((await phone.signOut({ scope: 'local' })).error).toBeNull();
    expect((await phone.getSession()).data.session).toBeNull();
    expect((await client().getUser(phoneSession.access_token)).error?.name).toBe('AuthSessionMissingError');
    const refresh = await client().refreshSession({ refresh_token: phoneSession.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    expect((await laptop.getUser()).error).toBeNull();
    expect((await tablet.getUser()).error).toBeNull();
  });

  test('the default (global) ends every session of the user', async () => {
    const tabletToken = await accessToken(tablet);
    expect((await laptop.signOut()).error).toBeNull();
    expect((await client().getUser(tabletToken)).error?.name).toBe('AuthSessionMissingError');
    expect((await phone.getUser()).error?.name).toBe('AuthSessionMissingError');
    const open = await db()
      .select()
      .from(sessions)
      .where(sql`${sessions.revokedAt} is null`);
    expect(open).toHaveLength(0);
    // Signing out again with the dead session is not an error for the client (GoTrue ignores 401/403/404).
    expect((await tablet.signOut()).error).toBeNull();
  });
});
