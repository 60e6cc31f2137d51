import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listPayoutsQuery } from './list-payouts.ts';

// Payout lists are read off their indexes (DESIGN section 5): a filmmaker's history off
// payouts_filmmaker_idx, the admin's queue by status off payouts_status_idx, everything off
// payouts_created_idx. Checked on PostgreSQL's plan for analysed data with many filmmakers.

let database: TestDatabase;
let filmmakerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`insert into users (email, user_metadata)
    select 'plan-maker-' || g || '@example.test', '{"user_type":"filmmaker"}'::jsonb from generate_series(1, 500) g`);
  await run(`insert into filmmakers (user_id) select id from users`);
  await run(`insert into payouts (filmmaker_id, status, currency, amount_minor, idempotency_key, created_at)
    select f.id, (array['requested','approved','paid','paid','paid','failed'])[1 + g % 6], 'GBP', 1000 + g,
           'plan-' || g, now() - g * interval '1 minute'
    from generate_series(1, 20000) g
    join (select id, row_number() over (order by id) - 1 as n from filmmakers) f on f.n = g % 500`);
  await run('analyze');
  filmmakerId = (await database.db.select({ id: filmmakers.id }).from(filmmakers).limit(1))[0]!.id;
}, 120_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it('reads a filmmaker’s payouts off payouts_filmmaker_idx, with or without a cursor', async () => {
  for (const query of [{ limit: 20 }, { limit: 20, after }]) {
    const text = await plan(listPayoutsQuery({ db: database.db, filmmakerId, query }));
    expect(text, text).toMatch(/payouts_filmmaker_idx/);
    expect(text, text).not.toMatch(/Seq Scan on payouts/);
  }
});

it('reads the admin’s queue by status off payouts_status_idx, and everything off payouts_created_idx', async () => {
  const queue = await plan(listPayoutsQuery({ db: database.db, query: { limit: 50, status: 'requested' } }));
  expect(queue, queue).toMatch(/payouts_status_idx/);
  const all = await plan(listPayoutsQuery({ db: database.db, query: { limit: 50, after } }));
  expect(all, all).toMatch(/payouts_created_idx/);
  expect(all, all).not.toMatch(/Seq Scan on payouts/);
});
