import { eq, sql } from 'drizzle-orm';
import { authSecretsFrom } from '../../auth/auth-secrets.ts';
import { users } from '../../db/schema/auth.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { recordingTransport } from '../../email/transports/recording-transport.ts';
import { processDueEmails } from '../../jobs/process-due-emails.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../auth/issue-session.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const PREFERENCES = '/api/rest/v1/email-preferences';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from email_outbox`);
  await t.database.db.execute(sql`delete from users`);
});

interface Member {
  id: string;
  email: string;
  token: string;
}

async function member(email: string, userType = 'filmmaker'): Promise<Member> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      emailConfirmedAt: new Date(),
      userMetadata: { user_type: userType, first_name: 'Maya' },
    })
    .returning();
  const session = await signIn({
    db: t.database.db,
    secrets: authSecretsFrom(t.config),
    userId: user!.id,
    method: 'password',
  });
  return { id: user!.id, email, token: session.access_token };
}

const headers = (who?: Member) => ({
  apikey: t.anonKey,
  ...(who ? { authorization: `Bearer ${who.token}` } : {}),
});
const getPreferences = (who?: Member) =>
  t.app.inject({ method: 'GET', url: PREFERENCES, headers: headers(who) });
const putPreferences = (who: Member | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: PREFERENCES, headers: headers(who), payload: payload as object });

/** Sends every due email through a transport that records what it was handed. */
async function deliver() {
  const transport = recordingTransport();
  const result = await processDueEmails({
    db: t.database.db,
    transport,
    publicUrl: t.config.publicUrl,
    unsubscribeSecret: t.config.jwtSecret,
  });
  return { result, sent: transport.sent };
}

const digest = (to: string) =>
  enqueueEmail({
    db: t.database.db,
    emailType: 'weekly_digest',
    recipientEmail: to,
    templateData: { firstName: 'Maya', userType: 'filmmaker', newJobMatches: 2 },
  });

/** The path and query of an unsubscribe link, for app.inject. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const oneClick = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('GET and PUT /api/rest/v1/email-preferences', () => {
  test('need a session', async () => {
    expect((await getPreferences()).statusCode).toBe(401);
    expect((await putPreferences(undefined, { preferences: { weekly_digest: false } })).statusCode).toBe(401);
  });

  test('start with every email on and name the essential ones', async () => {
    const maya = await member('maya@example.com');
    const response = await getPreferences(maya);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ preferences: Record<string, boolean>; essential: string[] }>();
    expect(Object.keys(body.preferences)).toHaveLength(17);
    expect(Object.values(body.preferences).every(Boolean)).toBe(true);
    expect(body.essential).toEqual(
      expect.arrayContaining(['welcome', 'account_approved', 'payout_notification', 'payment_reminder']),
    );
  });

  test("turn my types off and on again, never another member's", async () => {
    const maya = await member('maya@example.com');
    const tom = await member('tom@example.com', 'client');
    const off = await putPreferences(maya, { preferences: { weekly_digest: false, job_match: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().preferences).toMatchObject({
      weekly_digest: false,
      job_match: false,
      message_notification: true,
    });
    // Tom's are untouched, and his own change leaves Maya's as they were.
    expect((await getPreferences(tom)).json().preferences.weekly_digest).toBe(true);
    await putPreferences(tom, { preferences: { message_notification: false } });
    expect((await getPreferences(maya)).json().preferences).toMatchObject({
      weekly_digest: false,
      job_match: false,
      message_notification: true,
    });
    // On again; saying the same twice changes nothing.
    await putPreferences(maya, { preferences: { job_match: true } });
    await putPreferences(maya, { preferences: { job_match: true } });
    expect((await getPreferences(maya)).json().preferences).toMatchObject({
      weekly_digest: false,
      job_match: true,
    });
  });

  test('refuse turning an essential email off, or naming another member, and change nothing', async () => {
    const maya = await member('maya@example.com');
    const tom = await member('tom@example.com', 'client');
    const essential = await putPreferences(maya, {
      preferences: { payout_notification: false, weekly_digest: false },
    });
    expect(essential.statusCode).toBe(400);
    expect(essential.json().error).toMatch(/“Payouts” emails cannot be turned off/);
    const unknown = await putPreferences(maya, { preferences: { password_reset: false } });
    expect(unknown.statusCode).toBe(400);
    const someoneElse = await putPreferences(maya, {
      user_id: tom.id,
      preferences: { weekly_digest: false },
    });
    expect(someoneElse.statusCode).toBe(400);
    expect((await getPreferences(maya)).json().preferences.weekly_digest).toBe(true);
    expect((await getPreferences(tom)).json().preferences.weekly_digest).toBe(true);
  });
});

describe('sending honours the preferences', () => {
  test('an email of a type I turned off is not sent, even when queued before I did', async () => {
    const maya = await member('maya@example.com');
    const queuedBefore = await digest('Maya@Example.com');
    await putPreferences(maya, { preferences: { weekly_digest: false } });
    const queuedAfter = await digest('maya@example.com');
    const { result, sent } = await deliver();
    expect(result).toMatchObject({ claimed: 2, sent: 0, skipped: 2 });
    expect(sent).toHaveLength(0);
    const rows = await t.database.db.select().from(emailOutbox);
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [queuedBefore, 'skipped'],
        [queuedAfter, 'skipped'],
      ].sort(),
    );
  });

  test('security and essential emails still go out, without an unsubscribe link', async () => {
    const maya = await member('maya@example.com');
    await putPreferences(maya, { preferences: { weekly_digest: false, job_match: false } });
    await enqueueEmail({
      db: t.database.db,
      emailType: 'password_changed',
      recipientEmail: maya.email,
      templateData: { firstName: 'Maya' },
    });
    await enqueueEmail({
      db: t.database.db,
      emailType: 'payout_notification',
      recipientEmail: maya.email,
      templateData: { firstName: 'Maya', amount: { amount: 120000, currency: 'GBP' } },
    });
    const { sent } = await deliver();
    expect(sent.map((email) => email.subject).sort()).toEqual(
      ['Your Reelhire password was changed', expect.stringMatching(/paid/i)].sort(),
    );
    for (const email of sent) {
      expect(email.unsubscribeUrl).toBeUndefined();
      expect(email.html).not.toContain('Unsubscribe');
    }
  });

  test('the reminder before an automatic approval comes even with deliveries turned off', async () => {
    const tom = await member('tom@example.com', 'client');
    await putPreferences(tom, { preferences: { deliverable_submitted: false } });
    const delivery = {
      firstName: 'Tom',
      filmmakerName: 'Maya Okafor',
      jobTitle: 'Brand film',
      projectId: 'p1',
      jobId: 'j1',
    };
    await enqueueEmail({
      db: t.database.db,
      emailType: 'deliverable_submitted',
      recipientEmail: tom.email,
      templateData: delivery,
    });
    await enqueueEmail({
      db: t.database.db,
      emailType: 'deliverable_submitted',
      recipientEmail: tom.email,
      templateData: { ...delivery, autoReleaseOn: '2026-03-20' },
    });
    const { result, sent } = await deliver();
    expect(result).toMatchObject({ sent: 1, skipped: 1 });
    expect(sent[0]!.unsubscribeUrl).toBeUndefined();
  });
});

describe('the one-click unsubscribe link', () => {
  test('is in every optional email, and a POST without a session turns that type off', async () => {
    const maya = await member('maya@example.com');
    await digest(maya.email);
    const { sent } = await deliver();
    const url = sent[0]!.unsubscribeUrl!;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/email\/unsubscribe\?token=/);
    expect(sent[0]!.html).toContain(url.replaceAll('&', '&amp;'));
    expect(sent[0]!.text).toContain(url);
    expect(sent[0]!.text).toContain(`Unsubscribe from these emails ${url} (Weekly digest).`);

    // GET (a link scanner, a click) only asks; nothing changes.
    const page = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Unsubscribe from “Weekly digest” emails?');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('/filmmaker/dashboard/account?tab=notifications');
    expect((await getPreferences(maya)).json().preferences.weekly_digest).toBe(true);

    // RFC 8058: the mail client's POST, no API key, no session.
    const done = await oneClick(pathOf(url));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You're unsubscribed");
    expect((await getPreferences(maya)).json().preferences).toMatchObject({
      weekly_digest: false,
      job_match: true,
    });
    // Again: still off, still fine.
    expect((await oneClick(pathOf(url))).statusCode).toBe(200);

    await digest(maya.email);
    expect((await deliver()).sent).toHaveLength(0);
  });

  test('refuses a forged or altered token and changes nothing', async () => {
    const maya = await member('maya@example.com');
    const forged = unsubscribeToken('not-the-server-secret-0123456789', {
      userId: maya.id,
      emailType: 'weekly_digest',
    });
    const real = unsubscribeToken(t.config.jwtSecret, { userId: maya.id, emailType: 'weekly_digest' });
    const otherType = real.replace('.weekly_digest.', '.job_match.');
    const tom = await member('tom@example.com');
    const otherUser = real.replace(maya.id, tom.id);
    for (const token of [forged, otherType, otherUser, 'nonsense', '']) {
      const response = await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This unsubscribe link is not valid');
    }
    const essential = unsubscribeToken(t.config.jwtSecret, {
      userId: maya.id,
      emailType: 'payout_notification' as 'weekly_digest',
    });
    expect((await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(essential)}`)).statusCode).toBe(
      400,
    );
    for (const who of [maya, tom]) {
      const preferences = (await getPreferences(who)).json<{ preferences: Record<string, boolean> }>()
        .preferences;
      expect(Object.values(preferences).every(Boolean)).toBe(true);
    }
  });

  test('for an account deleted since answers as done', async () => {
    const maya = await member('maya@example.com');
    const token = unsubscribeToken(t.config.jwtSecret, { userId: maya.id, emailType: 'weekly_digest' });
    await t.database.db.delete(users).where(eq(users.id, maya.id));
    expect((await oneClick(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`)).statusCode).toBe(
      200,
    );
  });
});
