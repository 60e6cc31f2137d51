import { APPLICATION_STATUSES, type ApplicationList } from '@reelhire/shared/applications';
import type { BookingList } from '@reelhire/shared/booking-records';
import type { ContractList } from '@reelhire/shared/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { bookingListQuery } from '../bookings/list-bookings.ts';
import { contractListQuery } from '../contracts/list-contracts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker, publishedJob, type HiringClient } from './hiring-test-kit.ts';
import { seedApplicants, type SeededJob } from './applicant-list-test-kit.ts';
import { applicantListQuery, type ApplicantListQuery } from './list-applicants.ts';
import { myApplicationsQuery } from './list-my-applications.ts';
import { encodeCursor } from '../../http/page-cursor.ts';

// Every list query of applications, contracts and bookings is served by its index (DESIGN section 5), checked on
// the plan of the exact query the operation runs, after ANALYZE on realistic rows: 40 jobs with 150
// applicants each, each filmmaker with 40 applications and some contracts, and beside them 30,000
// applications spread as bench/applicant-list.ts spreads them (the client's busiest job has 3,000). A
// dropped or changed index fails here instead of slowly in production.

const JOBS = 40;
const FILMMAKERS = 150;

let t: TestApp;
let client: HiringClient;
let jobIds: string[];
let filmmakerId: string;
let busy: SeededJob[];
beforeAll(async () => {
  t = await createTestApp();
  client = await hiringClient(t, { email: 'plans-client@example.com' });
  jobIds = [client.jobId];
  for (let i = 1; i < JOBS; i++) jobIds.push(await publishedJob(t, client));
  filmmakerId = (await hiringFilmmaker(t, { email: 'plans-maya@example.com', portfolio: 0 })).entityId;
  const db = t.database.db;
  await db.execute(sql`
    with made as (
      insert into users (email, user_metadata)
      select 'seed-' || n || '@example.com', '{"user_type":"filmmaker"}'::jsonb from generate_series(2, ${FILMMAKERS}) n
      returning id, email
    )
    insert into filmmakers (user_id, first_name, last_name, crafts, city, verified, setup)
    select id, 'Seed', email, array['director of photography'], 'London', true, true from made`);
  await db.execute(sql`
    insert into applications (job_id, filmmaker_id, status, cover_message, proposed_rate_minor, rate_type,
      currency, availability, fit_score, created_at, updated_at)
    select j.id, f.id, (array['submitted','viewed','shortlisted','rejected'])[1 + (random() * 3)::int],
      'A cover message long enough.', 30000 + (random() * 50000)::int, 'day', 'GBP', 'all_dates',
      round(random()::numeric, 3), now() - random() * interval '30 days', now() - random() * interval '30 days'
    from jobs j cross join filmmakers f`);
  await db.execute(sql`
    with chosen as (
      select a.id, a.job_id, a.filmmaker_id from applications a order by random() limit 1200
    ), made as (
      insert into offers (application_id, job_id, client_id, filmmaker_id, status, currency, terms, expires_at)
      select id, job_id, ${client.entityId}::uuid, filmmaker_id, 'accepted', 'GBP', '{"amount_minor":1000}', now()
      from chosen returning id, application_id, job_id, filmmaker_id
    )
    insert into contracts (number, offer_id, application_id, job_id, client_id, filmmaker_id, currency,
      amount_minor, terms, created_at)
    select 'RH-SEED-' || row_number() over (), id, application_id, job_id, ${client.entityId}::uuid, filmmaker_id,
      'GBP', 1000, '{"amount_minor":1000}', now() - random() * interval '300 days'
    from made`);
  // Each contract's booking, a third of them still confirmed (the others further along).
  await db.execute(sql`
    insert into bookings (contract_id, client_id, filmmaker_id, status, first_day, last_day, title, currency,
      amount_minor, created_at)
    select id, client_id, filmmaker_id, (array['confirmed','in_progress','completed'])[1 + (random() * 2)::int],
      '2027-03-01', '2027-03-02', 'Seeded booking', 'GBP', 1000, created_at
    from contracts`);
  // Analyses the whole database when done.
  busy = await seedApplicants(db, {
    applications: 30_000,
    jobs: 100,
    filmmakers: 3_100,
    clientId: client.entityId,
  });
}, 300_000);
afterAll(() => t?.close());

async function plan(query: SQLWrapper): Promise<string> {
  const rows = await queryRows<Record<string, string>>(t.database.db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

const cursorOf = (values: (string | number)[]) => encodeCursor(values);
const someId = '00000000-0000-4000-8000-000000000000';

const CURSOR_OF_SORT = {
  fit: [0.5, someId],
  rate: [50_000, someId],
  date: ['2026-11-01 10:00:00.123456+00', someId],
} as const;
// No filter, and every status the endpoint filters on (the commonest, submitted, down to the rarest).
const STATUS_FILTERS = [undefined, ...APPLICATION_STATUSES];

describe.each(['fit', 'rate', 'date'] as const)('the applicant list sorted by %s', (sort) => {
  test.each(STATUS_FILTERS)(
    'reads its own index and never scans the applications, status %s, first page and after a cursor',
    async (status) => {
      const index = status ? `applications_job_status_${sort}_idx` : `applications_job_${sort}_idx`;
      const jobs = [
        { name: `the busiest job (${busy[0]!.applicants} applicants)`, id: busy[0]!.id, busy: true },
        { name: 'a job with 150 applicants', id: jobIds[3]!, busy: false },
      ];
      for (const job of jobs) {
        for (const cursor of [undefined, cursorOf([...CURSOR_OF_SORT[sort]])]) {
          const query: ApplicantListQuery = { jobId: job.id, sort, status, limit: 20, after: cursor };
          const text = await plan(applicantListQuery(t.database.db, query));
          const shape = `${job.name}${cursor ? ', after a cursor' : ''}:\n${text}`;
          // A status with only a page's worth of a small job's applicants may be read off any of the three
          // status indexes and the page sorted: still only that job's applicants in that status are read.
          const expected = status && !job.busy ? /applications_job_status_(fit|rate|date)_idx/ : index;
          expect(text, shape).toMatch(expected);
          expect(text, shape).not.toMatch(/Seq Scan on applications/);
        }
      }
    },
  );
});

test("a filmmaker's own applications read applications_filmmaker_idx", async () => {
  const query = myApplicationsQuery(t.database.db, { filmmakerId, limit: 20 });
  expect(await plan(query)).toContain('applications_filmmaker_idx');
});

test('contract lists read contracts_client_idx and contracts_filmmaker_idx', async () => {
  const mine = contractListQuery(t.database.db, { side: 'client', entityId: client.entityId, limit: 20 });
  expect(await plan(mine)).toContain('contracts_client_idx');
  const theirs = contractListQuery(t.database.db, { side: 'filmmaker', entityId: filmmakerId, limit: 20 });
  expect(await plan(theirs)).toContain('contracts_filmmaker_idx');
});

test('booking lists read bookings_client_idx and bookings_filmmaker_idx, with a status and deep', async () => {
  const side = { entityId: client.entityId, limit: 20 } as const;
  expect(await plan(bookingListQuery(t.database.db, { ...side, side: 'client' }))).toContain(
    'bookings_client_idx',
  );
  const deep = bookingListQuery(t.database.db, {
    ...side,
    side: 'client',
    status: 'confirmed',
    after: cursorOf(['2026-11-01 10:00:00.123456+00', someId]),
  });
  expect(await plan(deep)).toContain('bookings_client_idx');
  const theirs = bookingListQuery(t.database.db, { side: 'filmmaker', entityId: filmmakerId, limit: 20 });
  expect(await plan(theirs)).toContain('bookings_filmmaker_idx');
});

test('keyset pages follow on without gaps or repeats, for every sort, with and without a status', async () => {
  const counted = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from applications where job_id = ${busy[0]!.id} and status = 'shortlisted'`,
  );
  const shortlisted = counted[0]!.n;
  const lists = [
    { filter: `job_id=${jobIds[5]}`, expected: FILMMAKERS },
    { filter: `job_id=${busy[0]!.id}&status=shortlisted`, expected: shortlisted },
  ];
  for (const { filter, expected } of lists) {
    for (const sort of ['fit', 'rate', 'date'] as const) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const query: string = `/applications?${filter}&sort=${sort}&limit=100${after ? `&after=${after}` : ''}`;
        const page: { body: ApplicationList } = await call<ApplicationList>(t, client.token, 'GET', query);
        seen.push(...page.body.items.map((item) => item.id));
        after = page.body.next_cursor;
      } while (after);
      expect(seen).toHaveLength(expected);
      expect(new Set(seen).size).toBe(expected);
    }
  }
  const contracts: string[] = [];
  let after: string | null = null;
  do {
    const page: { body: ContractList } = await call<ContractList>(
      t,
      client.token,
      'GET',
      `/contracts?limit=100${after ? `&after=${after}` : ''}`,
    );
    contracts.push(...page.body.items.map((item) => item.id));
    after = page.body.next_cursor;
  } while (after);
  expect(new Set(contracts).size).toBe(1200);
  const bookings: string[] = [];
  after = null;
  do {
    const page: { body: BookingList } = await call<BookingList>(
      t,
      client.token,
      'GET',
      `/bookings?as=client&limit=100${after ? `&after=${after}` : ''}`,
    );
    bookings.push(...page.body.items.map((item) => item.id));
    after = page.body.next_cursor;
  } while (after);
  expect(new Set(bookings).size).toBe(1200);
  expect(
    (await call(t, client.token, 'GET', `/applications?job_id=${jobIds[5]}&after=nonsense`)).status,
  ).toBe(400);
});
