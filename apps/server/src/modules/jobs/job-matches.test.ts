import {
  REPLY_TIME_SAMPLE,
  type FilmmakerJobMatchList,
  type HoldTopMatchesResult,
  type JobMatchList,
} from '@reelhire/shared/job-matches';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { apply, call, hiringClient, hiringFilmmaker, publishedJob } from '../applications/hiring-test-kit.ts';

// Decision 0093 through HTTP on a real database: who is considered for a job, in which order and why, who
// may read the matches, and "Hold the top three".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const DAYS = { start: '2027-09-06', end: '2027-09-07' };

test('the filmmakers who fit a job, best first with why; strangers read nothing; the top three are held at once', async () => {
  const client = await hiringClient(t, { email: 'matches-client@example.com' });
  const jobId = await publishedJob(t, client, {
    craft: 'gaffer',
    title: 'Gaffer for a studio shoot',
    dates: [DAYS],
  });
  const gaffer = (email: string, name: string, city = 'London') =>
    hiringFilmmaker(t, { email, name, crafts: ['gaffer'], city });
  const ada = await gaffer('matches-ada@example.com', 'Ada London');
  await gaffer('matches-ben@example.com', 'Ben Leeds', 'Leeds');
  const cai = await gaffer('matches-cai@example.com', 'Cai Pricey');
  const dee = await gaffer('matches-dee@example.com', 'Dee Busy');
  await hiringFilmmaker(t, { email: 'matches-eve@example.com', name: 'Eve Editor', crafts: ['editor'] });
  await hiringFilmmaker(t, {
    email: 'matches-fay@example.com',
    name: 'Fay Unverified',
    crafts: ['gaffer'],
    verified: false,
  });
  const set = (id: string, values: Partial<typeof filmmakers.$inferInsert>) =>
    t.database.db.update(filmmakers).set(values).where(eq(filmmakers.id, id));
  await set(ada.entityId, { ratingHundredths: 480, reviewCount: 12 });
  await set(cai.entityId, { dayRateMinor: 90_000, ratingHundredths: 500, reviewCount: 3 });
  // Ada's last ten answered booking requests were each answered five hours after they came; an older one
  // took 200 hours and is past the sample; an offer's booking (never a request) and one still waiting
  // have no answer to count.
  const asked = async (hoursAgo: number, status: string, answeredAfter: number | null) => {
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        clientId: client.entityId,
        filmmakerId: ada.entityId,
        status,
        days: [{ date: '2027-10-01', part: 'full' }],
        firstDay: '2027-10-01',
        lastDay: '2027-10-01',
        title: 'Earlier request',
        currency: 'GBP',
        amountMinor: 50_000,
        createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
      })
      .returning({ id: bookings.id });
    if (answeredAfter === null) return;
    await t.database.db.insert(hiringEvents).values({
      recordType: 'booking',
      recordId: row!.id,
      transition: 'decline',
      actor: 'filmmaker',
      toStatus: 'declined',
      createdAt: new Date(Date.now() - (hoursAgo - answeredAfter) * 3_600_000),
    });
  };
  await asked(900, 'declined', 200);
  for (let n = 0; n < REPLY_TIME_SAMPLE; n += 1) await asked(300 - n * 10, 'declined', 5);
  await asked(20, 'confirmed', null);
  await asked(1, 'requested', null);
  // A suspended gaffer is never a match: the account can be neither held nor booked.
  const sus = await gaffer('matches-sus@example.com', 'Sus Pended');
  await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sus.userId));
  // Dee has marked the second shoot day unavailable: she cannot be booked for the job.
  await t.database.db
    .insert(availabilityMarks)
    .values({ filmmakerId: dee.entityId, date: DAYS.end, part: 'full' });

  const read = await call<JobMatchList>(t, client.token, 'GET', `/jobs/${jobId}/matches`);
  expect(read.status).toBe(200);
  expect(read.body.shoot_days).toEqual(['2027-09-06', '2027-09-07']);
  expect(read.body.considered).toBe(3);
  expect(read.body.items.map((match) => [match.rank, match.filmmaker.name, match.score])).toEqual([
    [1, 'Ada London', 30 + 25 + 19 + 15],
    [2, 'Cai Pricey', 30 + 0 + 20],
    [3, 'Ben Leeds', 15 + 25],
  ]);
  expect(read.body.items[0]!.reasons.map((reason) => reason.text)).toEqual([
    'Based in London, where the shoot is',
    'Day rate £550, within the budget of £700',
    'Rated 4.8 out of 5 from 12 reviews',
    'Answers booking requests in about 5 hours',
  ]);
  expect(read.body.items[2]!.reasons[3]!.text).toBe('No booking requests answered yet');
  expect(read.body.items[1]!.reasons[1]!.text).toBe('Day rate £900, over the budget of £700');

  // Another client, a filmmaker, and nobody signed in read nothing of it; an admin reads it.
  const other = await hiringClient(t, { email: 'matches-other@example.com' });
  expect((await call(t, other.token, 'GET', `/jobs/${jobId}/matches`)).status).toBe(404);
  expect((await call(t, ada.token, 'GET', `/jobs/${jobId}/matches`)).status).toBe(403);
  expect((await call(t, undefined, 'GET', `/jobs/${jobId}/matches`)).status).toBe(401);
  const admin = await signedInAccount(t, {
    email: 'matches-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  expect((await call<JobMatchList>(t, admin.token, 'GET', `/jobs/${jobId}/matches`)).body.items).toHaveLength(
    3,
  );
  // Nor may another client hold on the job's behalf.
  const ids = read.body.items.map((match) => match.filmmaker.id);
  expect(
    (await call(t, other.token, 'POST', `/jobs/${jobId}/matches/hold`, { filmmaker_ids: ids })).status,
  ).toBe(404);

  // The top three held in one step: each a first hold on both shoot days at the job's budget.
  const held = await call<HoldTopMatchesResult>(t, client.token, 'POST', `/jobs/${jobId}/matches/hold`, {
    filmmaker_ids: ids,
  });
  expect(held.status).toBe(200);
  expect(held.body.results.map((result) => [result.filmmaker_id, result.status, result.error])).toEqual(
    ids.map((id) => [id, 'first', null]),
  );
  const holds = await call<{
    items: { filmmaker_id: string; days: unknown; amount_minor: number; title: string }[];
  }>(t, client.token, 'GET', '/holds');
  expect(holds.body.items).toHaveLength(3);
  expect(holds.body.items[0]).toMatchObject({
    title: 'Gaffer for a studio shoot',
    amount_minor: 140_000,
    days: [
      { date: '2027-09-06', part: 'full' },
      { date: '2027-09-07', part: 'full' },
    ],
  });
  // Held, they are no longer free on the days; asking again says why for each.
  expect((await call<JobMatchList>(t, client.token, 'GET', `/jobs/${jobId}/matches`)).body.items).toEqual([]);
  const again = await call<HoldTopMatchesResult>(t, client.token, 'POST', `/jobs/${jobId}/matches/hold`, {
    filmmaker_ids: [ids[0]],
  });
  expect(again.body.results[0]).toMatchObject({ status: null, error: 'You already hold some of these days' });

  // Bad requests change nothing: too many, the same twice, a job without dates.
  for (const body of [
    { filmmaker_ids: [...ids, ids[0]] },
    { filmmaker_ids: [ids[0], ids[0]] },
    { filmmaker_ids: [] },
  ]) {
    expect((await call(t, client.token, 'POST', `/jobs/${jobId}/matches/hold`, body)).status).toBe(400);
  }
  const undated = await publishedJob(t, client, { craft: 'gaffer', dates: [] });
  const refused = await call(t, client.token, 'POST', `/jobs/${undated}/matches/hold`, {
    filmmaker_ids: [ids[0]],
  });
  expect(refused).toMatchObject({
    status: 409,
    body: { error: expect.stringContaining('shoot dates first') },
  });
});

test('a filmmaker’s best matches: open jobs of their crafts they are free for and have not applied to, nearest and best paid first', async () => {
  const client = await hiringClient(t, { email: 'best-client@example.com' });
  // Crafts no other test here posts jobs for, so the jobs below are the only ones that can fit.
  const me = await hiringFilmmaker(t, {
    email: 'best-maya@example.com',
    name: 'Mia Sparks',
    crafts: ['drone pilot', 'grip'],
  });
  const days = [{ start: '2028-02-01', end: '2028-02-02' }];
  const job = (title: string, values: Parameters<typeof publishedJob>[2] = {}) =>
    publishedJob(t, client, { title, craft: 'drone pilot', dates: days, ...values });
  await job('Leeds drone pilot', { city: 'Leeds' });
  await job('London drone pilot');
  await job('Grip abroad', { craft: 'grip', city: 'Paris', country: 'FR' });
  await job('Busy day drone pilot', { dates: [{ start: '2028-03-01', end: '2028-03-01' }] });
  await job('Editor job', { craft: 'editor' });
  await job('Closed for applications', { applicationDeadline: '2020-01-01' });
  await job('Still a draft', { status: 'draft', publishedAt: null });
  const applied = await job('Applied already');
  expect((await apply(t, me, applied)).status).toBe(201);
  await t.database.db
    .insert(availabilityMarks)
    .values({ filmmakerId: me.entityId, date: '2028-03-01', part: 'am' });

  const best = await call<FilmmakerJobMatchList>(t, me.token, 'GET', '/jobs/best-matches');
  expect(best.status).toBe(200);
  expect(best.body.items.map((item) => [item.job.title, item.score])).toEqual([
    ['London drone pilot', 30 + 25],
    ['Leeds drone pilot', 15 + 25],
    ['Grip abroad', 0 + 25],
  ]);
  expect(best.body.items[0]!.reasons.map((reason) => reason.text)).toEqual([
    'In London, where you are based',
    'Pays up to £700; your day rate £550',
    'Free on all 2 shoot days',
  ]);
  // Only a filmmaker has best matches.
  expect((await call(t, client.token, 'GET', '/jobs/best-matches')).status).toBe(403);
});
