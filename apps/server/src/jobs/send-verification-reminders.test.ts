import { randomUUID } from 'node:crypto';
import { VERIFICATION_REMINDER } from '@reelhire/shared/verification';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { files } from '../db/schema/files.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { identityVerifications, verificationReminders } from '../db/schema/verification.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { sendVerificationReminders } from './send-verification-reminders.ts';
import { scheduleVerificationReminders } from './verification-reminder-schedule.ts';

const DAY = 24 * 3600 * 1000;
const SIGNED_UP = new Date('2026-03-01T09:00:00Z');
const after = (days: number, hours = 0) => new Date(SIGNED_UP.getTime() + days * DAY + hours * 3600 * 1000);

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database?.close();
});

interface AccountOptions {
  userType: 'filmmaker' | 'client' | 'both' | 'admin';
  filmmaker?: { setup?: boolean; verified?: boolean };
  client?: { setup?: boolean; verified?: boolean };
}

async function account({ userType, filmmaker, client }: AccountOptions) {
  const email = `${userType}.${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      userMetadata: { user_type: userType, first_name: 'Robin', last_name: 'Tester' },
      createdAt: SIGNED_UP,
    })
    .returning();
  if (filmmaker) {
    await database.db
      .insert(filmmakers)
      .values({ userId: user!.id, setup: filmmaker.setup ?? true, verified: filmmaker.verified ?? false });
  }
  if (client) {
    await database.db
      .insert(clients)
      .values({ userId: user!.id, setup: client.setup ?? true, verified: client.verified ?? false });
  }
  return user!;
}

async function submission(userId: string, role: 'filmmaker' | 'client', status: 'pending' | 'rejected') {
  const file = (kind: string) => ({
    ownerId: userId,
    kind,
    visibility: 'private' as const,
    storageKey: `2026/03/${randomUUID()}`,
    mimeType: 'image/png',
    sizeBytes: 10,
    originalName: `${kind}.png`,
    sha256: '0'.repeat(64),
  });
  const [identity, selfie] = await database.db
    .insert(files)
    .values([file('identity_document'), file('selfie')])
    .returning();
  await database.db.insert(identityVerifications).values({
    userId,
    role,
    status,
    documentType: 'passport',
    identityDocumentFileId: identity!.id,
    selfieFileId: selfie!.id,
  });
}

const reminders = (email: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipientEmail, email))
    .then((rows) => rows.filter((row) => row.emailType === 'verification_reminder'));

const run = (now: Date) => sendVerificationReminders({ db: database.db, now });

describe('sendVerificationReminders', () => {
  test('first after firstAfterDays, then every everyDays, at most maxReminders times', async () => {
    const user = await account({ userType: 'filmmaker', filmmaker: {} });
    const first = VERIFICATION_REMINDER.firstAfterDays;
    const every = VERIFICATION_REMINDER.everyDays;

    expect(await run(after(first - 1))).toEqual({ queued: 0 });
    expect(await reminders(user.email)).toEqual([]);

    expect(await run(after(first, 1))).toEqual({ queued: 1 });
    const [email] = await reminders(user.email);
    expect(email).toMatchObject({
      templateData: { firstName: 'Robin', userType: 'filmmaker' },
      idempotencyKey: `verification_reminder:${user.id}:1`,
      priority: 0,
    });

    // The next hourly runs, and any run within the interval, send nothing more.
    expect(await run(after(first, 2))).toEqual({ queued: 0 });
    expect(await run(after(first + every - 1, 1))).toEqual({ queued: 0 });

    let now = after(first, 1);
    for (let n = 2; n <= VERIFICATION_REMINDER.maxReminders; n += 1) {
      now = new Date(now.getTime() + every * DAY + 3600 * 1000);
      expect(await run(now)).toEqual({ queued: 1 });
    }
    expect(await reminders(user.email)).toHaveLength(VERIFICATION_REMINDER.maxReminders);
    expect(await run(new Date(now.getTime() + 10 * every * DAY))).toEqual({ queued: 0 });

    const recorded = await database.db
      .select()
      .from(verificationReminders)
      .where(eq(verificationReminders.userId, user.id));
    expect(recorded.map((row) => row.sequence).sort()).toEqual([1, 2, 3]);
  });

  test('no reminder for a role that was submitted (pending or rejected), verified, or not set up', async () => {
    const pending = await account({ userType: 'filmmaker', filmmaker: {} });
    await submission(pending.id, 'filmmaker', 'pending');
    const rejected = await account({ userType: 'client', client: {} });
    await submission(rejected.id, 'client', 'rejected');
    const verified = await account({ userType: 'filmmaker', filmmaker: { verified: true } });
    const draft = await account({ userType: 'client', client: { setup: false } });
    const noRecord = await account({ userType: 'filmmaker' });
    const admin = await account({ userType: 'admin' });

    expect(await run(after(10))).toEqual({ queued: 0 });
    for (const user of [pending, rejected, verified, draft, noRecord, admin]) {
      expect(await reminders(user.email), user.email).toEqual([]);
    }
  });

  test("a 'both' account gets one email, about the roles still to verify", async () => {
    const both = await account({ userType: 'both', filmmaker: {}, client: {} });
    const half = await account({ userType: 'both', filmmaker: {}, client: {} });
    await submission(half.id, 'filmmaker', 'pending');

    expect(await run(after(4))).toEqual({ queued: 2 });
    expect((await reminders(both.email)).map((row) => row.templateData)).toEqual([
      { firstName: 'Robin', userType: 'both' },
    ]);
    expect((await reminders(half.email)).map((row) => row.templateData)).toEqual([
      { firstName: 'Robin', userType: 'client' },
    ]);
  });

  test('runs at the same time queue each reminder once', async () => {
    const users = await Promise.all([1, 2, 3].map(() => account({ userType: 'filmmaker', filmmaker: {} })));
    const results = await Promise.all([run(after(4)), run(after(4)), run(after(4))]);
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(3);
    for (const user of users) expect(await reminders(user.email)).toHaveLength(1);
  });

  test('the server schedule runs the job after its initial delay and stops cleanly', async () => {
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'old@example.com',
        userMetadata: { user_type: 'filmmaker' },
        createdAt: new Date(Date.now() - 10 * DAY),
      })
      .returning();
    await database.db.insert(filmmakers).values({ userId: user!.id, setup: true });
    const logger = { info: vi.fn(), error: vi.fn() };
    const schedule = scheduleVerificationReminders({
      db: database.db,
      logger: logger as never,
      initialDelayMs: 10,
      intervalMs: 3_600_000,
    });
    await vi.waitFor(() =>
      expect(logger.info).toHaveBeenCalledWith({ queued: 1 }, 'queued verification reminders'),
    );
    await schedule.stop();
    expect(logger.error).not.toHaveBeenCalled();
    expect(await reminders('old@example.com')).toHaveLength(1);
  });
});
