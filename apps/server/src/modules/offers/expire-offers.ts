import { offerMachine } from '@reelhire/shared/offers';
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { reopenApplication } from './end-offer.ts';

export interface ExpireOffersOptions {
  db: Db;
  /** The time of the sweep (tests move it). */
  now?: Date;
  /** Offers handled per run; the rest wait for the next run. */
  batchSize?: number;
}

/**
 * Expires offers nobody answered by `expires_at` (decision 0024) and returns their applications to the
 * shortlist. Safe from several server processes at once: due offers are claimed with FOR UPDATE SKIP
 * LOCKED, so each is handled by one sweep, and the transition itself only moves a still-live offer.
 */
export async function expireOffers({
  db,
  now = new Date(),
  batchSize = 100,
}: ExpireOffersOptions): Promise<{ expired: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: offers.id, applicationId: offers.applicationId })
      .from(offers)
      .where(and(inArray(offers.status, ['sent', 'countered']), lte(offers.expiresAt, now)))
      .orderBy(asc(offers.expiresAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const offer of due) {
      await recordTransition({
        tx,
        table: offers,
        machine: offerMachine,
        recordType: 'offer',
        id: offer.id,
        transition: 'expire',
        actor: 'system',
        actorUserId: null,
        note: 'Nobody answered in time',
      });
      await reopenApplication(tx, offer.applicationId, null);
    }
    return { expired: due.length };
  });
}
