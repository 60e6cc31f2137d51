import { applicationMachine, LIVE_APPLICATION_STATUSES } from '@reelhire/shared/applications';
import { contractNumber, type Contract } from '@reelhire/shared/contracts';
import { jobMachine } from '@reelhire/shared/jobs';
import { offerMachine, type Offer } from '@reelhire/shared/offers';
import { projectMachine } from '@reelhire/shared/projects';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { applications, contracts, jobs, offers, projects } from '../../db/schema/hiring.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { transitionRefused } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { createBookingFromContract, type BookingRequestAcceptance } from './create-booking-from-contract.ts';
import { loadContract } from '../contracts/contract-record.ts';
import { loadOffer, offerParties } from './offer-record.ts';

/**
 * Accepting an offer makes the contract, all in one transaction (decision 0024): the offer accepted (a
 * conditional update, so of two accepts at once one wins and the other is a 409), the newest round's
 * terms frozen under a number from the sequence, the application hired, the job's openings counted up
 * and, at the last one, the job filled and its other live applications closed; the project goes into
 * production if it had not yet. The contract's booking is made and confirmed with it (issue 13).
 */
export async function acceptOffer({
  db,
  caller,
  id,
  now = new Date(),
  bookingRequest,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
  now?: Date;
  /** The booking request this offer was made for (decision 0034): it becomes the contract's booking. */
  bookingRequest?: BookingRequestAcceptance;
}): Promise<{ offer: Offer; contract: Contract }> {
  const contractId = await db.transaction(async (tx) => {
    const { offer, actors } = await offerParties(tx, id, caller);
    // Locks always in one order (job, offer, application) so that hires on one job queue up instead of
    // deadlocking: the last opening's hire withdraws the job's other live offers.
    await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, offer.jobId)).for('update');
    const actor = actorFor(offerMachine, 'accept', offer.status as Offer['status'], actors, 'offer');
    const accepted = await recordTransition({
      tx,
      table: offers,
      machine: offerMachine,
      recordType: 'offer',
      id,
      transition: 'accept',
      actor,
      actorUserId: caller.userId,
    });
    const system = { tx, actor: 'system' as const, actorUserId: caller.userId };

    // One more opening filled, only while there is one to fill (the row lock orders concurrent hires).
    const [job] = await tx
      .update(jobs)
      .set({ openingsFilled: sql`${jobs.openingsFilled} + 1`, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, accepted.jobId), lt(jobs.openingsFilled, jobs.openings)))
      .returning();
    if (!job) throw transitionRefused('Every opening of this job is already filled', 'accepted');

    const [{ value } = { value: '0' }] = await queryRows<{ value: string }>(
      tx,
      sql`select nextval('contract_number_seq')::text as value`,
    );
    const [contract] = await tx
      .insert(contracts)
      .values({
        number: contractNumber(now.getUTCFullYear(), Number(value)),
        offerId: id,
        applicationId: accepted.applicationId,
        jobId: accepted.jobId,
        clientId: accepted.clientId,
        filmmakerId: accepted.filmmakerId,
        currency: accepted.currency,
        amountMinor: accepted.terms.amount_minor,
        terms: accepted.terms,
        signedAt: now,
      })
      .returning();

    // The booking the contract becomes, confirmed in the same transaction (decision 0031).
    await createBookingFromContract({
      tx,
      contract: contract!,
      actorUserId: bookingRequest?.actorUserId ?? caller.userId,
      request: bookingRequest,
    });

    await recordTransition({
      ...system,
      table: applications,
      machine: applicationMachine,
      recordType: 'application',
      id: accepted.applicationId,
      transition: 'hire',
    });

    if (job.openingsFilled >= job.openings && job.status === 'published') {
      await recordTransition({
        ...system,
        table: jobs,
        machine: jobMachine,
        recordType: 'job',
        id: job.id,
        transition: 'fill',
      });
      await closeOtherApplications(tx, job.id, accepted.applicationId, caller.userId);
    }

    const [project] = await tx
      .select({ status: projects.status })
      .from(projects)
      .where(eq(projects.id, job.projectId));
    if (project && (project.status === 'draft' || project.status === 'open')) {
      await recordTransition({
        ...system,
        table: projects,
        machine: projectMachine,
        recordType: 'project',
        id: job.projectId,
        transition: 'start_production',
      });
    }
    return contract!.id;
  });
  return { offer: await loadOffer(db, id), contract: (await loadContract(db, contractId))! };
}

/** A filled job's other live applications are closed, and any offer still waiting on one withdrawn. */
async function closeOtherApplications(tx: Db, jobId: string, hiredId: string, actorUserId: string) {
  const others = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        ne(applications.id, hiredId),
        inArray(applications.status, [...LIVE_APPLICATION_STATUSES]),
      ),
    );
  for (const other of others) {
    const live = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.applicationId, other.id), inArray(offers.status, ['sent', 'countered'])));
    for (const offer of live) {
      await recordTransition({
        tx,
        table: offers,
        machine: offerMachine,
        recordType: 'offer',
        id: offer.id,
        transition: 'withdraw',
        actor: 'system',
        actorUserId,
        note: 'The job was filled',
      });
    }
    await recordTransition({
      tx,
      table: applications,
      machine: applicationMachine,
      recordType: 'application',
      id: other.id,
      transition: 'close',
      actor: 'system',
      actorUserId,
      note: 'The job was filled',
    });
  }
}
