import { eq } from 'drizzle-orm';
import { offerTermsSchema } from '@reelhire/shared/offers';
import { users } from '../../db/schema/auth.ts';
import { applications, jobInvitations, jobs, offers, projects } from '../../db/schema/hiring.ts';
import { holds } from '../../db/schema/holds.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { getClientHiringActions, getFilmmakerHiringActions } from './get-hiring-actions.ts';

// The dashboard homes' to-do lists, with two clients of one filmmaker side by side: each sees only its own.

const terms = offerTermsSchema.parse({
  amount_minor: 120_000,
  rate_type: 'fixed',
  start_date: '2027-01-10',
  end_date: '2027-01-11',
  deliverables: 'A 60-second cut',
  milestones: [{ title: 'Final cut', amount_minor: 120_000, due_date: '2027-01-20' }],
  revisions_included: 2,
  kill_fee_percent: 25,
  usage_rights: 'Online, worldwide, 2 years',
});

describe('what needs action now', () => {
  let database: TestDatabase;
  const now = new Date('2027-01-01T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function account(email: string, kind: 'client' | 'filmmaker', name: string) {
    const db = database.db;
    const [user] = await db.insert(users).values({ email }).returning();
    if (kind === 'client') {
      const [client] = await db.insert(clients).values({ userId: user!.id, companyName: name }).returning();
      return client!.id;
    }
    const [first, last] = name.split(' ');
    const [filmmaker] = await db
      .insert(filmmakers)
      .values({ userId: user!.id, firstName: first!, lastName: last! })
      .returning();
    return filmmaker!.id;
  }

  async function publishedJob(clientId: string, title: string, deadline: string | null) {
    const db = database.db;
    const [project] = await db
      .insert(projects)
      .values({ clientId, title: `${title} project`, productionType: 'commercial', currency: 'GBP' })
      .returning();
    const [job] = await db
      .insert(jobs)
      .values({
        projectId: project!.id,
        clientId,
        productionType: 'commercial',
        title,
        craft: 'editor',
        description: 'Cut a commercial from two days of rushes.',
        rateType: 'fixed',
        rateMinMinor: 100_000,
        rateMaxMinor: 150_000,
        currency: 'GBP',
        status: 'published',
        applicationDeadline: deadline,
      })
      .returning();
    return job!;
  }

  async function apply(jobId: string, filmmakerId: string, status = 'submitted') {
    const [application] = await database.db
      .insert(applications)
      .values({
        jobId,
        filmmakerId,
        status,
        coverMessage: 'I cut commercials for a living and would love this one.',
        proposedRateMinor: 120_000,
        rateType: 'fixed',
        currency: 'GBP',
        availability: 'all_dates',
      })
      .returning();
    return application!;
  }

  it('lists counters, unread applicants and deadlines for a client, and offers and invitations for a filmmaker', async () => {
    const northlight = await account('a@client.test', 'client', 'Northlight');
    const harbour = await account('b@client.test', 'client', 'Harbour Films');
    const maya = await account('maya@film.test', 'filmmaker', 'Maya Okafor');
    const lena = await account('lena@film.test', 'filmmaker', 'Lena Fischer');

    const spot = await publishedJob(northlight, 'Editor for a spot', '2027-01-05');
    const later = await publishedJob(northlight, 'Editor, later', '2027-02-20');
    const promo = await publishedJob(harbour, 'Promo editor', '2027-01-03');

    await apply(spot.id, lena);
    const mayaOnSpot = await apply(spot.id, maya, 'offered');
    const mayaOnPromo = await apply(promo.id, maya, 'offered');
    await database.db.insert(offers).values([
      {
        applicationId: mayaOnSpot.id,
        jobId: spot.id,
        clientId: northlight,
        filmmakerId: maya,
        status: 'countered',
        currency: 'GBP',
        terms,
        expiresAt: new Date('2027-01-06T00:00:00Z'),
      },
      {
        applicationId: mayaOnPromo.id,
        jobId: promo.id,
        clientId: harbour,
        filmmakerId: maya,
        status: 'sent',
        currency: 'GBP',
        terms,
        expiresAt: new Date('2027-01-04T00:00:00Z'),
      },
    ]);
    await database.db.insert(jobInvitations).values([
      { jobId: later.id, filmmakerId: lena },
      { jobId: spot.id, filmmakerId: lena },
    ]);

    const client = await getClientHiringActions({ db: database.db, clientId: northlight, now });
    expect(client.counters_to_answer).toEqual([
      expect.objectContaining({
        job_title: 'Editor for a spot',
        counterpart_name: 'Maya Okafor',
        amount_minor: 120_000,
      }),
    ]);
    expect(client.applicants_to_review).toEqual([expect.objectContaining({ job_id: spot.id, new_count: 1 })]);
    expect(client.deadlines_soon).toEqual([
      expect.objectContaining({ job_id: spot.id, application_deadline: '2027-01-05', application_count: 2 }),
    ]);

    // The other client of the same filmmaker sees none of Northlight's work, only its own.
    const other = await getClientHiringActions({ db: database.db, clientId: harbour, now });
    expect(other.counters_to_answer).toEqual([]);
    expect(other.applicants_to_review).toEqual([]);
    expect(other.deadlines_soon.map((row) => row.job_id)).toEqual([promo.id]);

    // A job an admin unpublished waits on its own client's home with the reason, until it is published again.
    await database.db
      .update(jobs)
      .set({ status: 'draft', unpublishedReason: 'The budget is missing' })
      .where(eq(jobs.id, promo.id));
    expect(
      (await getClientHiringActions({ db: database.db, clientId: harbour, now })).unpublished_by_reelhire,
    ).toEqual([
      expect.objectContaining({
        job_id: promo.id,
        job_title: 'Promo editor',
        reason: 'The budget is missing',
      }),
    ]);
    expect(
      (await getClientHiringActions({ db: database.db, clientId: northlight, now })).unpublished_by_reelhire,
    ).toEqual([]);

    const filmmaker = await getFilmmakerHiringActions({ db: database.db, filmmakerId: maya });
    expect(filmmaker.offers_to_answer).toEqual([
      expect.objectContaining({ job_title: 'Promo editor', counterpart_name: 'Harbour Films' }),
    ]);
    // Lena already applied to the spot, so only the later job's invitation is still to answer.
    const invited = await getFilmmakerHiringActions({ db: database.db, filmmakerId: lena });
    expect(invited.invitations.map((row) => row.job_id)).toEqual([later.id]);
    expect(invited.offers_to_answer).toEqual([]);
  });

  it("lists a client's first holds to confirm and the holds on a filmmaker's dates, each side its own", async () => {
    const db = database.db;
    const alpha = await account('holds-alpha@example.com', 'client', 'Alpha Films');
    const beta = await account('holds-beta@example.com', 'client', 'Beta Studio');
    const rosa = await account('holds-rosa@example.com', 'filmmaker', 'Rosa Diaz');
    const hold = (
      clientId: string,
      status: string,
      date: string,
      extra: Partial<typeof holds.$inferInsert> = {},
    ) => ({
      filmmakerId: rosa,
      clientId,
      status,
      days: [{ date, part: 'full' as const }],
      firstDay: date,
      lastDay: date,
      title: `Shoot on ${date}`,
      currency: 'GBP',
      amountMinor: 50_000,
      ...extra,
    });
    const [promoted, waiting, gone] = await db
      .insert(holds)
      .values([
        hold(beta, 'first', '2027-02-02', {
          confirmBy: new Date('2027-01-04T12:00:00Z'),
          promotedAt: new Date('2027-01-01T12:00:00Z'),
          createdAt: new Date('2026-12-30T12:00:00Z'),
        }),
        // Placed after the first hold, as a second hold always is (one insert shares one now()).
        hold(alpha, 'second', '2027-02-02', { createdAt: new Date('2026-12-31T12:00:00Z') }),
        hold(alpha, 'released', '2027-02-01'),
      ])
      .returning();

    const betaActions = await getClientHiringActions({ db, clientId: beta, now });
    expect(betaActions.holds_to_confirm).toEqual([
      {
        hold_id: promoted!.id,
        status: 'first',
        title: 'Shoot on 2027-02-02',
        counterpart_name: 'Rosa Diaz',
        first_day: '2027-02-02',
        last_day: '2027-02-02',
        confirm_by: '2027-01-04T12:00:00.000Z',
        promoted: true,
      },
    ]);
    // Alpha's second hold waits; nothing to confirm yet.
    expect((await getClientHiringActions({ db, clientId: alpha, now })).holds_to_confirm).toEqual([]);
    const rosaActions = await getFilmmakerHiringActions({ db, filmmakerId: rosa });
    expect(
      rosaActions.holds_on_your_dates.map((row) => [row.hold_id, row.status, row.counterpart_name]),
    ).toEqual([
      [promoted!.id, 'first', 'Beta Studio'],
      [waiting!.id, 'second', 'Alpha Films'],
    ]);
    expect(rosaActions.holds_on_your_dates.map((row) => row.hold_id)).not.toContain(gone!.id);
  });
});
