import type { ApplicationList, ApplicationStatus } from '@reelhire/shared/applications';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/hiring.ts';
import { selectApplications, serializeApplications } from './application-record.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';

export interface MyApplicationsQuery {
  filmmakerId: string;
  status?: ApplicationStatus | undefined;
  after?: string | undefined;
  limit: number;
}

/** The exact query of a filmmaker's own applications, latest change first (applications_filmmaker_idx). */
export function myApplicationsQuery(db: Db, query: MyApplicationsQuery) {
  const conditions: SQL[] = [eq(applications.filmmakerId, query.filmmakerId)];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.after) {
    const { at, id } = decodeTimeCursor(query.after);
    conditions.push(sql`(${applications.updatedAt}, ${applications.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return selectApplications(db)
    .where(and(...conditions))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(query.limit + 1);
}

/** The caller's own applications as a filmmaker, with each job's title and status and any rejection note. */
export async function listMyApplications({
  db,
  config,
  query,
}: {
  db: Db;
  config: Config;
  query: MyApplicationsQuery;
}): Promise<ApplicationList> {
  const rows = await myApplicationsQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await serializeApplications(page, { db, config }),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor([last.updatedKey, last.application.id]) : null,
  };
}
