import type { APPLICANT_SORTS, ApplicationList, ApplicationStatus } from '@reelhire/shared/applications';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import type { HiringCaller } from './hiring-party.ts';
import {
  selectApplications,
  serializeApplications,
  type ApplicationRow as Row,
} from './application-record.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';

export interface ApplicantListQuery {
  jobId: string;
  status?: ApplicationStatus | undefined;
  sort: (typeof APPLICANT_SORTS)[number];
  after?: string | undefined;
  limit: number;
}

// Each sort reads one index from the cursor on: applications_job_fit_idx, _rate_idx or _date_idx, and
// with a status filter applications_job_status_fit_idx, _rate_idx or _date_idx (hiring-list-plans.test.ts).
const SORTS = {
  fit: {
    kinds: ['number', 'id'],
    order: [desc(applications.fitScore), desc(applications.id)],
    after: ([fit, id]: readonly (string | number)[]) =>
      sql`(${applications.fitScore}, ${applications.id}) < (${fit}::real, ${id}::uuid)`,
    key: (row: Row) => [row.application.fitScore, row.application.id],
  },
  rate: {
    kinds: ['integer', 'id'],
    order: [asc(applications.proposedRateMinor), asc(applications.id)],
    after: ([rate, id]: readonly (string | number)[]) =>
      sql`(${applications.proposedRateMinor}, ${applications.id}) > (${rate}::bigint, ${id}::uuid)`,
    key: (row: Row) => [row.application.proposedRateMinor, row.application.id],
  },
  date: {
    kinds: ['time', 'id'],
    order: [desc(applications.createdAt), desc(applications.id)],
    after: ([created, id]: readonly (string | number)[]) =>
      sql`(${applications.createdAt}, ${applications.id}) < (${created}::timestamptz, ${id}::uuid)`,
    key: (row: Row) => [row.createdKey, row.application.id],
  },
} as const;

/** The exact query the applicant list runs (its EXPLAIN is checked in a test). */
export function applicantListQuery(db: Db, query: ApplicantListQuery) {
  const sort = SORTS[query.sort];
  const conditions: SQL[] = [eq(applications.jobId, query.jobId)];
  if (query.status) conditions.push(eq(applications.status, query.status));
  if (query.after) conditions.push(sort.after(decodeCursor(query.after, sort.kinds)));
  return selectApplications(db)
    .where(and(...conditions))
    .orderBy(...sort.order)
    .limit(query.limit + 1);
}

/** A job's applicants, for the job's owner (or an admin); anyone else gets a 404 for the job. */
export async function listApplicants({
  db,
  config,
  caller,
  query,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  query: ApplicantListQuery;
}): Promise<ApplicationList> {
  const [job] = await db.select({ clientId: jobs.clientId }).from(jobs).where(eq(jobs.id, query.jobId));
  if (!job || !(caller.admin || (caller.clientId !== null && job.clientId === caller.clientId))) {
    throw notFound('No such job');
  }
  const rows = await applicantListQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await serializeApplications(page, { db, config }),
    next_cursor: rows.length > query.limit && last ? encodeCursor(SORTS[query.sort].key(last)) : null,
  };
}
