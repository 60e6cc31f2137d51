import type { ProjectList, projectListQuerySchema } from '@reelhire/shared/projects';
import { searchWords } from '@reelhire/shared/search-text';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/hiring.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { toProjects } from './project-record.ts';

export interface ListProjectsOptions {
  db: Db;
  clientId: string;
  query: z.output<typeof projectListQuerySchema>;
}

/** The statement behind a page of a client's projects (exported so a test can EXPLAIN it). */
export function listProjectsQuery({ db, clientId, query }: ListProjectsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const match = prefixQuery(query.q ?? '');
  return (
    db
      .select({ row: projects, at: sql<string>`${projects.updatedAt}::text` })
      .from(projects)
      .where(
        and(
          eq(projects.clientId, clientId),
          query.status ? eq(projects.status, query.status) : undefined,
          match ? sql`${projects.search} @@ ${match}` : undefined,
          after
            ? sql`(${projects.updatedAt}, ${projects.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // The same order as projects_client_listing_idx, so a page is read off the index and stops early.
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(query.limit + 1)
  );
}

/** A client's projects, the most recently changed first, with search over title and description. */
export async function listProjects(options: ListProjectsOptions): Promise<ProjectList> {
  const rows = await listProjectsQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: await toProjects(
      options.db,
      page.map(({ row }) => row),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}

/** Every word as a prefix, folded like the column (letters and digits only, so safe in to_tsquery). */
export function prefixQuery(text: string): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}
