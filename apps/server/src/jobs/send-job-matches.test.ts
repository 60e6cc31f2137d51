import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { applications, jobs, projects } from '../db/schema/hiring.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { sendJobMatches } from './send-job-matches.ts';

// Job-match emails (issue 12): batched, at most one a day per filmmaker, only jobs that fit them.

describe('job match emails', () => {
  let database: TestDatabase;
  let projectId: string;
  let clientId: string;
  const day1 = new Date('2027-02-01T09:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db.insert(users).values({ email: 'studio@client.test' }).returning();
    const [client] = await database.db
      .insert(clients)
      .values({ userId: user!.id, companyName: 'Northlight Studios', setup: true })
      .returning();
    clientId = client!.id;
    const [project] = await database.db
      .insert(projects)
      .values({ clientId, title: 'Spring campaign', productionType: 'commercial', currency: 'GBP' })
      .returning();
    projectId = project!.id;
  });
  afterAll(() => database.close());

  async function filmmaker(email: string, crafts: string[], country: string | null) {
    const [user] = await database.db.insert(users).values({ email }).returning();
    const [row] = await database.db
      .insert(filmmakers)
      .values({ userId: user!.id, firstName: email.split('@')[0]!, crafts, country, setup: true })
      .returning();
    return row!;
  }

  async function job(
    title: string,
    craft: string,
    publishedAt: Date,
    place: { remote?: boolean; country?: string },
  ) {
    const [row] = await database.db
      .insert(jobs)
      .values({
        projectId,
        clientId,
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
        remote: place.remote ?? false,
        country: place.country ?? null,
      })
      .returning();
    return row!;
  }

  const emailsTo = (email: string) =>
    database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientEmail, email), eq(emailOutbox.emailType, 'job_match')));

  it('sends one email a day listing the new jobs in the crafts and country of each filmmaker', async () => {
    const editor = await filmmaker('editor@film.test', ['editor', 'colourist'], 'GB');
    await filmmaker('gaffer@film.test', ['gaffer'], 'FR');
    const hour = 3_600_000;
    const cut = await job('Editor for the campaign', 'editor', new Date(day1.getTime() - 2 * hour), {
      country: 'GB',
    });
    const grade = await job('Colourist, remote', 'colourist', new Date(day1.getTime() - hour), {
      remote: true,
    });
    await job('Editor in Paris', 'editor', new Date(day1.getTime() - hour), { country: 'FR' });
    await job('Old editor job', 'editor', new Date(day1.getTime() - 3 * 24 * hour), { country: 'GB' });
    const applied = await job('Editor, already applied', 'editor', new Date(day1.getTime() - hour), {
      country: 'GB',
    });
    await database.db.insert(applications).values({
      jobId: applied.id,
      filmmakerId: editor.id,
      coverMessage: 'Already sent my application for this one.',
      proposedRateMinor: 50_000,
      rateType: 'day',
      currency: 'GBP',
      availability: 'all_dates',
    });

    expect(await sendJobMatches({ db: database.db, now: day1 })).toEqual({ queued: 1 });
    const [email] = await emailsTo('editor@film.test');
    expect(email?.templateData).toMatchObject({
      jobId: grade.id,
      jobTitle: 'Colourist, remote',
      clientName: 'Northlight Studios',
      location: 'Remote',
      moreJobs: [{ jobId: cut.id, jobTitle: 'Editor for the campaign' }],
    });
    expect(email?.priority).toBe(1); // SPEC: job match is medium
    expect(await emailsTo('gaffer@film.test')).toHaveLength(0);

    // Later the same day, a new match waits for tomorrow's email.
    const later = new Date(day1.getTime() + 5 * hour);
    await job('Second editor job', 'editor', new Date(day1.getTime() + 4 * hour), { country: 'GB' });
    expect(await sendJobMatches({ db: database.db, now: later })).toEqual({ queued: 0 });
    const nextDay = new Date(day1.getTime() + 25 * hour);
    expect(await sendJobMatches({ db: database.db, now: nextDay })).toEqual({ queued: 1 });
    const sent = await emailsTo('editor@film.test');
    expect(sent.map((row) => row.templateData.jobTitle)).toEqual(['Colourist, remote', 'Second editor job']);
  });

  it('sends once when two processes run at the same moment', async () => {
    await filmmaker('sound@film.test', ['sound recordist'], 'GB');
    const at = new Date('2027-03-01T09:00:00Z');
    await job('Sound recordist', 'sound recordist', new Date(at.getTime() - 60_000), { country: 'GB' });
    const runs = await Promise.all([
      sendJobMatches({ db: database.db, now: at }),
      sendJobMatches({ db: database.db, now: at }),
    ]);
    expect(runs.reduce((total, run) => total + run.queued, 0)).toBe(1);
    expect(await emailsTo('sound@film.test')).toHaveLength(1);
  });
});
