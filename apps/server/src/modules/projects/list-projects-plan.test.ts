import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { clients } from '../../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listProjectsQuery } from './list-projects.ts';

// A client's project list is read off projects_client_listing_idx (DESIGN section 5): checked on the plan
// PostgreSQL makes for analysed data with many clients, so that the index cannot silently disappear.

let database: TestDatabase;
let clientId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`insert into users (email, user_metadata)
    select 'plan-client-' || g || '@example.test', '{"user_type":"client"}'::jsonb from generate_series(1, 500) g`);
  await run(`insert into clients (user_id, company_name) select id, email from users`);
  await run(`insert into projects (client_id, title, production_type, description, currency, status, updated_at)
    select c.id, 'Project ' || g, 'commercial', 'A shoot by the sea number ' || g, 'GBP',
           (array['draft','open','in_production','completed','archived'])[1 + g % 5], now() - g * interval '1 minute'
    from generate_series(1, 20000) g
    join (select id, row_number() over (order by id) - 1 as n from clients) c on c.n = g % 500`);
  await run('analyze');
  clientId = (await database.db.select({ id: clients.id }).from(clients).limit(1))[0]!.id;
}, 120_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

it('reads a page of projects off projects_client_listing_idx with any search, status and cursor', async () => {
  const after = Buffer.from(
    JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
  );
  for (const query of [
    { limit: 20 },
    { limit: 20, q: 'sea' },
    { limit: 20, status: 'open' as const },
    { limit: 20, q: 'project 12', status: 'archived' as const, after: after.toString('base64url') },
  ]) {
    const text = await plan(listProjectsQuery({ db: database.db, clientId, query }));
    expect(text, text).toMatch(/projects_client_listing_idx/);
    expect(text, text).not.toMatch(/Seq Scan on projects/);
  }
});
