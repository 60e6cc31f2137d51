import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listTalent } from './list-talent.ts';
import { TALENT_TOTAL_CAP, talentListQuerySchema } from '@reelhire/shared/talent';

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
    const text = withoutInitPlans(await planOf(database, statementMatching(sent, /order by/)));
    expect(text, text).toMatch(shape.index);
    expect(text, text).not.toMatch(/Seq Scan on filmmakers/);
  }
});

/**
 * A plan's text without its InitPlans: the first page's count is one (checked below), and how it counts is
 * not how the page is read.
 */
it('reads a city alone in the listing order off filmmakers_city_idx: the page, never a sort of the city', async () => {
  // Decision 0091: however many filmmakers work in a city, its first page is the index's first rows.
  const first = await listTalent({
    db: database.db,
    query: talentListQuerySchema.parse({ limit: '24', city: 'London' }),
  });
  for (const after of [undefined, first.next_cursor!]) {
    const query = talentListQuerySchema.parse({ limit: '24', city: 'London', ...(after ? { after } : {}) });
    const sent = await statementsOf(database, (db) => listTalent({ db, query }));
    const text = withoutInitPlans(await planOf(database, statementMatching(sent, /order by/)));
    expect(text, text).toMatch(/Index Scan using filmmakers_city_idx/);
    expect(text, text).not.toMatch(/Sort/);
  }
});

function withoutInitPlans(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  let skipDeeperThan = -1;
  for (const line of lines) {
    const depth = line.length - line.trimStart().length;
    if (skipDeeperThan >= 0 && depth > skipDeeperThan) continue;
    skipDeeperThan = -1;
    if (/^\s*InitPlan/.test(line)) skipDeeperThan = depth;
    else kept.push(line);
  }
  return kept.join('\n');
}

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}
const descendants = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(descendants)];

/** A statement's EXPLAIN ANALYZE as its plan's nodes (on the test's data, which these reads leave as it is). */
async function analysedPlan(statement: { text: string; params: unknown[] }): Promise<PlanNode> {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const { rows } = await client.query(
    `explain (analyze, format json, timing off, summary off) ${statement.text}`,
    statement.params,
  );
  const plan = rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }] | string;
  return (typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan)[0].Plan;
}
type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The rows a plan's scans of filmmakers returned or filtered out: how many profiles it read. */
const filmmakersRead = (plan: PlanNode) =>
  descendants(plan)
    .filter((node) => node['Relation Name'] === 'filmmakers')
    .reduce(
      (sum, node) =>
        sum +
        (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
          node['Actual Loops'],
      0,
    );

// Decision 0088: without words, the first page's heading counts its matches in the page's own statement
// (an InitPlan) and stops one past TALENT_TOTAL_CAP; each shape here matches more than the cap. With no
// filter but `setup` that is about TALENT_TOTAL_CAP of the 18,000 set-up profiles, whatever the directory's
// size; a filter reads as many as it takes to find that many matches (its index's, or a scan that stops),
// which depends on how common the match is, not on how many profiles there are.
const COUNTED = [
  { name: 'the whole directory', query: {}, everyProfile: true },
  { name: 'the whole directory by rating', query: { sort: 'rating' }, everyProfile: true },
  { name: 'a craft', query: { craft: 'colourist' }, everyProfile: false },
  { name: 'a city', query: { city: 'Lisbon' }, everyProfile: false },
];

it.each(COUNTED)('counts the first page of $name in its own statement, up to the cap', async (shape) => {
  const query = talentListQuerySchema.parse({ limit: '24', ...shape.query });
  const sent = await statementsOf(database, (db) => listTalent({ db, query }));
  expect(sent, 'one statement: the page and its count').toHaveLength(1);
  const plan = await analysedPlan(sent[0]!);
  const count = plan.Plans?.find((node) => node['Parent Relationship'] === 'InitPlan');
  const stop = count && descendants(count).find((node) => node['Node Type'] === 'Limit');
  expect(stop?.['Actual Rows'], JSON.stringify(plan)).toBe(TALENT_TOTAL_CAP + 1);
  if (shape.everyProfile) expect(filmmakersRead(plan)).toBeLessThan(TALENT_TOTAL_CAP * 1.5);
  expect(await listTalent({ db: database.db, query })).toMatchObject({
    total: TALENT_TOTAL_CAP,
    total_capped: true,
  });
});

it('counts a search by words in the ranking scan itself: exact, as every match is ranked anyway', async () => {
  const query = talentListQuerySchema.parse({ limit: '24', q: 'sound', city: 'Oslo' });
  const sent = await statementsOf(database, (db) => listTalent({ db, query }));
  expect(sent).toHaveLength(1);
  const text = await planOf(database, sent[0]!);
  expect(text, text).toMatch(/WindowAgg/);
  expect(text, text).not.toMatch(/InitPlan|Seq Scan on filmmakers/);
  const [exact] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from filmmakers where setup and lower(city) = 'oslo' and headline like 'Sound%'`,
  );
  expect(await listTalent({ db: database.db, query })).toMatchObject({
    total: exact!.n,
    total_capped: false,
  });
});
