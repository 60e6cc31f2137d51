import { randomUUID } from 'node:crypto';
import { PROFILE_REMINDER } from '@reelhire/shared/email-preferences';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { bookings } from '../db/schema/bookings.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { weeklyDigests } from '../db/schema/email-preferences.ts';
import { applications, jobs, projects } from '../db/schema/hiring.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { sendProfileReminders } from './send-profile-reminders.ts';
import { digestWeekStarting, sendWeeklyDigests } from './send-weekly-digests.ts';

// Decision 0063: profile reminders once per stage, weekly digests once a week, both safe with several
// processes running them at once.

const DAY = 24 * 3600 * 1000;
const SIGNED_UP = new Date('2027-03-01T10:00:00Z'); // a Monday
const after = (days: number, hours = 0) => new Date(SIGNED_UP.getTime() + days * DAY + hours * 3600 * 1000);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from email_outbox`);
  await database.db.execute(sql`delete from bookings`);
  await database.db.execute(sql`delete from users`);
});

interface AccountOptions {
  userType: 'filmmaker' | 'client' | 'both' | 'admin';
  filmmaker?: { setup: boolean; crafts?: string[]; country?: string };
  client?: { setup: boolean };
  confirmed?: boolean;
  createdAt?: Date;
}

async function account({
  userType,
  filmmaker,
  client,
  confirmed = true,
  createdAt = SIGNED_UP,
}: AccountOptions) {
  const email = `${userType}.${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      emailConfirmedAt: confirmed ? createdAt : null,
      userMetadata: { user_type: userType, first_name: 'Robin' },
      createdAt,
    })
    .returning();
  const [filmmakerRow] = filmmaker
    ? await database.db
        .insert(filmmakers)
        .values({
          userId: user!.id,
          setup: filmmaker.setup,
          crafts: filmmaker.crafts ?? [],
          country: filmmaker.country ?? null,
        })
        .returning()
    : [];
  const [clientRow] = client
    ? await database.db
        .insert(clients)
        .values({ userId: user!.id, setup: client.setup, companyName: 'Northlight Studios' })
        .returning()
    : [];
  return { user: user!, filmmakerId: filmmakerRow?.id, clientId: clientRow?.id };
}

const emails = (type: string, to?: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(
      to
        ? and(eq(emailOutbox.emailType, type), eq(emailOutbox.recipientEmail, to))
        : eq(emailOutbox.emailType, type),
    );

describe('profile reminders', () => {
  test('go once at each stage to members who have not finished setting up their role', async () => {
    const unfinished = await account({ userType: 'filmmaker', filmmaker: { setup: false } });
    const noRecordYet = await account({ userType: 'client' });
    const finished = await account({ userType: 'filmmaker', filmmaker: { setup: true } });
    await account({ userType: 'client', confirmed: false });
    await account({ userType: 'admin' });
    const [firstStage, secondStage, thirdStage] = PROFILE_REMINDER.stageAfterDays;

    expect(await sendProfileReminders({ db: database.db, now: after(firstStage, -1) })).toEqual({
      queued: 0,
    });
    expect(await sendProfileReminders({ db: database.db, now: after(firstStage) })).toEqual({ queued: 2 });
    expect(await sendProfileReminders({ db: database.db, now: after(firstStage, 5) })).toEqual({ queued: 0 });
    expect(await sendProfileReminders({ db: database.db, now: after(secondStage) })).toEqual({ queued: 2 });
    expect(await sendProfileReminders({ db: database.db, now: after(thirdStage) })).toEqual({ queued: 2 });
    expect(await sendProfileReminders({ db: database.db, now: after(thirdStage + 30) })).toEqual({
      queued: 0,
    });

    expect(await emails('profile_reminder', unfinished.user.email)).toHaveLength(3);
    const toClient = await emails('profile_reminder', noRecordYet.user.email);
    expect(toClient).toHaveLength(3);
    expect(toClient[0]!.templateData).toMatchObject({ firstName: 'Robin', userType: 'client' });
    expect(toClient[0]!.priority).toBe(1); // SPEC: profile reminder is medium
    expect(await emails('profile_reminder', finished.user.email)).toHaveLength(0);
  });

  test('send one email, not a burst, to someone who is several stages late, and stop once set up', async () => {
    const late = await account({ userType: 'both', filmmaker: { setup: true }, client: { setup: false } });
    expect(
      await sendProfileReminders({ db: database.db, now: after(PROFILE_REMINDER.stageAfterDays[1]) }),
    ).toEqual({
      queued: 1,
    });
    const [email] = await emails('profile_reminder', late.user.email);
    // Only the client side is unfinished, so the email sends them there.
    expect(email!.templateData).toMatchObject({ userType: 'client' });
    await database.db.update(clients).set({ setup: true }).where(eq(clients.userId, late.user.id));
    expect(
      await sendProfileReminders({ db: database.db, now: after(PROFILE_REMINDER.stageAfterDays[2]) }),
    ).toEqual({
      queued: 0,
    });
  });

  test('two runs racing send each stage once', async () => {
    const unfinished = await account({ userType: 'filmmaker', filmmaker: { setup: false } });
    const now = after(PROFILE_REMINDER.stageAfterDays[0]);
    const results = await Promise.all([
      sendProfileReminders({ db: database.db, now }),
      sendProfileReminders({ db: database.db, now }),
    ]);
    expect(results.map((result) => result.queued).sort()).toEqual([0, 1]);
    expect(await emails('profile_reminder', unfinished.user.email)).toHaveLength(1);
  });
});

describe('weekly digests', () => {
  // The digest sent on Monday 15 March 2027 tells about 8 to 15 March.
  const monday = new Date('2027-03-15T09:00:00Z');
  const inTheWeek = new Date('2027-03-10T12:00:00Z');

  async function clientWithJob() {
    const client = await account({ userType: 'client', client: { setup: true } });
    const [project] = await database.db
      .insert(projects)
      .values({
        clientId: client.clientId!,
        title: 'Spring campaign',
        productionType: 'commercial',
        currency: 'GBP',
      })
      .returning();
    const job = async (title: string, craft: string, publishedAt: Date) =>
      (
        await database.db
          .insert(jobs)
          .values({
            projectId: project!.id,
            clientId: client.clientId!,
            productionType: 'commercial',
            title,
            craft,
            description: 'A two-day commercial shoot in a studio.',
            rateType: 'day',
            rateMinMinor: 40_000,
            rateMaxMinor: 60_000,
            currency: 'GBP',
            status: 'published',
            publishedAt,
            remote: false,
            country: 'GB',
          })
          .returning()
      )[0]!;
    return { ...client, projectId: project!.id, job };
  }

  const apply = (jobId: string, filmmakerId: string, createdAt: Date) =>
    database.db.insert(applications).values({
      jobId,
      filmmakerId,
      coverMessage: 'I would love to shoot this with you.',
      proposedRateMinor: 50_000,
      rateType: 'day',
      currency: 'GBP',
      availability: 'all_dates',
      createdAt,
    });

  test('the week starts on Monday at the sending hour, in UTC', () => {
    expect(digestWeekStarting(new Date('2027-03-15T09:00:00Z')).toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
    expect(digestWeekStarting(new Date('2027-03-15T07:59:00Z')).toISOString()).toBe(
      '2027-03-08T00:00:00.000Z',
    );
    expect(digestWeekStarting(new Date('2027-03-21T23:00:00Z')).toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
  });

  test("tell filmmakers about the week's matching jobs and clients about their new applicants", async () => {
    const client = await clientWithJob();
    const editor = await account({
      userType: 'filmmaker',
      filmmaker: { setup: true, crafts: ['editor'], country: 'GB' },
      createdAt: new Date('2027-01-01T00:00:00Z'),
    });
    const gaffer = await account({
      userType: 'filmmaker',
      filmmaker: { setup: true, crafts: ['gaffer'], country: 'GB' },
      createdAt: new Date('2027-01-01T00:00:00Z'),
    });
    const cut = await client.job('Editor for the campaign', 'editor', inTheWeek);
    await client.job('Editor, last month', 'editor', new Date('2027-02-10T12:00:00Z'));
    const lit = await client.job('Gaffer for the shoot', 'gaffer', new Date('2027-02-10T12:00:00Z'));
    await apply(lit.id, gaffer.filmmakerId!, inTheWeek);
    await database.db
      .update(users)
      .set({ createdAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(users.id, client.user.id));

    expect(await sendWeeklyDigests({ db: database.db, now: monday })).toEqual({ queued: 2, nothingToSay: 1 });

    const [toEditor] = await emails('weekly_digest', editor.user.email);
    expect(toEditor!.templateData).toMatchObject({
      userType: 'filmmaker',
      weekStarting: '2027-03-08',
      newJobMatches: 1,
      jobs: [{ id: cut.id, title: 'Editor for the campaign' }],
    });
    expect(toEditor!.priority).toBe(2); // SPEC: weekly digest is low
    const [toClient] = await emails('weekly_digest', client.user.email);
    expect(toClient!.templateData).toMatchObject({
      userType: 'client',
      newApplications: 1,
      newJobMatches: 0,
    });
    // The gaffer's only job was last month, and they applied: nothing to say, no email.
    expect(await emails('weekly_digest', gaffer.user.email)).toHaveLength(0);

    // Later in the same week: nothing more. Next Monday: a new week, quiet this time.
    expect(await sendWeeklyDigests({ db: database.db, now: new Date('2027-03-18T09:00:00Z') })).toEqual({
      queued: 0,
      nothingToSay: 0,
    });
    expect(await sendWeeklyDigests({ db: database.db, now: new Date('2027-03-22T09:00:00Z') })).toEqual({
      queued: 0,
      nothingToSay: 3,
    });
  });

  test('count confirmed bookings starting in the coming week for both sides', async () => {
    const client = await clientWithJob();
    const maker = await account({ userType: 'filmmaker', filmmaker: { setup: true, crafts: ['gaffer'] } });
    const job = await client.job('Gaffer for the shoot', 'gaffer', new Date('2027-01-10T12:00:00Z'));
    // A booking on the portfolio's request path has no contract (decision 0034); the digest counts it alike.
    const booking = (firstDay: string, status: string) => ({
      clientId: client.clientId!,
      filmmakerId: maker.filmmakerId!,
      status,
      firstDay,
      lastDay: firstDay,
      title: job.title,
      currency: 'GBP',
      amountMinor: 100_000,
    });
    await database.db
      .insert(bookings)
      .values([
        booking('2027-03-17', 'confirmed'),
        booking('2027-03-30', 'confirmed'),
        booking('2027-03-16', 'cancelled'),
      ]);
    await sendWeeklyDigests({ db: database.db, now: monday });
    expect((await emails('weekly_digest', maker.user.email))[0]!.templateData).toMatchObject({
      upcomingBookings: 1,
    });
    expect((await emails('weekly_digest', client.user.email))[0]!.templateData).toMatchObject({
      upcomingBookings: 1,
    });
  });

  test('two runs racing send one digest per member and week', async () => {
    const client = await clientWithJob();
    const editor = await account({ userType: 'filmmaker', filmmaker: { setup: true, crafts: ['editor'] } });
    await database.db
      .update(users)
      .set({ createdAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(users.id, editor.user.id));
    await client.job('Editor for the campaign', 'editor', inTheWeek);
    const results = await Promise.all([
      sendWeeklyDigests({ db: database.db, now: monday }),
      sendWeeklyDigests({ db: database.db, now: monday }),
    ]);
    expect(results.map((result) => result.queued).sort()).toEqual([0, 1]);
    expect(await emails('weekly_digest', editor.user.email)).toHaveLength(1);
    expect(
      await database.db.select().from(weeklyDigests).where(eq(weeklyDigests.userId, editor.user.id)),
    ).toHaveLength(1);
  });
});
