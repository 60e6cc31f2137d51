import type { JobList, jobSearchQuerySchema } from '@reelhire/shared/jobs';
import { foldForSearch } from '@reelhire/shared/search-text';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/hiring.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../http/page-cursor.ts';
import { jobWordsQuery } from './list-admin-jobs.ts';
import { loadJobs } from './job-record.ts';

export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

/** What ranks jobs for a filmmaker: their crafts and their city. Nobody else gets a ranking. */
export interface SearchViewer {
  crafts: readonly string[];
  city: string | null;
  /** Where their city is: a search in another country has no jobs in their city to rank first. */
  country?: string | null;
}

/**
 * One tier of the ranking: jobs in the filmmaker's crafts (or not) and in their city (or not). `rank` is
 * 2 for a craft match plus 1 for the city, so tiers read in descending rank are the order the brief asks
 * for: craft first, then city, then newest.
 */
export interface SearchTier {
  rank: number;
  crafts: readonly string[] | 'other' | 'any';
  city: 'same' | 'other' | 'any';
}

/** The filmmaker's crafts and city, or no ranking for a client or an admin. */
export async function searchViewer(db: Db, userId: string): Promise<SearchViewer | undefined> {
  const [row] = await db
    .select({ crafts: filmmakers.crafts, city: filmmakers.city, country: filmmakers.country })
    .from(filmmakers)
    .where(eq(filmmakers.userId, userId));
  return row
    ? { crafts: row.crafts, city: row.city?.trim().toLowerCase() || null, country: row.country }
    : undefined;
}

/** The tiers worth reading for this search, best first; filters that decide a tier leave the others out. */
export function searchTiers(query: JobSearchQuery, viewer: SearchViewer | undefined): SearchTier[] {
  if (!viewer || (viewer.crafts.length === 0 && !viewer.city))
    return [{ rank: 0, crafts: 'any', city: 'any' }];
  const craftOptions: { match: boolean; crafts: SearchTier['crafts'] }[] = query.craft
    ? [{ match: viewer.crafts.includes(query.craft), crafts: 'any' }]
    : viewer.crafts.length > 0
      ? [
          { match: true, crafts: viewer.crafts },
          { match: false, crafts: 'other' },
        ]
      : [{ match: false, crafts: 'any' }];
  const cityOptions: { match: boolean; city: SearchTier['city'] }[] =
    query.city || !viewer.city || (query.country && viewer.country && query.country !== viewer.country)
      ? [{ match: Boolean(query.city && query.city.toLowerCase() === viewer.city), city: 'any' }]
      : [
          { match: true, city: 'same' },
          { match: false, city: 'other' },
        ];
  return craftOptions.flatMap((craft) =>
    cityOptions.map((city) => ({
      rank: (craft.match ? 2 : 0) + (city.match ? 1 : 0),
      crafts: craft.crafts,
      city: city.city,
    })),
  );
}

/** The filters every tier shares: published jobs only and the searcher's filters (the words apart). */
function filters(query: JobSearchQuery): SQL[] {
  return [
    sql`${jobs.status} = 'published'`,
    ...(query.craft ? [sql`${jobs.craft} = ${query.craft}`] : []),
    ...(query.production_type ? [sql`${jobs.productionType} = ${query.production_type}`] : []),
    ...(query.city ? [sql`lower(${jobs.city}) = ${query.city.toLowerCase()}`] : []),
    ...(query.country ? [sql`${jobs.country} = ${query.country}`] : []),
    ...(query.remote !== undefined ? [sql`${jobs.remote} = ${query.remote}`] : []),
    // Jobs whose shoot overlaps the asked dates; jobs with dates still to be set do not match a date filter.
    ...(query.date_from ? [sql`${jobs.lastDate} >= ${query.date_from}`] : []),
    ...(query.date_to ? [sql`${jobs.firstDate} <= ${query.date_to}`] : []),
    // A rate range overlaps the job's: its top reaches the lowest asked, its bottom is under the highest.
    ...(query.rate_min_minor !== undefined ? [sql`${jobs.rateMaxMinor} >= ${query.rate_min_minor}`] : []),
    ...(query.rate_max_minor !== undefined ? [sql`${jobs.rateMinMinor} <= ${query.rate_max_minor}`] : []),
    ...(query.rate_type ? [sql`${jobs.rateType} = ${query.rate_type}`] : []),
  ];
}

export interface TierStatementOptions {
  query: JobSearchQuery;
  tier: SearchTier;
  viewer: SearchViewer | undefined;
  /** Start after this row of the tier (the cursor's), or from the tier's newest. */
  after: { at: string; id: string } | undefined;
  limit: number;
}

/**
 * One tier's page as one statement, newest first. Each branch is ordered like an index so it stops after
 * `limit` rows: jobs_published_craft_idx per craft (a union, one branch per craft of the filmmaker), or
 * jobs_published_idx for the rest; words narrow through jobs_search_idx when the planner finds it cheaper.
 */
export function tierStatement({ query, tier, viewer, after, limit }: TierStatementOptions): SQL {
  const city = viewer?.city ?? '';
  const shared = [
    ...filters(query),
    ...(tier.city === 'same' ? [sql`lower(${jobs.city}) = ${city}`] : []),
    ...(tier.city === 'other' ? [sql`lower(${jobs.city}) is distinct from ${city}`] : []),
    ...(after
      ? [sql`(${jobs.publishedAt}, ${jobs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`]
      : []),
  ];
  // The words, joined in the full-text query by the craft and city a branch is about (both are words of
  // the search document), so that GIN finds the few rows of a narrow tier instead of a scan filtering a
  // whole craft for them. The plain conditions stay beside it for exactness.
  const match = jobWordsQuery(query.q ?? '');
  const words = (craft: string | undefined) => {
    if (!match) return [];
    const narrowing = [
      ...(craft ? [craft] : []),
      ...(query.craft && !craft ? [query.craft] : []),
      ...(tier.city === 'same' && city ? [city] : []),
      ...(query.city ? [query.city] : []),
    ].map((phrase) => sql`phraseto_tsquery('simple', ${foldForSearch(phrase)})`);
    return [sql`${jobs.search} @@ (${sql.join([match, ...narrowing], sql` && `)})`];
  };
  const branch = (conditions: SQL[]) =>
    sql`(select ${jobs.id} as id, ${jobs.publishedAt}::text as at, ${jobs.publishedAt} as published_at
         from ${jobs} where ${sql.join(conditions, sql` and `)}
         order by ${jobs.publishedAt} desc, ${jobs.id} desc limit ${limit})`;
  if (Array.isArray(tier.crafts)) {
    const branches = (tier.crafts as readonly string[]).map((craft) =>
      branch([...shared, sql`${jobs.craft} = ${craft}`, ...words(craft)]),
    );
    if (branches.length === 1) return branches[0]!;
    return sql`select id, at from (${sql.join(branches, sql` union all `)}) as tier
               order by published_at desc, id desc limit ${limit}`;
  }
  const others = tier.crafts === 'other' && viewer ? [notOneOf(viewer.crafts)] : [];
  return branch([...shared, ...others, ...words(undefined)]);
}

function notOneOf(crafts: readonly string[]): SQL {
  return sql`${jobs.craft} not in (${sql.join(
    crafts.map((craft) => sql`${craft}`),
    sql`, `,
  )})`;
}

export interface SearchJobsOptions {
  db: Db;
  query: JobSearchQuery;
  viewer: SearchViewer | undefined;
}

/**
 * The job search (issue 12): published jobs, words and filters, a filmmaker's matches first, keyset paged.
 * Tier by tier, each read off an index and stopped at the page's end, so the last page costs what the
 * first does; the opaque cursor carries the tier's rank beside the last job's publication time and id.
 */
export async function searchJobs({ db, query, viewer }: SearchJobsOptions): Promise<JobList> {
  const tiers = searchTiers(query, viewer);
  const cursor = query.after ? readCursor(query.after) : undefined;
  const found: { rank: number; id: string; at: string }[] = [];
  for (const tier of tiers) {
    if (found.length > query.limit) break;
    if (cursor && tier.rank > cursor.rank) continue;
    const after = cursor && tier.rank === cursor.rank ? cursor : undefined;
    const rows = await queryRows<{ id: string; at: string }>(
      db,
      tierStatement({ query, tier, viewer, after, limit: query.limit + 1 - found.length }),
    );
    found.push(...rows.map((row) => ({ ...row, rank: tier.rank })));
  }
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await loadJobs(
      db,
      page.map((row) => row.id),
    ),
    next_cursor: found.length > page.length && last ? encodeCursor([last.rank, last.at, last.id]) : null,
  };
}

function readCursor(after: string): { rank: number; at: string; id: string } {
  const [rank, at, id] = decodeCursor(after, ['integer', 'time', 'id'] as const);
  if (rank < 0 || rank > 3) throw invalidCursor();
  return { rank, at, id };
}
