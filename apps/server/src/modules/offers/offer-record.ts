import type { Offer, OfferRound } from '@reelhire/shared/offers';
import type { Actor } from '@reelhire/shared/state-machine';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, jobs, offerRounds, offers } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';

/** The offer's rounds (oldest first) and its contract, if accepted, in the wire shape. */
export async function serializeOffers(db: Db, rows: readonly OfferRow[]): Promise<Offer[]> {
  return Promise.all(
    rows.map(async ({ offer, projectId, contractId }) => {
      const rounds = await db
        .select()
        .from(offerRounds)
        .where(eq(offerRounds.offerId, offer.id))
        .orderBy(asc(offerRounds.round));
      return {
        id: offer.id,
        application_id: offer.applicationId,
        job_id: offer.jobId,
        project_id: projectId,
        client_id: offer.clientId,
        filmmaker_id: offer.filmmakerId,
        status: offer.status as Offer['status'],
        currency: offer.currency,
        rounds: rounds.map((round): OfferRound => ({
          round: round.round,
          proposed_by: round.proposedBy,
          terms: round.terms,
          message: round.message,
          created_at: round.createdAt.toISOString(),
        })),
        decline_reason: offer.declineReason,
        expires_at: offer.expiresAt.toISOString(),
        contract_id: contractId,
        created_at: offer.createdAt.toISOString(),
        updated_at: offer.updatedAt.toISOString(),
      };
    }),
  );
}

export function selectOffers(db: Db) {
  return db
    .select({ offer: offers, projectId: jobs.projectId, contractId: contracts.id })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .leftJoin(contracts, eq(contracts.offerId, offers.id));
}
export type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

export async function loadOffer(db: Db, id: string): Promise<Offer> {
  const rows = await selectOffers(db).where(eq(offers.id, id));
  return (await serializeOffers(db, rows))[0]!;
}

/** An offer's row and the parties the caller is on it; a stranger's offer is a 404. */
export async function offerParties(
  db: Db,
  id: string,
  caller: HiringCaller,
): Promise<{ offer: typeof offers.$inferSelect; actors: Actor[] }> {
  const [offer] = await db.select().from(offers).where(eq(offers.id, id));
  const actors = offer ? partiesOf(caller, offer) : [];
  if (!offer || actors.length === 0) throw notFound('No such offer');
  return { offer, actors };
}
