import { DAY_TAKING_BOOKING_STATUSES } from '@reelhire/shared/availability';
import { craftsForAlias } from '@reelhire/shared/crafts';
import { LIVE_HOLD_STATUSES } from '@reelhire/shared/holds';
import { searchWords } from '@reelhire/shared/search-text';
import type { TalentList, TalentListQuery } from '@reelhire/shared/talent';
import { and, arrayContains, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityMarks } from '../../db/schema/availability.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { holds } from '../../db/schema/holds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { talentSummaryColumns, toTalentSummary } from './talent-columns.ts';

export interface ListTalentOptions {
  db: Db;
  query: TalentListQuery;
}

/**
 * The talent directory's search (issue 4): set-up profiles only, filtered and ranked in PostgreSQL with
 * the `search` column's GIN index and the filter indexes, never in memory. With words, the best matches
 * come first (ts_rank); without, verified profiles first, then the most experienced.
 */
export async function listTalent({ db, query }: ListTalentOptions): Promise<TalentList> {
  const match = matchWords(query.q ?? '');
  const where = and(
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
  // The same expressions as filmmakers_listing_idx, so a page without words is read off that index.
  const directoryOrder = [
    sql`${filmmakers.verified} desc`,
    sql`${filmmakers.yearsExperience} desc nulls last`,
    filmmakers.id,
  ];
  const offset = (query.page - 1) * query.limit;
  const page = db
    .select({
      ...talentSummaryColumns,
      // Ranking reads every match anyway, so the total rides along on each row (a window count) instead of
      // a second search. Without words the page is read off the listing index and stops after `limit`
      // rows, which a window count would defeat: the total is then a separate count.
      total: match ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
    })
    .from(filmmakers)
    .where(where)
    .orderBy(...(match ? [sql`ts_rank(${filmmakers.search}, ${match}) desc`] : []), ...directoryOrder)
    .limit(query.limit)
    .offset(offset);
  const count = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(filmmakers)
        .where(where)
    )[0]?.n ?? 0;
  const [rows, counted] = await Promise.all([page, match ? undefined : count()]);
  // A page past the last match has no row to carry the total: count on its own then.
  const total = counted ?? rows[0]?.total ?? (offset === 0 ? 0 : await count());
  return {
    items: rows.map((row) => toTalentSummary(row)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * "Available on these dates" (decision 0036): free all day on every date, so nothing booked, no live hold
 * of either rank and no mark of the filmmaker's on any half of them. A date under someone's first hold could
 * still take a second hold, but a search for who is available means who can be booked outright; the
 * calendar and the booking form still offer second holds. Each check is an anti-join on an index that
 * starts with the filmmaker (the marks' slot key, the live holds' index, the bookings' filmmaker index),
 * narrowed by the date range before the slots are read.
 */
function freeOn(dates: readonly string[]): SQL {
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const list = sql.join(
    dates.map((date) => sql`${date}`),
    sql`, `,
  );
  const slotOnDates = (days: typeof bookings.days | typeof holds.days) =>
    sql`exists (select 1 from jsonb_array_elements(${days}) as slot where slot->>'date' in (${list}))`;
  return sql`not exists (select 1 from ${availabilityMarks} where ${and(
    eq(availabilityMarks.filmmakerId, filmmakers.id),
    inArray(availabilityMarks.date, [...dates]),
  )}) and not exists (select 1 from ${holds} where ${and(
    eq(holds.filmmakerId, filmmakers.id),
    inArray(holds.status, [...LIVE_HOLD_STATUSES]),
    lte(holds.firstDay, last),
    gte(holds.lastDay, first),
  )} and ${slotOnDates(holds.days)}) and not exists (select 1 from ${bookings} where ${and(
    eq(bookings.filmmakerId, filmmakers.id),
    inArray(bookings.status, [...DAY_TAKING_BOOKING_STATUSES]),
    lte(bookings.firstDay, last),
    gte(bookings.lastDay, first),
  )} and ${slotOnDates(bookings.days)})`;
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
