import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { enqueueEmail, type EnqueueEmailOptions } from '../email/enqueue-email.ts';
import { recordingTransport } from '../email/transports/recording-transport.ts';
import { UndeliverableEmailError } from '../email/undeliverable-email-error.ts';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../test/test-database.ts';
import { EMAIL_RETRY, emailRetryDelayMs } from './email-retry-delay.ts';
import { processDueEmails, type ProcessDueEmailsOptions } from './process-due-emails.ts';

const publicUrl = 'http://reelhire.test';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const onPostgres = Boolean(testDatabaseUrl());

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from dev_mailbox`);
  await database.db.execute(sql`delete from email_outbox`);
});

const welcome = (to: string, extra: Partial<EnqueueEmailOptions> = {}) =>
  enqueueEmail({
    db: database.db,
    emailType: 'welcome',
    recipientEmail: to,
    templateData: { firstName: 'Maya', userType: 'filmmaker' },
    ...extra,
  });

const process = (options: Partial<ProcessDueEmailsOptions> & Pick<ProcessDueEmailsOptions, 'transport'>) =>
  processDueEmails({ db: database.db, publicUrl, ...options });

const row = async (id: string) => {
  const [found] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found!;
};

describe('processDueEmails', () => {
  test('renders and sends a due email once, and records it as sent', async () => {
    const id = await welcome('maya@example.com');
    const transport = recordingTransport();
    const before = Date.now();

    expect(await process({ transport })).toEqual({
      claimed: 1,
      sent: 1,
      retrying: 0,
      failed: 0,
      skipped: 0,
      recovered: 0,
    });
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      outboxId: id,
      to: 'maya@example.com',
      subject: 'Welcome to Reelhire, Maya',
    });
    expect(transport.sent[0]!.text).toContain(`${publicUrl}/filmmaker/profile-setup/basic`);
    expect(transport.sent[0]!.html).toContain('Welcome to Reelhire');

    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      messageId: `<${id}@test.reelhire>`,
      lockedAt: null,
      lastError: null,
    });
    expect(stored.sentAt!.getTime()).toBeGreaterThanOrEqual(before - SECOND);

    // Nothing is sent twice.
    expect((await process({ transport })).claimed).toBe(0);
    expect(transport.sent).toHaveLength(1);
  });

  test('sends the most urgent first: high, then medium, then low, and older before newer', async () => {
    const now = new Date();
    const low = await welcome('low@example.com', {
      priority: 'low',
      scheduledAt: new Date(now.getTime() - 3 * MINUTE),
    });
    const mediumNewer = await welcome('medium2@example.com', {
      priority: 'medium',
      scheduledAt: new Date(now.getTime() - 1 * MINUTE),
    });
    const mediumOlder = await welcome('medium1@example.com', {
      priority: 'medium',
      scheduledAt: new Date(now.getTime() - 2 * MINUTE),
    });
    const high = await welcome('high@example.com', { priority: 'high', scheduledAt: now });

    const transport = recordingTransport();
    for (let pass = 0; pass < 4; pass += 1) {
      expect((await process({ transport, now, batchSize: 1 })).sent).toBe(1);
    }
    expect(transport.sent.map((email) => email.outboxId)).toEqual([high, mediumOlder, mediumNewer, low]);
  });

  test('uses the type priority of docs/product.md §9 when the request names none', async () => {
    const now = new Date();
    const digest = await enqueueEmail({
      db: database.db,
      emailType: 'weekly_digest',
      recipientEmail: 'sam@example.com',
      templateData: { userType: 'both' },
      scheduledAt: new Date(now.getTime() - MINUTE),
    });
    const overdue = await enqueueEmail({
      db: database.db,
      emailType: 'payment_reminder',
      recipientEmail: 'tom@example.com',
      templateData: {
        jobTitle: 'Launch film',
        amountDue: { amount: 1000, currency: 'GBP' },
        daysOverdue: 5,
        projectId: 'p1',
        jobId: 'j1',
      },
    });
    expect((await row(digest)).priority).toBe(2);
    expect((await row(overdue)).priority).toBe(0);

    const transport = recordingTransport();
    await process({ transport, now: new Date(now.getTime() + SECOND), batchSize: 1 });
    expect(transport.sent.map((email) => email.outboxId)).toEqual([overdue]);
  });

  test('keeps a scheduled email until its time', async () => {
    const now = new Date();
    const at = new Date(now.getTime() + 60 * MINUTE);
    const id = await welcome('later@example.com', { scheduledAt: at });
    const transport = recordingTransport();

    expect((await process({ transport, now })).claimed).toBe(0);
    expect((await process({ transport, now: new Date(at.getTime() - SECOND) })).claimed).toBe(0);
    expect((await row(id)).status).toBe('pending');

    expect((await process({ transport, now: at })).sent).toBe(1);
    expect((await row(id)).status).toBe('sent');
  });

  test('retries a failed send with a growing delay, then fails it for good keeping the last error', async () => {
    const id = await welcome('flaky@example.com');
    await database.db.update(emailOutbox).set({ maxAttempts: 3 }).where(eq(emailOutbox.id, id));
    const transport = recordingTransport((_, call) => {
      throw new Error(`421 4.3.2 Service not available, try again later (call ${call})`);
    });
    let now = new Date();

    // Attempt 1 fails: back to pending, due again after about 30 s.
    expect(await process({ transport, now })).toMatchObject({ claimed: 1, retrying: 1, failed: 0 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, lockedAt: null });
    expect(stored.lastError).toBe('421 4.3.2 Service not available, try again later (call 1)');
    const firstDelay = stored.runAt.getTime() - now.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(24 * SECOND);
    expect(firstDelay).toBeLessThanOrEqual(36 * SECOND);

    // Not before its time.
    expect((await process({ transport, now: new Date(now.getTime() + 10 * SECOND) })).claimed).toBe(0);

    // Attempt 2 fails: the delay doubles.
    now = stored.runAt;
    expect(await process({ transport, now })).toMatchObject({ claimed: 1, retrying: 1 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 2 });
    const secondDelay = stored.runAt.getTime() - now.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(48 * SECOND);
    expect(secondDelay).toBeLessThanOrEqual(72 * SECOND);

    // Attempt 3 is the last: failed, kept, with its error.
    now = stored.runAt;
    expect(await process({ transport, now })).toMatchObject({ claimed: 1, retrying: 0, failed: 1 });
    stored = await row(id);
    expect(stored).toMatchObject({
      status: 'failed',
      attempts: 3,
      lockedAt: null,
      sentAt: null,
      lastError: '421 4.3.2 Service not available, try again later (call 3)',
    });
    expect(transport.calls).toBe(3);

    // Never tried again, never deleted.
    expect((await process({ transport, now: new Date(now.getTime() + 24 * 60 * MINUTE) })).claimed).toBe(0);
    expect(transport.calls).toBe(3);
    expect(await row(id)).toBeDefined();
  });

  test('a send that works on a later attempt ends as sent', async () => {
    const id = await welcome('second-time@example.com');
    const transport = recordingTransport((_, call) => {
      if (call === 1) throw new Error('Connection timeout');
    });
    const now = new Date();
    await process({ transport, now, retryDelayMs: () => 5 * SECOND });
    expect((await row(id)).runAt.getTime()).toBe(now.getTime() + 5 * SECOND);
    await process({ transport, now: new Date(now.getTime() + 5 * SECOND) });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: 'Connection timeout' });
    expect(transport.sent).toHaveLength(1);
  });

  test('fails an email whose data does not fit its template at once, without sending it', async () => {
    const id = await enqueueEmail({
      db: database.db,
      emailType: 'job_match',
      recipientEmail: 'maya@example.com',
      templateData: { jobTitle: 'Documentary DP' },
    });
    const transport = recordingTransport();
    expect(await process({ transport })).toMatchObject({ claimed: 1, failed: 1, retrying: 0 });
    expect(transport.calls).toBe(0);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 1 });
    expect(stored.lastError).toMatch(/^Invalid template data for job_match: jobId: /);
  });

  test('fails an email of an unknown type at once', async () => {
    const [inserted] = await database.db
      .insert(emailOutbox)
      // run_at from the test's clock: the database's now() has microseconds and can be just ahead of it.
      .values({ emailType: 'newsletter', recipientEmail: 'maya@example.com', runAt: new Date() })
      .returning();
    await process({ transport: recordingTransport() });
    expect(await row(inserted!.id)).toMatchObject({
      status: 'failed',
      lastError: 'Unknown email type "newsletter"',
    });
  });

  test('fails an email the transport calls undeliverable at once', async () => {
    const id = await welcome('nobody@example.com');
    const transport = recordingTransport(() => {
      throw new UndeliverableEmailError('The mail server refused the recipient: 550 No such user');
    });
    expect(await process({ transport })).toMatchObject({ failed: 1, retrying: 0 });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The mail server refused the recipient: 550 No such user',
    });
  });

  test('puts an email left sending by a crashed worker back in the queue, and sends it', async () => {
    const now = new Date();
    const stale = await welcome('stale@example.com');
    const busy = await welcome('busy@example.com');
    const exhausted = await welcome('exhausted@example.com');
    // A crash 20 minutes ago; another worker is sending `busy` right now; `exhausted` was on its last try.
    await database.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lockedAt: new Date(now.getTime() - 20 * MINUTE) })
      .where(eq(emailOutbox.id, stale));
    await database.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lockedAt: new Date(now.getTime() - MINUTE) })
      .where(eq(emailOutbox.id, busy));
    await database.db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: 8,
        maxAttempts: 8,
        lockedAt: new Date(now.getTime() - 30 * MINUTE),
      })
      .where(eq(emailOutbox.id, exhausted));

    const transport = recordingTransport();
    expect(await process({ transport, now })).toMatchObject({ recovered: 2, claimed: 1, sent: 1 });
    expect(transport.sent.map((email) => email.outboxId)).toEqual([stale]);
    expect(await row(stale)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(busy)).toMatchObject({ status: 'sending', attempts: 1 });
    const failed = await row(exhausted);
    expect(failed).toMatchObject({ status: 'failed', attempts: 8, lockedAt: null });
    expect(failed.lastError).toMatch(/Sending was interrupted/);
  });

  test('does not overwrite the outcome of an email another worker took over', async () => {
    const id = await welcome('slow@example.com');
    const now = new Date();
    // While this worker's send hangs, its claim goes stale and a second worker sends the email.
    const transport = recordingTransport(async () => {
      await database.db
        .update(emailOutbox)
        .set({ status: 'sent', lockedAt: null, messageId: 'other-worker' })
        .where(eq(emailOutbox.id, id));
      throw new Error('socket hang up');
    });
    await process({ transport, now });
    expect(await row(id)).toMatchObject({ status: 'sent', messageId: 'other-worker', lastError: null });
  });

  test('workers side by side send every email exactly once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, index) => welcome(`crew${index}@example.com`)),
    );
    // On PostgreSQL the second group of workers has its own connection pool, like a second server process.
    const other: Database = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    try {
      const jitter = () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 5));
      const transports = Array.from({ length: 6 }, () => recordingTransport(jitter));
      const drain = async (db: Database['db'], transport: ReturnType<typeof recordingTransport>) => {
        while ((await processDueEmails({ db, transport, publicUrl, batchSize: 2 })).claimed > 0) {
          // keep going until the queue is empty
        }
      };
      // Six workers claiming at once, three on each pool, so that their claims overlap.
      await Promise.all(
        transports.map((transport, index) => drain(index % 2 ? other.db : database.db, transport)),
      );

      const sent = transports.flatMap((transport) => transport.sent.map((email) => email.outboxId));
      expect(sent).toHaveLength(60);
      expect(new Set(sent)).toEqual(new Set(ids));
      // They really worked side by side, rather than one after the other.
      expect(transports.filter((transport) => transport.sent.length > 0).length).toBeGreaterThan(1);
      const statuses = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
      expect(statuses.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      if (other !== database) await other.close();
    }
  });

  test.runIf(onPostgres)(
    'skips an email locked by another transaction instead of waiting (PostgreSQL only: PGlite has one connection)',
    async () => {
      const locked = await welcome('locked@example.com', { priority: 'high' });
      const free = await welcome('free@example.com', { priority: 'low' });
      const other = await openDatabase({ databaseUrl: database.url });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const lockHolder = other.db.transaction(async (tx) => {
        await tx.execute(sql`select id from email_outbox where id = ${locked} for update`);
        holding();
        await released;
      });
      try {
        await held;
        const transport = recordingTransport();
        const result = await Promise.race([
          process({ transport }),
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5 * SECOND)),
        ]);
        expect(result).toMatchObject({ claimed: 1, sent: 1 });
        expect(transport.sent.map((email) => email.outboxId)).toEqual([free]);
        expect((await row(locked)).status).toBe('pending');
      } finally {
        release();
        await lockHolder;
        await other.close();
      }
    },
  );
});

describe('emailRetryDelayMs', () => {
  test('starts at 30 s and doubles each attempt, up to an hour', () => {
    const exact = () => 0.5; // the middle of the jitter range: no spread
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => emailRetryDelayMs(attempt, exact))).toEqual([
      30 * SECOND,
      60 * SECOND,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
      60 * MINUTE,
      60 * MINUTE,
    ]);
  });

  test('spreads each delay by up to 20% either way', () => {
    expect(emailRetryDelayMs(1, () => 0)).toBe(24 * SECOND);
    // 1 is the top of the range (Math.random stays just below it).
    expect(emailRetryDelayMs(1, () => 1)).toBe(36 * SECOND);
    expect(emailRetryDelayMs(20, () => 1)).toBe(72 * MINUTE);
    expect(EMAIL_RETRY.jitter).toBe(0.2);
  });
});
