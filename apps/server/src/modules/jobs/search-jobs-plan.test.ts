import { jobSearchQuerySchema } from '@reelhire/shared/jobs';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedSearchJobs } from './job-search-test-kit.ts';
import { listAdminJobsQuery } from './list-admin-jobs.ts';
import { listProjectJobsQuery } from './list-project-jobs.ts';
import { searchTiers, tierStatement, type SearchViewer } from './search-jobs.ts';

// Every statement of the job search, and of the job lists, is read off an index (DESIGN section 5), so
// that 100,000 jobs stay fast (bench/job-search.ts). Checked on the plans PostgreSQL makes for realistic,
// analysed data, not by switching sequential scans off: if an index disappears or a query drifts from
// it, the plan shows a scan of the whole table and this fails.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedSearchJobs(database.db, { jobs: 30_000, clients: 300, projects: 3_000 });
}, 600_000);
afterAll(() => database?.close());

const JOB_INDEXES =
  /jobs_(published|published_craft|published_craft_city|published_city|search|admin_listing|project)_idx/;

async function plan(statement: SQL | SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const SEARCHES = [
  '',
  'q=editor',
  'q=documentary',
  'q=london',
  'q=drone',
  'q=dop',
  'q=interviews+brand',
  'craft=editor',
  'craft=gaffer&city=Berlin',
  'city=london',
  'country=GB&remote=false',
  'remote=true',
  'date_from=2027-03-01&date_to=2027-03-07',
  'rate_min_minor=50000&rate_max_minor=70000&rate_type=day',
  'production_type=music_video',
  'q=brand&craft=editor&country=GB&rate_min_minor=30000',
  'q=festival&country=FR&date_from=2027-01-01&date_to=2027-06-30',
];
const VIEWERS: { name: string; viewer: SearchViewer | undefined }[] = [
  { name: 'a client (no ranking)', viewer: undefined },
  { name: 'an editor and colourist in London', viewer: { crafts: ['editor', 'colourist'], city: 'london' } },
  { name: 'a gaffer with no city', viewer: { crafts: ['gaffer'], city: null } },
];
const CURSOR = { at: '2026-11-20 10:00:00+00', id: '00000000-0000-4000-8000-000000000000' };

describe.each(VIEWERS)('the job search for $name', ({ viewer }) => {
  it.each(SEARCHES)('reads every tier of "%s" off an index, first page and later ones', async (search) => {
    const query = jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    for (const tier of searchTiers(query, viewer)) {
      for (const after of [undefined, CURSOR]) {
        const text = await plan(tierStatement({ query, tier, viewer, after, limit: 21 }));
        expect(text, `tier ${tier.rank}${after ? ' after a cursor' : ''}:\n${text}`).toMatch(JOB_INDEXES);
        expect(text, text).not.toMatch(/Seq Scan on jobs/);
      }
    }
  });
});

describe('the job lists', () => {
  it('reads the admin list off jobs_admin_listing_idx, with and without words, status and cursor', async () => {
    for (const query of [
      { limit: 20 },
      { limit: 20, status: 'draft' as const },
      {
        limit: 20,
        q: 'editor',
        after: Buffer.from(JSON.stringify([CURSOR.at, CURSOR.id])).toString('base64url'),
      },
    ]) {
      const text = await plan(listAdminJobsQuery({ db: database.db, query }));
      expect(text, text).toMatch(/jobs_admin_listing_idx|jobs_search_idx/);
      expect(text, text).not.toMatch(/Seq Scan on jobs/);
    }
  });

  it("reads a project's jobs off jobs_project_idx", async () => {
    const [project] = await database.db.select({ id: projects.id }).from(projects).limit(1);
    const text = await plan(
      listProjectJobsQuery({ db: database.db, projectId: project!.id, query: { limit: 20 } }),
    );
    expect(text, text).toMatch(/jobs_project_idx/);
    expect(text, text).not.toMatch(/Seq Scan on jobs/);
  });

  it('has the seeded jobs it plans for', async () => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(row!.n).toBe(33_000);
  });
});
