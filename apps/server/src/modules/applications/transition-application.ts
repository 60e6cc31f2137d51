import { applicationMachine, type Application } from '@reelhire/shared/applications';
import { offerMachine } from '@reelhire/shared/offers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { applications, offers } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { applicationParties } from './application-parties.ts';
import { loadApplication } from './application-record.ts';
import { actorFor, type HiringCaller } from './hiring-party.ts';

/** The application transitions a person can ask for over HTTP; the rest are Reelhire's own. */
export const APPLICATION_HTTP_TRANSITIONS = [
  'view',
  'shortlist',
  'unshortlist',
  'reject',
  'withdraw',
] as const;
export type ApplicationHttpTransition = (typeof APPLICATION_HTTP_TRANSITIONS)[number];

export interface TransitionApplicationOptions {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  transition: ApplicationHttpTransition;
  /** A rejection's note, shown to the filmmaker under "Not selected this time". */
  note?: string | undefined;
}

/**
 * Moves an application through its machine as the party the caller is on it. Withdrawing an application
 * that has a live offer withdraws the offer too, in the same transaction, so no offer waits on nobody.
 */
export async function transitionApplication({
  db,
  config,
  caller,
  id,
  transition,
  note,
}: TransitionApplicationOptions): Promise<Application> {
  await db.transaction(async (tx) => {
    // A withdrawal locks the live offer before the application, in the order an accept takes them.
    const live =
      transition === 'withdraw'
        ? await tx
            .select({ id: offers.id })
            .from(offers)
            .where(and(eq(offers.applicationId, id), inArray(offers.status, ['sent', 'countered'])))
            .for('update')
        : [];
    const { status, actors } = await applicationParties(tx, id, caller);
    const actor = actorFor(
      applicationMachine,
      transition,
      status as Application['status'],
      actors,
      'application',
    );
    await recordTransition({
      tx,
      table: applications,
      machine: applicationMachine,
      recordType: 'application',
      id,
      transition,
      actor,
      actorUserId: caller.userId,
      set:
        transition === 'reject'
          ? { rejectionNote: note || null }
          : transition === 'view'
            ? { viewedAt: sql`now()` }
            : {},
      note: note || null,
    });
    if (transition === 'withdraw') {
      for (const offer of live) {
        await recordTransition({
          tx,
          table: offers,
          machine: offerMachine,
          recordType: 'offer',
          id: offer.id,
          transition: 'withdraw',
          actor: 'system',
          actorUserId: caller.userId,
          note: 'The filmmaker withdrew the application',
        });
      }
    }
  });
  return (await loadApplication(id, { db, config }))!;
}
