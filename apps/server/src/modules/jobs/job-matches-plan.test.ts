import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/hiring.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hiringClient, publishedJob } from '../applications/hiring-test-kit.ts';
import { listJobMatches } from './list-job-matches.ts';

// Decision 0093: a job's matches are read off indexes (DESIGN section 5), checked on the plan PostgreSQL
// makes for analysed data (in CI on a PostgreSQL server too), the rows written with foreign keys off.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const DAYS = { start: '2027-09-06', end: '2027-09-07' };

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
  // Their accounts (a few suspended), as real filmmakers have.
  await run(`insert into users (id, email, suspended_at)
    select user_id, username || '@plan.example', case when random() < 0.01 then now() end
      from filmmakers where username like 'plan-maker-%'`);
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
  const sent = await statementsOf(t.database, (db) => listJobMatches({ db, job: job! }));
  const text = await planOf(t.database, statementMatching(sent, /from "filmmakers"/));
  expect(text, text).toMatch(/filmmakers_(crafts|listing)_idx/);
  expect(text, text).toMatch(/bookings_filmmaker_idx/);
  expect(text, text).toMatch(/hiring_events_record_idx/);
  expect(text, text).not.toMatch(/Seq Scan on (filmmakers|bookings|hiring_events|holds|availability_marks)/);
}, 120_000);
