import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { draftListQuery } from './list-drafts.ts';
import { encodeCursor } from '../../http/page-cursor.ts';

// The admin's draft lists must stay served by claim_links_listing_idx: the plan of the exact query the
// route runs, on a few thousand links after ANALYZE, names it (no planner switches turned off).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [project] = await db
    .insert(projects)
    .values({ title: 'Draft', productionType: 'commercial', currency: 'GBP' })
    .returning({ id: projects.id });
  const [job] = await db
    .insert(jobs)
    .values({
      projectId: project!.id,
      productionType: 'commercial',
      title: 'Gaffer',
      craft: 'gaffer',
      description: 'Lights for two days in a studio.',
      rateType: 'day',
      rateMinMinor: 30_000,
      rateMaxMinor: 40_000,
      currency: 'GBP',
    })
    .returning({ id: jobs.id });
  // One in ten a test draft, a third of the rest claimed or expired, like an admin's real history.
  await db.execute(sql`
    insert into claim_links (token_hash, project_id, job_id, test, expires_at, created_at)
    select md5(i::text), ${project!.id}, ${job!.id}, i % 10 = 0,
           now() + (14 - i % 30) * interval '1 day', now() - i * interval '1 hour'
    from generate_series(1, 5000) as i
  `);
  await db.execute(sql`analyze`);
});
afterAll(() => database?.close());

async function plan(options: Parameters<typeof draftListQuery>[1]): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`explain ${draftListQuery(database.db, options)}`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

test.each([true, false])('the first page of drafts (test=%s) reads claim_links_listing_idx', async (test) => {
  expect(await plan({ test, limit: 20 })).toContain('claim_links_listing_idx');
});

test('a later page, after a cursor, reads claim_links_listing_idx', async () => {
  const [middle] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from claim_links where test = false order by created_at desc offset 2000 limit 1`,
  );
  const after = encodeCursor([middle!.id]);
  const text = await plan({ test: false, limit: 20, after });
  expect(text).toContain('claim_links_listing_idx');
  expect(text).not.toMatch(/Seq Scan on claim_links\b/);
});
