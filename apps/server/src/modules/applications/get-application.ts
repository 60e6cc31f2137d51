import { applicationMachine, type Application } from '@reelhire/shared/applications';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { HttpError } from '../../http/errors.ts';
import { applicationParties } from './application-parties.ts';
import { loadApplication } from './application-record.ts';
import type { HiringCaller } from './hiring-party.ts';

/**
 * One application for the job's owner or the applicant (admins read any). The owner opening a new one
 * marks it viewed (issue 12), once: of two openings at once, one records the view.
 */
export async function getApplication({
  db,
  config,
  caller,
  id,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
}): Promise<Application> {
  const { status, actors } = await applicationParties(db, id, caller);
  if (status === 'submitted' && actors.includes('client')) {
    try {
      await db.transaction((tx) =>
        recordTransition({
          tx,
          table: applications,
          machine: applicationMachine,
          recordType: 'application',
          id,
          transition: 'view',
          actor: 'client',
          actorUserId: caller.userId,
          set: { viewedAt: sql`now()` },
        }),
      );
    } catch (error) {
      // Someone else's view (or shortlist) won the race: the record already shows it.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return (await loadApplication(id, { db, config }))!;
}
