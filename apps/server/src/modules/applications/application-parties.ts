import type { Actor } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from './hiring-party.ts';

/** An application's state and the parties the caller is on it; a stranger's application is a 404. */
export async function applicationParties(
  db: Db,
  id: string,
  caller: HiringCaller,
): Promise<{ status: string; actors: Actor[] }> {
  const [row] = await db
    .select({ status: applications.status, clientId: jobs.clientId, filmmakerId: applications.filmmakerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  const actors = row ? partiesOf(caller, row) : [];
  if (!row || actors.length === 0) throw notFound('No such application');
  return { status: row.status, actors };
}
