import { craftsForAlias } from '@reelhire/shared/crafts';
import { searchWords } from '@reelhire/shared/search-text';
import { TALENT_TOTAL_CAP, type TalentList, type TalentListQuery } from '@reelhire/shared/talent';
import { and, arrayContains, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { freeOn } from './free-on.ts';
import { talentSummaryColumns, toTalentSummary } from './talent-columns.ts';

export interface ListTalentOptions {
  db: Db;
  query: TalentListQuery;
}

/**
 * The talent directory's search (issue 4): set-up profiles only, filtered and ranked in PostgreSQL with
 * the `search` column's GIN index and the filter indexes, never in memory. With words, the best matches
 * come first (ts_rank); without, verified profiles first, then the most experienced. Paged by keyset on
 * the whole order, ending in the id, so a page starts exactly after the last one seen (decision 0057).
 */
export async function listTalent({ db, query }: ListTalentOptions): Promise<TalentList> {
  const match = matchWords(query.q ?? '');
  const filters = and(
    eq(filmmakers.setup, true),
    match ? sql`${filmmakers.search} @@ ${match}` : undefined,
    query.craft ? arrayContains(filmmakers.crafts, [query.craft]) : undefined,
    query.city ? sql`lower(${filmmakers.city}) = ${query.city.toLowerCase()}` : undefined,
    query.country ? eq(filmmakers.country, query.country) : undefined,
    query.currency ? eq(filmmakers.currency, query.currency) : undefined,
    query.min_rate !== undefined ? gte(filmmakers.dayRateMinor, query.min_rate) : undefined,
    query.max_rate !== undefined ? lte(filmmakers.dayRateMinor, query.max_rate) : undefined,
    query.availability ? eq(filmmakers.availability, query.availability) : undefined,
    query.verified_only ? eq(filmmakers.verified, true) : undefined,
    query.available_on ? freeOn(query.available_on) : undefined,
  );
  // The same expressions as filmmakers_listing_idx, so a page without words is read off that index; one
  // direction throughout, so one row comparison finds where the next page starts.
  const byRating = query.sort === 'rating';
  const rank = match && !byRating ? sql<number>`ts_rank(${filmmakers.search}, ${match})` : undefined;
  const years = sql<number>`coalesce(${filmmakers.yearsExperience}, -1)`;
  // By rating (decision 0060): the same expressions as filmmakers_rating_idx, unrated last.
  const rating = sql<number>`coalesce(${filmmakers.ratingHundredths}, -1)`;
  const key = byRating
    ? [rating, sql`${filmmakers.reviewCount}`, sql`${filmmakers.id}`]
    : [...(rank ? [rank] : []), sql`${filmmakers.verified}`, years, sql`${filmmakers.id}`];
  // The heading's number, counted for the first page only: not something every further page pays for.
  // With words every match is read and ranked before the page is cut, so it comes from the same scan (a
  // window count) rather than a second search of the index (decision 0071), exact at any size. Without
  // words the page is read off the listing index and stops after it; the count, a subquery of the same
  // statement, stops one past TALENT_TOTAL_CAP, so it reads at most that many profiles however large the
  // directory grows ("1,000+ filmmakers", decision 0088).
  const matches = query.after
    ? sql<number>`0`
    : match
      ? sql<number>`count(*) over ()`
      : sql<number>`(select count(*)::int from (select 1 from ${filmmakers} where ${filters} limit ${sql.raw(
          String(TALENT_TOTAL_CAP + 1),
        )}) as counted)`;
  const rows = await db
    .select({ ...talentSummaryColumns, rank: rank ?? sql<number>`0`, matches })
    .from(filmmakers)
    .where(
      and(
        filters,
        query.after
          ? byRating
            ? afterRatingCursor(key, query.after)
            : afterCursor(key, query.after, Boolean(rank))
          : undefined,
      ),
    )
    .orderBy(...key.map((part) => sql`${part} desc`))
    .limit(query.limit + 1);
  // An empty first page has no matches at all. Only the count without words stops at the cap.
  const counted = query.after ? null : Number(rows[0]?.matches ?? 0);
  const capped = !match && counted !== null && counted > TALENT_TOTAL_CAP;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toTalentSummary(row)),
    next_cursor:
      rows.length > page.length && last
        ? encodeCursor(
            byRating
              ? [last.ratingHundredths ?? -1, last.reviewCount, last.id]
              : [
                  ...(rank ? [Number(last.rank)] : []),
                  last.verified ? 1 : 0,
                  last.yearsExperience ?? -1,
                  last.id,
                ],
          )
        : null,
    total: capped ? TALENT_TOTAL_CAP : counted,
    total_capped: capped,
  };
}

/** Rows strictly after the cursor in the rating order (every part descending). */
function afterRatingCursor(key: SQL[], cursor: string): SQL {
  const [rating, count, id] = decodeCursor(cursor, ['integer', 'integer', 'id'] as const);
  return sql`(${sql.join(key, sql`, `)}) < (${rating}::int, ${count}::int, ${id}::uuid)`;
}

/** Rows strictly after the cursor in the directory's order (every part descending). */
function afterCursor(key: SQL[], cursor: string, ranked: boolean): SQL {
  const values = ranked
    ? decodeCursor(cursor, ['number', 'integer', 'integer', 'id'] as const)
    : decodeCursor(cursor, ['integer', 'integer', 'id'] as const);
  const [verified, years, id] = values.slice(-3) as [number, number, string];
  const bound = [
    // ts_rank is a real: the cursor holds its shortest exact text, which casts back to the same value.
    ...(ranked ? [sql`${values[0]}::real`] : []),
    sql`${verified === 1}::boolean`,
    sql`${years}::int`,
    sql`${id}::uuid`,
  ];
  return sql`(${sql.join(key, sql`, `)}) < (${sql.join(bound, sql`, `)})`;
}

/**
 * Every word must match, each as a prefix ("cinemat" finds "cinematographer") in the unstemmed form of
 * names and places or the stemmed English of headline and bio, or as a craft it is another word for
 * ("dop" finds directors of photography). Words are letters and digits only (searchWords), so they are
 * safe inside to_tsquery's syntax.
 */
function matchWords(text: string): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => {
    const alternatives = [
      sql`to_tsquery('simple', ${`${word}:*`})`,
      sql`to_tsquery('english', ${`${word}:*`})`,
      ...craftsForAlias(word).map((craft) => sql`phraseto_tsquery('simple', ${craft})`),
    ];
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(perWord, sql` && `)})`;
}
