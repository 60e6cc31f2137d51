import { craftsForAlias } from '@reelhire/shared/crafts';
import type { adminJobListQuerySchema, JobList } from '@reelhire/shared/jobs';
import { searchWords } from '@reelhire/shared/search-text';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/hiring.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { loadJobs } from './job-record.ts';

export interface ListAdminJobsOptions {
  db: Db;
  query: z.output<typeof adminJobListQuerySchema>;
}

/** The statement behind a page of the admin's job list (exported so a test can EXPLAIN it). */
export function listAdminJobsQuery({ db, query }: ListAdminJobsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const match = jobWordsQuery(query.q ?? '');
  return (
    db
      .select({ id: jobs.id, at: sql<string>`${jobs.createdAt}::text` })
      .from(jobs)
      .where(
        and(
          query.status ? eq(jobs.status, query.status) : undefined,
          match ? sql`${jobs.search} @@ ${match}` : undefined,
          after
            ? sql`(${jobs.createdAt}, ${jobs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // jobs_admin_listing_idx order, so a page stops after `limit` rows.
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.limit + 1)
  );
}

/** Every job, newest first (/admin/jobs), with search over the job's words and a status filter. */
export async function listAdminJobs(options: ListAdminJobsOptions): Promise<JobList> {
  const rows = await listAdminJobsQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: await loadJobs(
      options.db,
      page.map((row) => row.id),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.id]) : null,
  };
}

/**
 * Every word as a prefix of a word in the job's search document (title, craft, production type,
 * description, place), or a craft it is another word for, folded like the column. Words are letters and digits only, safe in to_tsquery.
 */
export function jobWordsQuery(text: string): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const perWord = words.map((word) => {
    const alternatives = [
      sql`to_tsquery('simple', ${`${word}:*`})`,
      // "dop" finds directors of photography, as in the talent search.
      ...craftsForAlias(word).map((craft) => sql`phraseto_tsquery('simple', ${craft})`),
    ];
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(perWord, sql` && `)})`;
}
