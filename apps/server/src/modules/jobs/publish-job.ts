import { jobMachine, type Job } from '@reelhire/shared/jobs';
import { projectMachine } from '@reelhire/shared/projects';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import type { HiringCaller } from '../projects/hiring-caller.ts';
import { jobOwnedBy } from './job-access.ts';
import { loadJobs } from './job-record.ts';

/**
 * Publishes a job so filmmakers find it. Its project must not be archived (409); a draft project opens
 * with it (Reelhire's `open`, decision 0024), in the same transaction. An admin's earlier unpublish reason
 * is cleared: it was about the version that is now replaced.
 */
export async function publishJob({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
}): Promise<Job> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ status: jobs.status, projectId: jobs.projectId })
      .from(jobs)
      .where(and(eq(jobs.id, id), jobOwnedBy(caller)));
    if (!found) throw notFound('No such job');
    // Locked so that an archive cannot slip in between this check and the publication.
    const [project] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, found.projectId))
      .for('update');
    if (project?.status === 'archived') {
      throw transitionRefused(
        'This job belongs to an archived project: restore the project first',
        found.status,
      );
    }
    await recordTransition({
      tx,
      table: jobs,
      machine: jobMachine,
      recordType: 'job',
      id,
      transition: 'publish',
      actor: caller.actor,
      actorUserId: caller.userId,
      set: { publishedAt: sql`now()`, unpublishedReason: null },
      where: jobOwnedBy(caller),
      notFoundMessage: 'No such job',
    });
    if (project?.status === 'draft') {
      await recordTransition({
        tx,
        table: projects,
        machine: projectMachine,
        recordType: 'project',
        id: found.projectId,
        transition: 'open',
        actor: 'system',
        actorUserId: null,
        note: 'A job was published',
      });
    }
    return (await loadJobs(tx, [id]))[0]!;
  });
}
