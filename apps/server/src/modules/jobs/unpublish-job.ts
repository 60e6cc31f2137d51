import { jobMachine, type Job } from '@reelhire/shared/jobs';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { jobs } from '../../db/schema/hiring.ts';
import type { HiringCaller } from '../projects/hiring-caller.ts';
import { jobOwnedBy } from './job-access.ts';
import { loadJobs } from './job-record.ts';

export interface UnpublishJobOptions {
  db: Db;
  caller: HiringCaller;
  id: string;
  reason?: string | undefined;
}

/**
 * Takes a published job back to draft. An admin's reason is kept on the job for its client to read (they
 * need to know what to fix); the client's own reason is only a note in the job's history.
 */
export async function unpublishJob({ db, caller, id, reason }: UnpublishJobOptions): Promise<Job> {
  return db.transaction(async (tx) => {
    await recordTransition({
      tx,
      table: jobs,
      machine: jobMachine,
      recordType: 'job',
      id,
      transition: 'unpublish',
      actor: caller.actor,
      actorUserId: caller.userId,
      set: { unpublishedReason: caller.actor === 'admin' ? reason || null : null },
      note: reason || null,
      where: jobOwnedBy(caller),
      notFoundMessage: 'No such job',
    });
    return (await loadJobs(tx, [id]))[0]!;
  });
}
