import type { Job, JobFields } from '@reelhire/shared/jobs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { jobColumnsFrom, loadJobs } from './job-record.ts';

export interface CreateJobOptions {
  db: Db;
  clientId: string;
  projectId: string;
  fields: JobFields;
}

/**
 * A new draft job in one of the client's projects. Its currency and production type are the project's
 * (decision 0024), so a project's jobs are always priced alike.
 */
export async function createJob({ db, clientId, projectId, fields }: CreateJobOptions): Promise<Job> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)))
      .for('share');
    if (!project) throw notFound('No such project');
    if (project.status === 'archived') {
      throw transitionRefused('This project is archived: restore it before adding jobs', project.status);
    }
    const [row] = await tx
      .insert(jobs)
      .values({
        projectId,
        clientId,
        productionType: project.productionType,
        currency: project.currency,
        ...jobColumnsFrom(fields),
      })
      .returning({ id: jobs.id });
    return (await loadJobs(tx, [row!.id]))[0]!;
  });
}
