import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { oneTimeTokens, refreshTokens, users } from './db/schema/auth.ts';
import { createEmailTransport } from './email/transports/create-email-transport.ts';
import { processDueEmails } from './jobs/process-due-emails.ts';
import { authSecretsFrom } from './auth/auth-secrets.ts';
import { createAccount, latestAccountEmail } from './modules/auth/auth-test-kit.ts';
import { signIn } from './modules/auth/issue-session.ts';
import { createdDraft } from './modules/claims/claims-test-kit.ts';
import { signedFileLink } from './storage/signed-link.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Decision 0019: nothing secret is ever logged. The auth flows run against the whole app with its logger
// at trace writing into this file, the dev mailbox announcing every email it receives, and a database
// write that fails; then no secret any of it handled may appear anywhere in the log.

let t: TestApp;
const lines: string[] = [];
/** Every value that must never reach the log; filled as the flows hand them out. */
const secrets = new Set<string>();
const keep = (...values: (string | null | undefined)[]) => {
  for (const value of values) if (value) secrets.add(value);
};

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'first-Pass-4821';
const NEW_PASSWORD = 'second-Pass-9317';
const EMAIL = 'maya@example.com';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The session an auth answer carries, remembered as secret. */
function sessionOf(body: { access_token?: string; refresh_token?: string }) {
  expect(body.access_token).toEqual(expect.any(String));
  keep(body.access_token, body.refresh_token);
  return { access: body.access_token!, refresh: body.refresh_token! };
}

/** The worker's run, with the dev mailbox transport as `npm run dev` makes it (it logs each email). */
async function deliverEmails() {
  const config = { ...t.config, env: 'development' as const };
  const transport = createEmailTransport({ config, db: t.database.db, logger: t.app.log });
  await processDueEmails({ db: t.database.db, transport, publicUrl: t.config.publicUrl, logger: t.app.log });
}

/** The newest account email's code and link token, remembered as secret with their stored hashes. */
async function emailed(type: string) {
  const email = await latestAccountEmail(t.database.db, EMAIL, type);
  const linkToken = new URL(email.actionPath, t.config.publicUrl).searchParams.get('token');
  keep(email.code, linkToken, email.link, email.actionPath);
  for (const row of await t.database.db.select().from(oneTimeTokens)) keep(row.codeHash, row.linkHash);
  await deliverEmails();
  return { code: email.code, actionPath: email.actionPath };
}

test('sign-up, verification, sign-in, refresh, recovery, reset, OTP and a failed write log no secret', async () => {
  keep(PASSWORD, NEW_PASSWORD, t.anonKey, t.config.jwtSecret);

  // Sign-up with a password, then the emailed code.
  expect((await call('POST', '/api/auth/v1/signup', { email: EMAIL, password: PASSWORD })).statusCode).toBe(
    200,
  );
  const signup = await emailed('signup_confirmation');
  const verified = await call('POST', '/api/auth/v1/verify', {
    type: 'signup',
    email: EMAIL,
    token: signup.code,
  });
  expect(verified.statusCode).toBe(200);
  sessionOf(verified.json());

  // Password sign-in and a refresh.
  const signedIn = await call('POST', '/api/auth/v1/token?grant_type=password', {
    email: EMAIL,
    password: PASSWORD,
  });
  const session = sessionOf(signedIn.json());
  const refreshed = await call('POST', '/api/auth/v1/token?grant_type=refresh_token', {
    refresh_token: session.refresh,
  });
  sessionOf(refreshed.json());

  // Recovery by the emailed link (its token travels in the URL), then a new password.
  expect((await call('POST', '/api/auth/v1/recover', { email: EMAIL })).statusCode).toBe(200);
  const recovery = await emailed('password_reset');
  const link = await call('GET', recovery.actionPath);
  expect(link.statusCode).toBe(303);
  const fragment = new URLSearchParams(new URL(link.headers.location as string).hash.slice(1));
  const recovered = sessionOf(Object.fromEntries(fragment));
  expect(
    (await call('PUT', '/api/auth/v1/user', { password: NEW_PASSWORD }, recovered.access)).statusCode,
  ).toBe(200);

  // A sign-in code.
  expect((await call('POST', '/api/auth/v1/otp', { email: EMAIL, create_user: false })).statusCode).toBe(200);
  const otp = await emailed('sign_in_code');
  const byCode = await call('POST', '/api/auth/v1/verify', { type: 'email', email: EMAIL, token: otp.code });
  expect(byCode.statusCode).toBe(200);
  sessionOf(byCode.json());

  // Secrets that travel in URLs: a signed file link, a provider's code, the public key as a parameter.
  const fileLink = signedFileLink({
    jwtSecret: t.config.jwtSecret,
    publicUrl: t.config.publicUrl,
    fileId: randomUUID(),
    variant: 'original',
    expires: Math.floor(Date.now() / 1000) + 600,
  });
  keep(new URL(fileLink).searchParams.get('signature'));
  await t.app.inject({ method: 'GET', url: fileLink.slice(t.config.publicUrl.length) });
  keep('provider-code-Zx81Qp', 'provider-state-Kd27Lm');
  await call('GET', '/api/auth/v1/callback?code=provider-code-Zx81Qp&state=provider-state-Kd27Lm');
  await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?apikey=${t.anonKey}` });

  // A database write that fails while a password hash is among its parameters.
  await t.database.db.execute(
    sql`alter table users add constraint logs_test_refuses check (email not like 'refused-%')`,
  );
  const failed = await call('POST', '/api/auth/v1/signup', {
    email: 'refused-1@example.com',
    password: PASSWORD,
  });
  expect(failed.statusCode).toBe(500);

  for (const row of await t.database.db.select().from(users)) keep(row.encryptedPassword);
  for (const row of await t.database.db.select().from(refreshTokens)) keep(row.tokenHash);

  const log = lines.join('');
  // The log did record all of this (at trace, every request), so its silence about secrets means something.
  expect(log).toContain('"url":"/api/auth/v1/signup"');
  expect(log).toContain('Failed query');
  expect(log).toMatch(/Email to maya@example\.com: /);
  // A 6-digit code could sit inside a timestamp by chance: digits count only standing on their own.
  const appears = (secret: string) =>
    /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log) : log.includes(secret);
  const leaked = [...secrets].filter(appears);
  expect(leaked).toEqual([]);
  expect(log).not.toContain('$argon2');
  expect(log).not.toMatch(/Bearer /i);
});

test('claim link tokens and sandbox checkout session ids in paths are not logged (decision 0056)', async () => {
  const admin = await createAccount(t.database.db, {
    email: 'admin-logs@example.com',
    password: null,
    metadata: { user_type: 'admin' },
  });
  const { access_token: adminToken } = await signIn({
    db: t.database.db,
    secrets: authSecretsFrom(t.config),
    userId: admin.id,
    method: 'password',
  });
  const { token } = await createdDraft(t, adminToken);
  const sessionId = `sbx_cs_${randomUUID().replaceAll('-', '')}`;
  lines.length = 0;

  expect((await call('GET', `/api/rest/v1/claims/${token}`)).statusCode).toBe(200);
  await call('POST', `/api/rest/v1/claims/${token}/claim?next=1`);
  await t.app.inject({ method: 'GET', url: `/claim-job/${token}` });
  await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${sessionId}` });
  await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/checkout/${sessionId}/confirm` });

  const log = lines.join('');
  expect(log).toContain('"url":"/api/rest/v1/claims/[redacted]"');
  expect(log).toContain('"url":"/api/rest/v1/claims/[redacted]/claim?next=1"');
  expect(log).toContain('"url":"/claim-job/[redacted]"');
  expect(log).toContain('"url":"/api/payments/sandbox/checkout/[redacted]/confirm"');
  expect(log).not.toContain(token);
  expect(log).not.toContain(sessionId);
});
