import { applicationFitScore, applicationMachine } from '@reelhire/shared/applications';
import type { RateType } from '@reelhire/shared/jobs';
import type { Offer, OfferTerms } from '@reelhire/shared/offers';
import { checkEntry, checkTransition } from '@reelhire/shared/state-machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { applications, jobs, offers } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { HttpError, notFound, transitionRefused } from '../../http/errors.ts';
import { insertOffer } from './create-offer.ts';
import { loadOffer } from './offer-record.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

export interface SendDirectOfferOptions {
  db: Db;
  clientId: string;
  userId: string;
  jobId: string;
  filmmakerId: string;
  terms: OfferTerms;
  message?: string | null | undefined;
  now?: Date;
  /** `booking_request` when an accepted booking request is made a contract behind the scenes (0034). */
  origin?: 'direct_offer' | 'booking_request';
  /** The job-match email telling the filmmaker of the offer; off when they are the one accepting it. */
  notify?: boolean;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The offer states that still wait on someone: a retry answers with such an offer as it stands. */
const LIVE_OFFER_STATUSES: Offer['status'][] = ['sent', 'countered'];

/** The rate one unit of the terms pays: what the filmmaker's application records as its proposed rate. */
const unitRate = (terms: OfferTerms) => Math.round(terms.amount_minor / (terms.units ?? 1));

/**
 * A client offers terms to a filmmaker for one of their own published jobs without an application
 * (decision 0028). The filmmaker's application is created already `offered` (the machine's
 * `direct_offer` entry, origin `direct_offer`) with the offer as round 1, in one transaction, so from
 * then on the usual offer, counter, accept and contract steps and pages apply unchanged.
 *
 * A retry is harmless: a live offer to the same filmmaker on the same job is answered as it stands
 * (`created: false`, terms unchanged); a filmmaker who already applied gets the offer on their
 * application; an application that cannot take one (hired, rejected, withdrawn, closed) is a 409.
 */
export async function sendDirectOffer({
  db,
  clientId,
  userId,
  jobId,
  filmmakerId,
  terms,
  message,
  now = new Date(),
  origin = 'direct_offer',
  notify = true,
}: SendDirectOfferOptions): Promise<{ created: boolean; offer: Offer }> {
  const outcome = await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ job: jobs, company: clients.companyName, clientUserId: clients.userId })
      .from(jobs)
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .where(and(eq(jobs.id, jobId), eq(jobs.clientId, clientId)));
    // Another client's job reads as missing, so its id is not confirmed (DESIGN section 5).
    if (!job) throw notFound('No such job among yours');

    const [filmmaker] = await tx
      .select({ profile: filmmakers, email: users.email })
      .from(filmmakers)
      .innerJoin(users, eq(users.id, filmmakers.userId))
      .where(and(eq(filmmakers.id, filmmakerId), eq(filmmakers.setup, true)));
    if (!filmmaker) throw notFound('No such filmmaker');
    const name = fullName(filmmaker.profile) || filmmaker.profile.username || 'This filmmaker';
    if (filmmaker.profile.userId === job.clientUserId) {
      throw new HttpError(400, 'You cannot send an offer to yourself');
    }

    const [existing] = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.filmmakerId, filmmakerId)));
    if (existing)
      return offerOnExisting(tx, existing, {
        clientId,
        filmmakerId,
        userId,
        job: job.job,
        name,
        terms,
        message,
        now,
      });

    if (job.job.status !== 'published') {
      throw transitionRefused(
        `This job is ${job.job.status}: publish it before sending an offer on it`,
        job.job.status,
      );
    }
    // An unverified filmmaker cannot open their offers or contracts (SPEC section 6's guard), so an
    // offer would wait on someone who cannot answer it (decision 0028).
    if (!filmmaker.profile.verified) {
      throw new HttpError(
        409,
        `${name} has not verified their identity yet, so they cannot take on a contract. Invite them to apply instead.`,
      );
    }
    const entry = checkEntry(applicationMachine, 'direct_offer', 'client');
    if (!entry.ok) throw new HttpError(409, entry.error);

    const rateType = job.job.rateType as RateType;
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobId,
        filmmakerId,
        status: entry.to,
        origin,
        // The client's message, if any, stands where an applicant's cover message would.
        coverMessage: message || '',
        proposedRateMinor: unitRate(terms),
        rateType,
        currency: job.job.currency,
        // The client chose the dates and the filmmaker answers the offer: no availability to report.
        availability: 'all_dates',
        fitScore: applicationFitScore({
          job: {
            craft: job.job.craft,
            remote: job.job.remote,
            city: job.job.city,
            country: job.job.country,
            rate_min_minor: job.job.rateMinMinor,
            rate_max_minor: job.job.rateMaxMinor,
          },
          filmmaker: filmmaker.profile,
          proposedRateMinor: unitRate(terms),
          availability: 'all_dates',
        }),
        createdAt: now,
        updatedAt: now,
      })
      // Two sends at once: the second finds the first's application (and its live offer) below.
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (!inserted) {
      const [raced] = await tx
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.filmmakerId, filmmakerId)));
      return offerOnExisting(tx, raced!, {
        clientId,
        filmmakerId,
        userId,
        job: job.job,
        name,
        terms,
        message,
        now,
      });
    }
    await recordHiringEvent(tx, {
      recordType: 'application',
      recordId: inserted.id,
      transition: 'direct_offer',
      actor: 'client',
      actorUserId: userId,
      fromStatus: null,
      toStatus: entry.to,
    });
    const offerId = await insertOffer(tx, {
      applicationId: inserted.id,
      job: job.job,
      clientId,
      filmmakerId,
      userId,
      terms,
      message,
      now,
    });

    // SPEC has no offer email; a filmmaker who never applied would not know, so the offer goes out as a
    // job match from the client, as an invitation does (decision 0024), naming the offer (decision 0028).
    if (notify)
      await enqueueEmail({
        db: tx,
        emailType: 'job_match',
        recipientEmail: filmmaker.email,
        templateData: {
          firstName: filmmaker.profile.firstName || undefined,
          jobId,
          jobTitle: job.job.title,
          clientName: job.company || undefined,
          offerFrom: job.company || 'A client',
          offerApplicationId: inserted.id,
          budget: { amount: terms.amount_minor, currency: job.job.currency },
          startDate: terms.start_date,
        },
        idempotencyKey: `direct_offer:${offerId}`,
      });
    return { created: true, id: offerId };
  });
  return { created: outcome.created, offer: await loadOffer(db, outcome.id) };
}

interface ExistingOptions {
  clientId: string;
  filmmakerId: string;
  userId: string;
  job: typeof jobs.$inferSelect;
  name: string;
  terms: OfferTerms;
  message: string | null | undefined;
  now: Date;
}

/** The pair already has an application: its live offer as it stands, or a new offer on it if it can take one. */
async function offerOnExisting(
  tx: Db,
  application: { id: string; status: string },
  { clientId, filmmakerId, userId, job, name, terms, message, now }: ExistingOptions,
): Promise<{ created: boolean; id: string }> {
  const [live] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.applicationId, application.id), inArray(offers.status, LIVE_OFFER_STATUSES)));
  if (live) return { created: false, id: live.id };

  const status = application.status as (typeof applicationMachine.states)[number];
  if (!checkTransition(applicationMachine, 'offer', { state: status, actor: 'system' }).ok) {
    throw transitionRefused(
      `${name}'s application for this job is ${status}, so it takes no new offer`,
      status,
    );
  }
  if (job.status !== 'published') {
    throw transitionRefused(`This job is ${job.status}, so it takes no new offers`, job.status);
  }
  await recordTransition({
    tx,
    table: applications,
    machine: applicationMachine,
    recordType: 'application',
    id: application.id,
    transition: 'offer',
    actor: 'system',
    actorUserId: userId,
  });
  const id = await insertOffer(tx, {
    applicationId: application.id,
    job,
    clientId,
    filmmakerId,
    userId,
    terms,
    message,
    now,
  });
  return { created: true, id };
}
