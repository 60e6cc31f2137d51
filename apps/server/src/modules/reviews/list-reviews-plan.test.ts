import { reviewListQuerySchema } from '@reelhire/shared/reviews';
import { sql } from 'drizzle-orm';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { encodeCursor } from '../../http/page-cursor.ts';
import { listReviews } from './list-reviews.ts';

// Every review list reads its own partial index a keyset page at a time (DESIGN section 5, decision 0060),
// checked on the plan for analysed data; rows are written with foreign keys off, as only the plan is tested.

const FILMMAKER = '00000000-0000-4000-8000-000000000007';
const CLIENT = '00000000-0000-4000-8000-000000000011';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('set session_replication_role = replica');
  // 40,000 reviews over 400 filmmakers and 400 clients, in every state.
  await run(`insert into reviews (booking_id, reviewer_role, client_id, filmmaker_id, status, rating, body,
                                  written_at, published_at, window_closes_at)
    select gen_random_uuid(), (array['client','filmmaker'])[1 + g % 2],
           ('00000000-0000-4000-8000-' || lpad((g % 400)::text, 12, '0'))::uuid,
           ('00000000-0000-4000-8000-' || lpad(((g / 3) % 400)::text, 12, '0'))::uuid,
           (array['client_to_write','filmmaker_to_write','written','published','replied','lapsed'])[1 + g % 6],
           1 + g % 5, 'Good work',
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
           now() + ((g % 20000) || ' minutes')::interval
      from generate_series(1, 40000) g`);
  await run('set session_replication_role = origin');
  await run('analyze');
}, 120_000);
afterAll(() => database?.close());

/** The plan of a later page: the cursor is made here, as only the plan is under test (the joins find no rows). */
async function planFor(query: Record<string, string>, sideId?: string) {
  const after = encodeCursor([new Date().toISOString(), '00000000-0000-4000-8000-00000000abcd']);
  const next = reviewListQuerySchema.parse({ limit: '5', ...query, after });
  const sent = await statementsOf(database, (db) => listReviews({ db, viewer: null, query: next, sideId }));
  return planOf(database, statementMatching(sent, /order by/));
}

it('reads a filmmaker’s public reviews off reviews_of_filmmaker_idx', async () => {
  const text = await planFor({ filmmaker_id: FILMMAKER });
  expect(text, text).toMatch(/Index (Only )?Scan using reviews_of_filmmaker_idx/);
  expect(text, text).toMatch(/Index Cond: .*ROW\(/);
  expect(text, text).not.toMatch(/Seq Scan on reviews|Sort/);
});

it('reads a filmmaker’s given reviews off reviews_by_filmmaker_idx', async () => {
  const text = await planFor({ mine: 'given', as: 'filmmaker' }, FILMMAKER);
  expect(text, text).toMatch(/Index (Only )?Scan using reviews_by_filmmaker_idx/);
  expect(text, text).toMatch(/Index Cond: .*ROW\(/);
  expect(text, text).not.toMatch(/Seq Scan on reviews|Sort/);
});

it('reads a client’s reviews to write off reviews_client_to_write_idx', async () => {
  const text = await planFor({ mine: 'to_write', as: 'client' }, CLIENT);
  expect(text, text).toMatch(/Index (Only )?Scan using reviews_client_to_write_idx/);
  expect(text, text).toMatch(/Index Cond: .*ROW\(/);
  expect(text, text).not.toMatch(/Seq Scan on reviews|Sort/);
});
