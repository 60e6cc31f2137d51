import type { Job, JobFields } from '@reelhire/shared/jobs';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/hiring.ts';
import { transitionRefused } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import type { HiringCaller } from '../projects/hiring-caller.ts';
import { findOwnJob, jobOwnedBy } from './job-access.ts';
import { jobColumnsFrom, loadJobs } from './job-record.ts';

export interface UpdateJobOptions {
  db: Db;
  caller: HiringCaller;
  id: string;
  fields: JobFields;
}

/** Edits a job (its client, or an admin); a closed job is over and stays as it was (409). */
export async function updateJob({ db, caller, id, fields }: UpdateJobOptions): Promise<Job> {
  return db.transaction(async (tx) => {
    const current = await findOwnJob(tx, caller, id);
    if (current.status === 'closed') throw closedRefusal();
    // Decision 0064: an admin's edit is audited with the job as it was and as it is.
    const before = caller.actor === 'admin' ? (await loadJobs(tx, [id]))[0] : undefined;
    // Conditional, so a close that lands between the read and this write still wins.
    const [row] = await tx
      .update(jobs)
      .set({ ...jobColumnsFrom(fields), updatedAt: sql`now()` })
      .where(and(eq(jobs.id, id), jobOwnedBy(caller), ne(jobs.status, 'closed')))
      .returning({ id: jobs.id });
    if (!row) throw closedRefusal();
    const after = (await loadJobs(tx, [id]))[0]!;
    if (caller.actor === 'admin') {
      await writeAuditEntry({
        tx,
        actorUserId: caller.userId,
        action: 'job.update',
        recordType: 'job',
        recordId: id,
        before: auditedJob(before!),
        after: auditedJob(after),
      });
    }
    return after;
  });
}

/** The job's own fields, without what is read from elsewhere (links, counts), for the audit log. */
function auditedJob(job: Job) {
  const {
    id: _id,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = job as Job & {
    created_at?: unknown;
    updated_at?: unknown;
  };
  return fields;
}

const closedRefusal = () => transitionRefused('This job is closed, so it cannot be edited', 'closed');
