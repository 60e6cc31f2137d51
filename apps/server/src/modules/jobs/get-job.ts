import type { Job } from '@reelhire/shared/jobs';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { selectJobs, toJob } from './job-record.ts';

/**
 * One job: a published one for anyone signed in (filmmakers browse them), a draft, filled or closed one
 * only for its client or an admin. Others get 404, so unpublished ids are not confirmed.
 */
export async function getJob({ db, viewer, id }: { db: Db; viewer: AuthContext; id: string }): Promise<Job> {
  const [row] = await selectJobs(db).where(eq(jobs.id, id));
  const mayRead =
    row &&
    (row.job.status === 'published' ||
      row.clientUserId === viewer.user.id ||
      viewer.user.userMetadata.user_type === 'admin');
  if (!mayRead) throw notFound('No such job');
  return toJob(row);
}
