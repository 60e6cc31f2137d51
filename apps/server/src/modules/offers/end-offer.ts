import { applicationMachine } from '@reelhire/shared/applications';
import { offerMachine, type Offer } from '@reelhire/shared/offers';
import type { Actor } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, offers } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { loadOffer, offerParties } from './offer-record.ts';

/**
 * An offer ended without a contract (declined, withdrawn, expired) returns its application to the
 * shortlist, so the client can offer again or choose someone else.
 */
export async function reopenApplication(tx: Db, applicationId: string, actorUserId: string | null) {
  const [application] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  // A withdrawn or closed application stays so: only one waiting on this offer goes back.
  if (application?.status !== 'offered') return;
  await recordTransition({
    tx,
    table: applications,
    machine: applicationMachine,
    recordType: 'application',
    id: applicationId,
    transition: 'reopen',
    actor: 'system' satisfies Actor,
    actorUserId,
  });
}

export interface EndOfferOptions {
  db: Db;
  caller: HiringCaller;
  id: string;
  transition: 'decline' | 'withdraw';
  /** A decline's reason, kept on the offer for the other side. */
  reason?: string | undefined;
}

/** Decline (the side whose turn it is) or withdraw (the client) an offer. */
export async function endOffer({ db, caller, id, transition, reason }: EndOfferOptions): Promise<Offer> {
  await db.transaction(async (tx) => {
    const { offer, actors } = await offerParties(tx, id, caller);
    const actor = actorFor(offerMachine, transition, offer.status as Offer['status'], actors, 'offer');
    await recordTransition({
      tx,
      table: offers,
      machine: offerMachine,
      recordType: 'offer',
      id,
      transition,
      actor,
      actorUserId: caller.userId,
      set: transition === 'decline' ? { declineReason: reason || null } : {},
      note: reason || null,
    });
    await reopenApplication(tx, offer.applicationId, caller.userId);
  });
  return loadOffer(db, id);
}
