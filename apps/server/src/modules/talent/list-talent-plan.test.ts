import { sql } from 'drizzle-orm';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listTalent } from './list-talent.ts';
import { talentListQuerySchema } from '@reelhire/shared/talent';

// The public directory is the busiest list: its plain listing is read off filmmakers_listing_idx a
// keyset page at a time (DESIGN section 5, decision 0057), the cursor an index condition rather than a
// filter over every row before it. Checked on the plan for analysed data; the rows are written with
// foreign keys off (session_replication_role), as only the plan is under test.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('set session_replication_role = replica');
  await run(`insert into filmmakers (user_id, username, first_name, last_name, city, country, crafts,
                                     years_experience, verified, setup, headline)
    select gen_random_uuid(), 'maker-' || g, 'Maker', 'Number ' || g, (array['London','Leeds','Paris'])[1 + g % 3],
           (array['GB','GB','FR'])[1 + g % 3], array['gaffer'], case when g % 7 = 0 then null else g % 40 end,
           g % 5 = 0, g % 10 <> 0, 'Lighting for commercials'
      from generate_series(1, 20000) g`);
  await run('set session_replication_role = origin');
  await run('analyze');
}, 120_000);
afterAll(() => database?.close());

it('reads the plain listing off filmmakers_listing_idx, with the cursor as an index condition', async () => {
  const first = await listTalent({ db: database.db, query: talentListQuerySchema.parse({ limit: '24' }) });
  const query = talentListQuerySchema.parse({ limit: '24', after: first.next_cursor! });
  const sent = await statementsOf(database, (db) => listTalent({ db, query }));
  const text = await planOf(database, statementMatching(sent, /order by/));
  expect(text, text).toMatch(/Index Scan using filmmakers_listing_idx/);
  expect(text, text).toMatch(/Index Cond: \(ROW\(/);
  expect(text, text).not.toMatch(/Seq Scan on filmmakers|Sort/);
});
