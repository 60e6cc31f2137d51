import type { HoldTopMatchesResult, JobMatchList } from '@reelhire/shared/job-matches';
import { eq, sql } from 'drizzle-orm';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { hiringEvents, jobs } from '../../db/schema/hiring.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call, hiringClient, hiringFilmmaker, publishedJob } from '../applications/hiring-test-kit.ts';
import { listJobMatches } from './list-job-matches.ts';

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
  // Ada answered a booking request five hours after it came (accepted), and one is still waiting.
  const asked = (hoursAgo: number, status: string) =>
    t.database.db
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
  const [answered] = await asked(10, 'declined');
  await asked(1, 'requested');
  await t.database.db.insert(hiringEvents).values({
    recordType: 'booking',
    recordId: answered!.id,
    transition: 'decline',
    actor: 'filmmaker',
    toStatus: 'declined',
    createdAt: new Date(Date.now() - 5 * 3_600_000),
  });
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

test('the candidates are read off the crafts or listing index, and each reply time off its own indexes', async () => {
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  await run('set session_replication_role = replica');
  await run(`insert into filmmakers (user_id, username, first_name, last_name, city, country, crafts, years_experience,
                                     verified, setup, day_rate_minor)
    select gen_random_uuid(), 'plan-maker-' || g, 'Plan', 'Maker ' || g,
           (array['London','Leeds','Paris','Berlin'])[1 + g % 4], (array['GB','GB','FR','DE'])[1 + g % 4],
           array[(array['gaffer','editor','colourist','sound recordist','director','producer','grip','drone operator'])[1 + g % 8]],
           g % 30, g % 3 <> 0, true, 30000 + (g % 50) * 1000
      from generate_series(1, 20000) g`);
  // Their calendars and answered requests, so the anti-joins and the reply times read real tables.
  await run(
    `create temporary table plan_makers as select id, row_number() over (order by id) as n from filmmakers`,
  );
  await run(`insert into availability_marks (filmmaker_id, date, part)
    select m.id, date '2027-01-01' + (g % 300), 'full' from generate_series(1, 20000) g
      join plan_makers m on m.n = 1 + (g * 7) % 20000 on conflict do nothing`);
  await run(`insert into holds (filmmaker_id, client_id, status, days, first_day, last_day, title, currency, amount_minor)
    select m.id, gen_random_uuid(), (array['first','second','released'])[1 + g % 3],
           jsonb_build_array(jsonb_build_object('date', (date '2027-01-01' + (g % 300))::text, 'part', 'full')),
           date '2027-01-01' + (g % 300), date '2027-01-01' + (g % 300), 'Hold', 'GBP', 10000
      from generate_series(1, 20000) g join plan_makers m on m.n = 1 + (g * 11) % 20000`);
  await run(`insert into bookings (filmmaker_id, client_id, status, days, first_day, last_day, title, currency, amount_minor, created_at)
    select m.id, gen_random_uuid(), (array['confirmed','declined','completed','requested'])[1 + g % 4],
           jsonb_build_array(jsonb_build_object('date', (date '2027-01-01' + (g % 300))::text, 'part', 'full')),
           date '2027-01-01' + (g % 300), date '2027-01-01' + (g % 300), 'Booking', 'GBP', 10000,
           now() - (g % 500) * interval '1 hour'
      from generate_series(1, 40000) g join plan_makers m on m.n = 1 + (g * 13) % 20000`);
  await run(`insert into hiring_events (record_type, record_id, transition, actor, to_status, created_at)
    select 'booking', b.id, 'accept', 'filmmaker', 'confirmed', b.created_at + interval '3 hours' from bookings b`);
  await run('set session_replication_role = origin');
  await run('analyze');
  const client = await hiringClient(t, { email: 'matches-plan@example.com' });
  const jobId = await publishedJob(t, client, { craft: 'colourist', dates: [DAYS] });
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
  const sent = await statementsOf(t.database, (db) =>
    listJobMatches({ db, job: job!, clientUserId: client.userId }),
  );
  const text = await planOf(t.database, statementMatching(sent, /from "filmmakers"/));
  expect(text, text).toMatch(/filmmakers_(crafts|listing)_idx/);
  expect(text, text).toMatch(/bookings_filmmaker_idx/);
  expect(text, text).toMatch(/hiring_events_record_idx/);
  expect(text, text).not.toMatch(/Seq Scan on (filmmakers|bookings|hiring_events|holds|availability_marks)/);
}, 120_000);
