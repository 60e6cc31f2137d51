import type { JobList } from '@reelhire/shared/jobs';
import type { pageQuerySchema } from '@reelhire/shared/hiring-fields';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { loadJobs } from './job-record.ts';

export interface ListProjectJobsOptions {
  db: Db;
  clientId: string;
  projectId: string;
  query: z.output<typeof pageQuerySchema>;
}

/** The statement behind a page of one project's jobs (exported so a test can EXPLAIN it). */
export function listProjectJobsQuery({ db, projectId, query }: Omit<ListProjectJobsOptions, 'clientId'>) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return (
    db
      .select({ id: jobs.id, at: sql<string>`${jobs.createdAt}::text` })
      .from(jobs)
      .where(
        and(
          eq(jobs.projectId, projectId),
          after
            ? sql`(${jobs.createdAt}, ${jobs.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // jobs_project_idx order: the jobs in the order they were added, as the project page lists them.
      .orderBy(asc(jobs.createdAt), asc(jobs.id))
      .limit(query.limit + 1)
  );
}

/** Every job of a client's own project, drafts and closed ones included. */
export async function listProjectJobs(options: ListProjectJobsOptions): Promise<JobList> {
  const { db, clientId, projectId } = options;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
  if (!project) throw notFound('No such project');
  const rows = await listProjectJobsQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: await loadJobs(
      db,
      page.map((row) => row.id),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.id]) : null,
  };
}
