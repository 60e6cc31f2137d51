import { applicationMachine } from '@reelhire/shared/applications';
import { OFFER_EXPIRY_DAYS, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs, offerRounds, offers } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { loadOffer } from './offer-record.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

const DAY_MS = 24 * 3600 * 1000;

/** When a round sent now expires unanswered (decision 0024). */
export const offerExpiry = (now: Date) => new Date(now.getTime() + OFFER_EXPIRY_DAYS * DAY_MS);

export interface InsertOfferOptions {
  applicationId: string;
  job: { id: string; currency: string };
  clientId: string;
  filmmakerId: string;
  userId: string;
  terms: OfferTerms;
  message?: string | null | undefined;
  now: Date;
}

/**
 * Round 1 of a new offer on an application already moved to `offered`, inside the caller's transaction:
 * the offer, its first round and its `send` event. Shared by offers to applicants and direct offers.
 */
export async function insertOffer(
  tx: Db,
  { applicationId, job, clientId, filmmakerId, userId, terms, message, now }: InsertOfferOptions,
): Promise<string> {
  const [offer] = await tx
    .insert(offers)
    .values({
      applicationId,
      jobId: job.id,
      clientId,
      filmmakerId,
      currency: job.currency,
      terms,
      expiresAt: offerExpiry(now),
    })
    .returning({ id: offers.id });
  await tx
    .insert(offerRounds)
    .values({ offerId: offer!.id, round: 1, proposedBy: 'client', terms, message: message || null });
  await recordHiringEvent(tx, {
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
}

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
    return insertOffer(tx, {
      applicationId,
      job: row.job,
      clientId,
      filmmakerId: row.application.filmmakerId,
      userId,
      terms,
      message,
      now,
    });
  });
  return loadOffer(db, id);
}
