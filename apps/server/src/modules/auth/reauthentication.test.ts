import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountEmails, authClient, createAccount, latestAccountEmail } from './auth-test-kit.ts';
import { REAUTHENTICATION_WINDOW_MS } from './reauthentication.ts';

// GoTrue's secure password change (decision 0054) through the real, unmodified @supabase/auth-js.

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
  await t?.close();
});

const client = () => authClient(baseUrl, t.anonKey);
const db = () => t.database.db;

async function signedIn(email: string, password = 'correct-horse') {
  const c = client();
  const { data, error } = await c.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client: c, session: data.session! };
}

/** Every session of the account signed in longer ago than the window (as a stolen token's would be). */
async function ageSessions(userId: string) {
  const longAgo = new Date(Date.now() - REAUTHENTICATION_WINDOW_MS - 60_000);
  await db().update(sessions).set({ createdAt: longAgo }).where(eq(sessions.userId, userId));
}

const canSignIn = async (email: string, password: string) =>
  (await client().signInWithPassword({ email, password })).error === null;

describe('changing the password from a session signed in a while ago', () => {
  test('needs the nonce from reauthenticate(): none or a wrong one changes nothing, the right one works once', async () => {
    const owner = await createAccount(db(), {
      email: 'owner@example.com',
      metadata: { first_name: 'Oona' },
    });
    const { client: thief } = await signedIn('owner@example.com');
    const { session: ownersPhone } = await signedIn('owner@example.com');
    await ageSessions(owner.id);

    // A stolen access token alone is not enough.
    const bare = await thief.updateUser({ password: 'taken-over-1' });
    expect(bare.error?.code).toBe('reauthentication_needed');
    expect(bare.error?.status).toBe(400);
    expect(bare.error?.message).toBe('Password update requires reauthentication');
    const guessed = await thief.updateUser({ password: 'taken-over-1', nonce: '123456' });
    expect(guessed.error?.code).toBe('reauthentication_not_valid');
    expect(guessed.error?.status).toBe(422);
    expect(await canSignIn('owner@example.com', 'correct-horse')).toBe(true);
    expect((await client().getUser(ownersPhone.access_token)).error).toBeNull();
    expect(await accountEmails(db(), 'owner@example.com', 'password_changed')).toHaveLength(0);

    // The code goes to the account's own address, which the owner reads.
    const { error: sendError } = await thief.reauthenticate();
    expect(sendError).toBeNull();
    const mail = await latestAccountEmail(db(), 'owner@example.com', 'reauthentication');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.firstName).toBe('Oona');
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect((await thief.updateUser({ password: 'taken-over-1', nonce: wrong })).error?.code).toBe(
      'reauthentication_not_valid',
    );

    // The nonce is not a way to sign in.
    const asSignIn = await client().verifyOtp({
      email: 'owner@example.com',
      token: mail.code,
      type: 'email',
    });
    expect(asSignIn.error?.code).toBe('otp_expired');

    // With it the change goes through (here from the session that asked, as the owner would).
    const changed = await thief.updateUser({ password: 'battery-staple', nonce: mail.code });
    expect(changed.error).toBeNull();
    expect(await canSignIn('owner@example.com', 'battery-staple')).toBe(true);
    expect((await client().getUser(ownersPhone.access_token)).error?.name).toBe('AuthSessionMissingError');
    const [notice, ...more] = await accountEmails(db(), 'owner@example.com', 'password_changed');
    expect(more).toHaveLength(0);
    expect(notice?.templateData).toEqual({ firstName: 'Oona' });

    // Once only.
    const again = await thief.updateUser({ password: 'yet-another-1', nonce: mail.code });
    expect(again.error?.code).toBe('reauthentication_not_valid');
  });

  test('an email change needs the nonce too', async () => {
    const owner = await createAccount(db(), { email: 'mail-owner@example.com' });
    const { client: c } = await signedIn('mail-owner@example.com');
    await ageSessions(owner.id);
    const bare = await c.updateUser({ email: 'thief@example.com' });
    expect(bare.error?.code).toBe('reauthentication_needed');
    expect(bare.error?.message).toBe('Email update requires reauthentication');
    expect(await accountEmails(db(), 'thief@example.com')).toHaveLength(0);

    expect((await c.reauthenticate()).error).toBeNull();
    const { code } = await latestAccountEmail(db(), 'mail-owner@example.com', 'reauthentication');
    const { data, error } = await c.updateUser({ email: 'new-owner@example.com', nonce: code });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe('new-owner@example.com');
  });

  test('metadata changes never need it', async () => {
    const owner = await createAccount(db(), { email: 'meta@example.com' });
    const { client: c } = await signedIn('meta@example.com');
    await ageSessions(owner.id);
    expect((await c.updateUser({ data: { first_name: 'Mae' } })).error).toBeNull();
  });
});

describe('changing the password right after signing in', () => {
  test('needs no nonce (a new sign-in or a recovery link is proof enough), and the owner is told', async () => {
    await createAccount(db(), { email: 'fresh@example.com' });
    const { client: c } = await signedIn('fresh@example.com');
    expect((await c.updateUser({ password: 'battery-staple' })).error).toBeNull();
    expect(await accountEmails(db(), 'fresh@example.com', 'password_changed')).toHaveLength(1);
  });

  test('reauthenticate() needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/v1/reauthenticate',
      headers: { apikey: t.anonKey },
    });
    expect(response.statusCode).toBe(401);
    expect((await db().select().from(users)).length).toBe(0);
  });
});
