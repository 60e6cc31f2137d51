import { jobMachine, type Job } from '@reelhire/shared/jobs';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { jobs } from '../../db/schema/hiring.ts';
import type { HiringCaller } from '../projects/hiring-caller.ts';
import { jobOwnedBy } from './job-access.ts';
import { loadJobs } from './job-record.ts';

export interface TransitionJobOptions {
  db: Db;
  caller: HiringCaller;
  id: string;
  transition: string;
}

/**
 * Any job transition without side effects of its own: today only Reelhire's `fill`, which the machine
 * refuses to HTTP callers (409), and unknown names (404). Publish, unpublish and close have their own.
 */
export async function transitionJob({ db, caller, id, transition }: TransitionJobOptions): Promise<Job> {
  return db.transaction(async (tx) => {
    await recordTransition({
      tx,
      table: jobs,
      machine: jobMachine,
      recordType: 'job',
      id,
      transition,
      actor: caller.actor,
      actorUserId: caller.userId,
      where: jobOwnedBy(caller),
      notFoundMessage: 'No such job',
    });
    return (await loadJobs(tx, [id]))[0]!;
  });
}
