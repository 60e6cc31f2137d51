// Over 400 lines on purpose: one app serves the whole file (building one takes a while) and every describe
// block uses the sign-in, admin and delivery helpers below; splitting would build the app again per file.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { devMailbox, emailOutbox } from '../../db/schema/email.ts';
import { processDueEmails } from '../../jobs/process-due-emails.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authSecretsFrom } from '../../auth/auth-secrets.ts';
import { signIn } from '../auth/issue-session.ts';
import { createDevMailboxTransport } from '../../email/transports/dev-mailbox-transport.ts';

const SEND = '/api/functions/v1/send-email';
const WELCOME = '/api/functions/v1/welcome-email';
const NOT_SIGNED_IN = { success: false, error: 'User not authenticated' };

// An email an admin may ask for (decision 0018; every type's permission: send-email-permissions.test.ts).
const reminder = {
  emailType: 'profile_reminder',
  recipientEmail: 'maya@example.com',
  templateData: { firstName: 'Maya', userType: 'filmmaker', missingSteps: ['Portfolio'] },
};

// One app for the file (building one takes a while); every test starts from empty tables.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from dev_mailbox`);
  await t.database.db.execute(sql`delete from email_outbox`);
  await t.database.db.execute(sql`delete from users`);
});

/** A signed-in user's bearer token. */
async function signedIn(email = 'tom@northlight.example', userType = 'client'): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email, emailConfirmedAt: new Date(), userMetadata: { user_type: userType, first_name: 'Tom' } })
    .returning();
  const session = await signIn({
    db: t.database.db,
    secrets: authSecretsFrom(t.config),
    userId: user!.id,
    method: 'password',
  });
  return session.access_token;
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { apikey: t.anonKey, ...headers },
    payload: payload as object,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** An admin's token, with an account at the reminder's address. */
async function admin(): Promise<string> {
  await signedIn('maya@example.com', 'filmmaker');
  return signedIn('admin@reelhire.example', 'admin');
}
const outbox = () => t.database.db.select().from(emailOutbox);

/** What the worker would do: send everything due into the dev mailbox. */
const deliver = () =>
  processDueEmails({
    db: t.database.db,
    publicUrl: t.config.publicUrl,
    transport: createDevMailboxTransport({
      db: t.database.db,
      from: t.config.mailFrom,
      logger: t.app.log,
    }),
  });

describe('POST /api/functions/v1/send-email', () => {
  test('without a session answers 401 with the SPEC text and queues nothing', async () => {
    const response = await post(SEND, reminder);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_SIGNED_IN);
    expect(await outbox()).toHaveLength(0);
  });

  test('with a forged token answers 401 too, before looking at the body', async () => {
    const forged = await post(SEND, { nonsense: true }, bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(NOT_SIGNED_IN);
  });

  test('with the token of a session that was signed out answers 401', async () => {
    const token = await admin();
    expect((await post(SEND, reminder, bearer(token))).statusCode).toBe(200);
    // Sign-out revokes the session; its access token stops working at once.
    await t.database.db.execute(sql`update sessions set revoked_at = now()`);
    const response = await post(SEND, reminder, bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_SIGNED_IN);
    expect(await outbox()).toHaveLength(1);
  });

  test('queues the email and answers its id', async () => {
    const token = await admin();
    const before = Date.now();
    const response = await post(SEND, reminder, bearer(token));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; id: string }>();
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      emailType: 'profile_reminder',
      recipientEmail: 'maya@example.com',
      templateData: reminder.templateData,
      status: 'pending',
      priority: 1, // a profile reminder is medium (docs/product.md §9)
      attempts: 0,
    });
    expect(rows[0]!.runAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('takes the priority and the scheduled time from the request', async () => {
    const token = await admin();
    const scheduledAt = '2030-01-02T09:30:00.000Z';
    const response = await post(SEND, { ...reminder, priority: 'low', scheduledAt }, bearer(token));
    expect(response.statusCode).toBe(200);
    const [row] = await outbox();
    expect(row!.priority).toBe(2);
    expect(row!.runAt.toISOString()).toBe(scheduledAt);
  });

  test('a message notification from someone who is not in a conversation with the recipient is refused', async () => {
    const token = await signedIn();
    const response = await post(
      SEND,
      {
        emailType: 'message_notification',
        recipientEmail: 'maya@example.com',
        templateData: { senderName: 'Tom Hargreaves', senderRole: 'client', messagePreview: 'Hello' },
      },
      bearer(token),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: 'A message notification goes only from a party of a conversation to the other party',
    });
    expect(await outbox()).toHaveLength(0);
  });

  test.each([
    [
      'a bad address',
      { ...reminder, recipientEmail: 'maya' },
      'recipientEmail: Please provide a valid email address',
    ],
    ['an unknown type', { ...reminder, emailType: 'newsletter' }, /^emailType: /],
    ['an account email', { ...reminder, emailType: 'sign_in_code' }, /^emailType: /],
    ['a bad priority', { ...reminder, priority: 'urgent' }, /^priority: /],
    [
      'a bad scheduledAt',
      { ...reminder, scheduledAt: 'tomorrow' },
      'scheduledAt: scheduledAt must be an ISO date-time',
    ],
    [
      'template data missing a field',
      { ...reminder, templateData: { firstName: 'Maya' } },
      /^templateData\.userType: /,
    ],
    [
      'template data with a bad value',
      { ...reminder, templateData: { userType: 'admin' } },
      /^templateData\.userType: /,
    ],
  ])('rejects %s with 400 and queues nothing', async (_, payload, error) => {
    const token = await admin();
    const response = await post(SEND, payload, bearer(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error));
    expect(await outbox()).toHaveLength(0);
  });

  test('a repeated request with the same Idempotency-Key queues one email', async () => {
    const token = await admin();
    const headers = { ...bearer(token), 'idempotency-key': 'msg-0001-notify' };
    const first = await post(SEND, reminder, headers);
    const second = await post(SEND, reminder, headers);
    expect(second.json()).toEqual(first.json());
    expect(await outbox()).toHaveLength(1);
  });

  test('the queued email reaches the dev mailbox, readable as JSON', async () => {
    const token = await admin();
    const { id } = (await post(SEND, reminder, bearer(token))).json<{ id: string }>();
    expect(await deliver()).toMatchObject({ sent: 1 });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=maya@example.com',
      headers: { apikey: t.anonKey },
    });
    expect(response.statusCode).toBe(200);
    const [message] = response.json<{ subject: string; text: string }[]>();
    expect(message!.subject).toBe('Finish your Reelhire profile');
    expect(message!.text).toContain(`${t.config.publicUrl}/filmmaker/profile-setup/basic`);
    const [stored] = await t.database.db.select().from(devMailbox);
    expect(stored!.outboxId).toBe(id);
  });
});

describe('POST /api/functions/v1/welcome-email', () => {
  const welcome = { email: 'tom@northlight.example', firstName: 'Tom', userType: 'client' };

  test('without a session answers 401 with the SPEC text', async () => {
    const response = await post(WELCOME, welcome);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_SIGNED_IN);
    expect(await outbox()).toHaveLength(0);
  });

  test('queues one welcome per address, however often it is asked', async () => {
    const token = await signedIn();
    const first = await post(WELCOME, welcome, bearer(token));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const again = await post(WELCOME, { ...welcome, email: 'Tom@Northlight.example' }, bearer(token));
    expect(again.json()).toEqual({ success: true });

    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      emailType: 'welcome',
      recipientEmail: 'tom@northlight.example',
      templateData: { firstName: 'Tom', userType: 'client' },
      idempotencyKey: 'welcome:tom@northlight.example',
      priority: 0,
    });

    expect(await deliver()).toMatchObject({ sent: 1 });
    const [message] = await t.database.db.select().from(devMailbox);
    expect(message!.subject).toBe('Welcome to Reelhire, Tom');
    expect(message!.text).toContain(`${t.config.publicUrl}/client/profile-setup/basic`);
  });

  test('only sends to the signed-in user’s own address', async () => {
    const token = await signedIn();
    const response = await post(WELCOME, { ...welcome, email: 'stranger@example.com' }, bearer(token));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: 'The welcome email goes to your own email address only',
    });
    expect(await outbox()).toHaveLength(0);
  });

  test('rejects a bad body with 400', async () => {
    const token = await signedIn();
    const response = await post(WELCOME, { ...welcome, userType: 'producer' }, bearer(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^userType: /);
  });
});

describe('the dev mailbox', () => {
  async function deliverTo(to: string, firstName: string) {
    const token = await signedIn(to);
    await post(WELCOME, { email: to, firstName, userType: 'filmmaker' }, bearer(token));
    await deliver();
  }

  test('GET /api/dev/mailbox lists messages newest first, filtered by recipient without case, with the API key', async () => {
    await deliverTo('first@example.com', 'First');
    await deliverTo('second@example.com', 'Second');

    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(401);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { apikey: t.anonKey },
    });
    expect(all.statusCode).toBe(200);
    const messages = all.json<Record<string, string>[]>();
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(Object.keys(messages[0]!).sort()).toEqual([
      'created_at',
      'from',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);
    expect(messages[0]).toMatchObject({ from: t.config.mailFrom, subject: 'Welcome to Reelhire, Second' });
    expect(Date.parse(messages[0]!.created_at!)).not.toBeNaN();

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=FIRST@example.com',
      headers: { apikey: t.anonKey },
    });
    expect(filtered.json<{ to: string }[]>().map((m) => m.to)).toEqual(['first@example.com']);
  });

  test('GET /dev/mailbox shows the messages and the emails that could not be delivered', async () => {
    await deliverTo('maya@example.com', 'Maya <3');
    await t.database.db.insert(emailOutbox).values({
      emailType: 'job_match',
      recipientEmail: 'broken@example.com',
      status: 'failed',
      attempts: 1,
      lastError: 'Invalid template data for job_match: jobId: Invalid input',
    });

    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    const [message] = await t.database.db.select().from(devMailbox);
    expect(page).toContain('maya@example.com');
    // The subject is shown as text, never as markup.
    expect(page).toContain(`<a href="/dev/mailbox/${message!.id}">Welcome to Reelhire, Maya &lt;3</a>`);
    expect(page).toContain('broken@example.com');
    expect(page).toContain('Invalid template data for job_match: jobId: Invalid input');
    expect(page).toContain('failed (attempt 1 of 8)');
  });

  test('GET /dev/mailbox/:id shows one message, its HTML sandboxed in a frame and its text', async () => {
    await deliverTo('maya@example.com', 'Maya');
    const [message] = await t.database.db.select().from(devMailbox);

    const view = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${message!.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('<h1>Welcome to Reelhire, Maya</h1>');
    expect(view.body).toContain(
      `<iframe title="The email as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dev/mailbox/${message!.id}/html">`,
    );
    expect(view.body).toContain('Hi Maya,');

    const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${message!.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/sandbox/);
    expect(html.body).toContain('<base target="_blank">');
    expect(html.body).toContain('Welcome to Reelhire');
  });

  test.each([
    '/dev/mailbox/00000000-0000-4000-8000-000000000000',
    '/dev/mailbox/not-an-id',
    '/dev/mailbox/not-an-id/html',
  ])('%s answers 404', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('the dev mailbox in production', () => {
  let production: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // With a built web app, whose history fallback would otherwise answer any path with its page.
    webDist = mkdtempSync(path.join(os.tmpdir(), 'reelhire-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Reelhire</title>');
    production = await createTestApp({
      env: { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', LOG_LEVEL: 'silent', WEB_DIST: webDist },
    });
  });
  afterAll(async () => {
    await production?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  test.each(['/dev/mailbox', '/dev/mailbox/00000000-0000-4000-8000-000000000000', '/dev/mailbox/x/html'])(
    '%s is not there (404)',
    async (url) => {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>Reelhire</title>');
    },
  );

  test('/api/dev/mailbox is not there (404)', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { apikey: production.anonKey },
    });
    expect(response.statusCode).toBe(404);
  });

  test('the SPA still serves its own pages', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Reelhire</title>');
  });
});
