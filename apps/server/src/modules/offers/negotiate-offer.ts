import { offerMachine, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerRounds, offers } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { offerExpiry } from './create-offer.ts';
import { loadOffer, offerParties } from './offer-record.ts';

export interface NegotiateOfferOptions {
  db: Db;
  caller: HiringCaller;
  id: string;
  /** `counter` (the filmmaker answers `sent`) or `revise` (the client answers `countered`). */
  transition: 'counter' | 'revise';
  terms: OfferTerms;
  message?: string | null | undefined;
  now?: Date;
}

/**
 * New terms from the side whose turn it is: the offer holds them, the round is kept beside the earlier
 * ones, and the other side gets a fresh OFFER_EXPIRY_DAYS to answer.
 */
export async function negotiateOffer({
  db,
  caller,
  id,
  transition,
  terms,
  message,
  now = new Date(),
}: NegotiateOfferOptions): Promise<Offer> {
  await db.transaction(async (tx) => {
    const { offer, actors } = await offerParties(tx, id, caller);
    const actor = actorFor(offerMachine, transition, offer.status as Offer['status'], actors, 'offer');
    const updated = await recordTransition({
      tx,
      table: offers,
      machine: offerMachine,
      recordType: 'offer',
      id,
      transition,
      actor,
      actorUserId: caller.userId,
      set: { terms, roundCount: sql`${offers.roundCount} + 1`, expiresAt: offerExpiry(now) },
      note: message || null,
    });
    await tx.insert(offerRounds).values({
      offerId: id,
      round: updated.roundCount,
      proposedBy: actor === 'filmmaker' ? 'filmmaker' : 'client',
      terms,
      message: message || null,
    });
  });
  return loadOffer(db, id);
}
