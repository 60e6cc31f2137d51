import { applicationMachine } from '@reelhire/shared/applications';
import { OFFER_EXPIRY_DAYS, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, hiringEvents, jobs, offerRounds, offers } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { loadOffer } from './offer-record.ts';

const DAY_MS = 24 * 3600 * 1000;

/** When a round sent now expires unanswered (decision 0024). */
export const offerExpiry = (now: Date) => new Date(now.getTime() + OFFER_EXPIRY_DAYS * DAY_MS);

export interface CreateOfferOptions {
  db: Db;
  clientId: string;
  userId: string;
  applicationId: string;
  terms: OfferTerms;
  message?: string | null | undefined;
  now?: Date;
}

/**
 * The job's owner offers terms to one live applicant: the application becomes `offered` (Reelhire's
 * transition, so it is refused with a 409 when the application is not live), and the terms are round 1.
 * The partial unique index keeps a second live offer on one application out even in a race.
 */
export async function createOffer({
  db,
  clientId,
  userId,
  applicationId,
  terms,
  message,
  now = new Date(),
}: CreateOfferOptions): Promise<Offer> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ application: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(jobs.clientId, clientId)));
    if (!row) throw notFound('No such application');
    if (row.job.status !== 'published') {
      throw transitionRefused(`This job is ${row.job.status}, so it takes no new offers`, row.job.status);
    }
    await recordTransition({
      tx,
      table: applications,
      machine: applicationMachine,
      recordType: 'application',
      id: applicationId,
      transition: 'offer',
      actor: 'system',
      actorUserId: userId,
    });
    const [offer] = await tx
      .insert(offers)
      .values({
        applicationId,
        jobId: row.job.id,
        clientId,
        filmmakerId: row.application.filmmakerId,
        currency: row.job.currency,
        terms,
        expiresAt: offerExpiry(now),
      })
      .returning({ id: offers.id });
    await tx
      .insert(offerRounds)
      .values({ offerId: offer!.id, round: 1, proposedBy: 'client', terms, message: message || null });
    await tx.insert(hiringEvents).values({
      recordType: 'offer',
      recordId: offer!.id,
      transition: 'send',
      actor: 'client',
      actorUserId: userId,
      fromStatus: null,
      toStatus: 'sent',
      note: message || null,
    });
    return offer!.id;
  });
  return loadOffer(db, id);
}
