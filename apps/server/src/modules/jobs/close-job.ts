import { LIVE_APPLICATION_STATUSES } from '@reelhire/shared/applications';
import { jobMachine, type Job } from '@reelhire/shared/jobs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import type { HiringCaller } from '../projects/hiring-caller.ts';
import { jobOwnedBy } from './job-access.ts';
import { loadJobs } from './job-record.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

/**
 * Closes a job for good. Its live applications are closed with it (Reelhire's `close` on each, with an
 * event), in the same transaction, so no filmmaker waits on a job that no longer exists.
 */
export async function closeJob({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
}): Promise<Job> {
  return db.transaction(async (tx) => {
    await recordTransition({
      tx,
      table: jobs,
      machine: jobMachine,
      recordType: 'job',
      id,
      transition: 'close',
      actor: caller.actor,
      actorUserId: caller.userId,
      where: jobOwnedBy(caller),
      notFoundMessage: 'No such job',
    });
    const live = sql.join(
      LIVE_APPLICATION_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    // The old status comes from the locked rows, so each event says what the application was closed from.
    const closed = await queryRows<{ id: string; from_status: string }>(
      tx,
      sql`update ${applications} set status = 'closed', updated_at = now()
          from (select id, status from ${applications}
                where job_id = ${id} and status in (${live}) for update) as old
          where ${applications}.id = old.id
          returning ${applications}.id as id, old.status as from_status`,
    );
    if (closed.length > 0) {
      await recordHiringEvent(
        tx,
        closed.map((row) => ({
          recordType: 'application' as const,
          recordId: row.id,
          transition: 'close',
          actor: 'system' as const,
          actorUserId: null,
          fromStatus: row.from_status,
          toStatus: 'closed',
          note: 'The job was closed',
        })),
      );
    }
    return (await loadJobs(tx, [id]))[0]!;
  });
}
