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
                                     years_experience, verified, setup, headline, rating_hundredths, review_count)
    select gen_random_uuid(), 'maker-' || g, 'Maker', 'Number ' || g,
           (array['London','Leeds','Paris','Berlin','Lisbon','Madrid','Glasgow','Dublin','Milan','Oslo'])[1 + g % 10],
           (array['GB','GB','FR','DE','PT','ES','GB','IE','IT','NO'])[1 + g % 10],
           array[(array['gaffer','editor','colourist','sound recordist','director','producer','grip','drone operator'])[1 + g % 8]],
           case when g % 7 = 0 then null else g % 40 end,
           g % 5 = 0, g % 10 <> 0,
           (array['Lighting for commercials','Cutting documentaries','Grading music videos','Sound on location',
                  'Directing brand films','Producing for broadcasters','Rigging and dollies','Aerials for tourism'])[1 + g % 8],
           case when g % 3 = 0 then null else 100 + g % 401 end, case when g % 3 = 0 then 0 else g % 50 end
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

it('reads the rating order off filmmakers_rating_idx, with the cursor as an index condition', async () => {
  const first = await listTalent({
    db: database.db,
    query: talentListQuerySchema.parse({ limit: '24', sort: 'rating' }),
  });
  const query = talentListQuerySchema.parse({ limit: '24', sort: 'rating', after: first.next_cursor! });
  const sent = await statementsOf(database, (db) => listTalent({ db, query }));
  const text = await planOf(database, statementMatching(sent, /order by/));
  expect(text, text).toMatch(/Index Scan using filmmakers_rating_idx/);
  expect(text, text).toMatch(/Index Cond: \(ROW\(/);
  expect(text, text).not.toMatch(/Seq Scan on filmmakers|Sort/);
});

// The search's main shapes: words, a craft, a city. Each reads its filter's index (or walks the listing
// index, filtering, when a page is reached sooner that way); none reads every profile. The words' matches
// are ranked, so their sort is over the matches, never the directory. Words alone are not checked here:
// each is a prefix, and a prefix's scan of the GIN index costs more than reading 20,000 profiles, so the
// planner scans them; it turns to filmmakers_search_idx between 20,000 and 180,000 profiles (tried by hand:
// 31 ms for a rare word at 180,000), and bench/budgets/growth.ts reports how the time grows meanwhile.
const SHAPES = [
  { name: 'a craft', query: { craft: 'colourist' }, index: /filmmakers_(crafts|listing)_idx/ },
  { name: 'a city', query: { city: 'Lisbon' }, index: /filmmakers_(city|listing)_idx/ },
  { name: 'words and a city', query: { q: 'sound', city: 'Oslo' }, index: /filmmakers_(search|city)_idx/ },
];

it.each(SHAPES)('reads a search by $name off its index, first page and after a cursor', async (shape) => {
  const first = await listTalent({
    db: database.db,
    query: talentListQuerySchema.parse({ limit: '24', ...shape.query }),
  });
  expect(first.items).toHaveLength(24);
  for (const after of [undefined, first.next_cursor!]) {
    const query = talentListQuerySchema.parse({ limit: '24', ...shape.query, ...(after ? { after } : {}) });
    const sent = await statementsOf(database, (db) => listTalent({ db, query }));
    const text = await planOf(database, statementMatching(sent, /order by/));
    expect(text, text).toMatch(shape.index);
    expect(text, text).not.toMatch(/Seq Scan on filmmakers/);
  }
});
