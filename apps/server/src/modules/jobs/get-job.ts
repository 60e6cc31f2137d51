import type { Job } from '@reelhire/shared/jobs';
import { and, eq, exists } from 'drizzle-orm';
import type { AuthContext } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { selectJobs, toJob } from './job-record.ts';

/**
 * One job: a published one for anyone signed in (filmmakers browse them); a draft, filled or closed one
 * only for its parties (DESIGN section 5): its client, a filmmaker with an application on it (applied,
 * offered directly, hired; decision 0057) and admins. Others get 404, so unpublished ids are not confirmed.
 */
export async function getJob({ db, viewer, id }: { db: Db; viewer: AuthContext; id: string }): Promise<Job> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  if (!row) throw notFound('No such job');
  const mayRead =
    row.job.status === 'published' ||
    row.clientUserId === viewer.user.id ||
    viewer.user.userMetadata.user_type === 'admin' ||
    (await hasApplied(db, id, viewer.user.id));
  if (!mayRead) throw notFound('No such job');
  return toJob(row);
}

/** Whether the user's filmmaker profile has an application (of any origin or state) on the job. */
async function hasApplied(db: Db, jobId: string, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: filmmakers.id })
    .from(filmmakers)
    .where(
      and(
        eq(filmmakers.userId, userId),
        exists(
          db
            .select({ id: applications.id })
            .from(applications)
            .where(and(eq(applications.jobId, jobId), eq(applications.filmmakerId, filmmakers.id))),
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}
