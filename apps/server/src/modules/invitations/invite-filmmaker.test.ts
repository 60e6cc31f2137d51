import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { applications, jobInvitations, jobs, projects } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { inviteFilmmaker } from './invite-filmmaker.ts';
import { readInvitations } from './read-invitations.ts';

// Invitations to apply (issue 12), with a second client of the same filmmaker side by side.

describe('inviting a filmmaker to apply', () => {
  let database: TestDatabase;
  let northlight: string;
  let harbour: string;
  let maya: string;
  let job: string;
  let draft: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const user = async (email: string) => (await db.insert(users).values({ email }).returning())[0]!.id;
    const client = async (email: string, companyName: string) =>
      (
        await db
          .insert(clients)
          .values({ userId: await user(email), companyName, setup: true })
          .returning()
      )[0]!.id;
    northlight = await client('studio@client.test', 'Northlight Studios');
    harbour = await client('harbour@client.test', 'Harbour Films');
    maya = (
      await db
        .insert(filmmakers)
        .values({ userId: await user('maya@film.test'), firstName: 'Maya', lastName: 'Okafor', setup: true })
        .returning()
    )[0]!.id;
    const [project] = await db
      .insert(projects)
      .values({ clientId: northlight, title: 'Brand film', productionType: 'commercial', currency: 'GBP' })
      .returning();
    const insertJob = async (status: string) =>
      (
        await db
          .insert(jobs)
          .values({
            projectId: project!.id,
            clientId: northlight,
            productionType: 'commercial',
            title: `DoP (${status})`,
            craft: 'director of photography',
            description: 'Three days on a brand film in London.',
            rateType: 'day',
            rateMinMinor: 50_000,
            rateMaxMinor: 70_000,
            currency: 'GBP',
            status,
          })
          .returning()
      )[0]!.id;
    job = await insertJob('published');
    draft = await insertJob('draft');
  });
  afterAll(() => database.close());

  const emails = () =>
    database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientEmail, 'maya@film.test'), eq(emailOutbox.emailType, 'job_match')));

  it('invites once, emails once, and shows the invitation to the filmmaker until they apply', async () => {
    const input = { job_id: job, filmmaker_id: maya, message: 'We loved your reel: would you apply?' };
    const first = await inviteFilmmaker({ db: database.db, clientId: northlight, input });
    expect(first).toMatchObject({
      job_id: job,
      client_name: 'Northlight Studios',
      filmmaker_name: 'Maya Okafor',
      message: 'We loved your reel: would you apply?',
      applied: false,
    });
    const again = await inviteFilmmaker({ db: database.db, clientId: northlight, input });
    expect(again.id).toBe(first.id);
    const sent = await emails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.templateData).toMatchObject({
      invitedBy: 'Northlight Studios',
      invitationNote: 'We loved your reel: would you apply?',
      jobId: job,
    });

    await database.db.insert(applications).values({
      jobId: job,
      filmmakerId: maya,
      coverMessage: 'Thanks for the invitation, here is my application.',
      proposedRateMinor: 65_000,
      rateType: 'day',
      currency: 'GBP',
      availability: 'all_dates',
    });
    const [seen] = await readInvitations(database.db, eq(jobInvitations.filmmakerId, maya));
    expect(seen?.applied).toBe(true);
  });

  it("refuses another client's job as if it did not exist, and drafts until published", async () => {
    await expect(
      inviteFilmmaker({ db: database.db, clientId: harbour, input: { job_id: job, filmmaker_id: maya } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      inviteFilmmaker({
        db: database.db,
        clientId: northlight,
        input: { job_id: draft, filmmaker_id: maya },
      }),
    ).rejects.toMatchObject({ statusCode: 409, fields: { status: 'draft' } });
    expect(await emails()).toHaveLength(1);
  });
});
