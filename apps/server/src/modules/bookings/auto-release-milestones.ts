import { milestoneMachine } from '@reelhire/shared/milestones';
import { AUTO_RELEASE_DAYS } from '@reelhire/shared/money-policy';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';
import { syncBookingStage } from './sync-booking-stage.ts';
import { releaseMilestoneEscrow } from '../earnings/release-escrow.ts';
import { unansweredSubmissions } from './remind-auto-release.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Approves, as Reelhire (actor system), each delivery a client left unanswered for AUTO_RELEASE_DAYS, and
 * releases its escrow to the filmmaker (decision 0043), exactly as the client's approval would: one
 * transaction per milestone with the approval, the release, the booking's stage and the filmmaker's email.
 * Safe from several processes: each booking is claimed with FOR UPDATE SKIP LOCKED (the lock every
 * milestone change takes first), the milestone is re-read under it, and the conditional update and the
 * release's key `release:{milestoneId}` let only one approval and one release happen.
 */
export async function autoReleaseMilestones({
  db,
  config,
  now = new Date(),
  batchSize = 100,
}: {
  db: Db;
  /** What the filmmaker's receipt for each release needs (decision 0044). */
  config: Pick<Config, 'receiptTax'>;
  now?: Date;
  batchSize?: number;
}): Promise<{ released: number }> {
  const cutoff = new Date(now.getTime() - AUTO_RELEASE_DAYS * DAY_MS);
  const due = await db
    .select({ milestoneId: bookingMilestones.id, bookingId: bookings.id })
    .from(bookingMilestones)
    .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
    .where(unansweredSubmissions(cutoff))
    .orderBy(bookingMilestones.submittedAt)
    .limit(batchSize);
  let released = 0;
  for (const { milestoneId, bookingId } of due) {
    const done = await db.transaction(async (tx) => {
      const [booking] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('update', { skipLocked: true });
      if (!booking) return false;
      // Under the lock, the milestone must still be an unanswered submission past its deadline: the
      // client may have answered, or another process released it, since the list was read.
      const [still] = await tx
        .select({ id: bookingMilestones.id, title: bookingMilestones.title })
        .from(bookingMilestones)
        .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
        .where(and(eq(bookingMilestones.id, milestoneId), unansweredSubmissions(cutoff)));
      if (!still) return false;
      await recordTransition({
        tx,
        table: bookingMilestones,
        machine: milestoneMachine,
        recordType: 'milestone',
        id: milestoneId,
        transition: 'approve',
        actor: 'system',
        actorUserId: null,
        set: { approvedAt: sql`now()` },
        note: `Approved automatically: no answer within ${AUTO_RELEASE_DAYS} days of the delivery`,
      });
      await tx
        .update(revisionRequests)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(and(eq(revisionRequests.milestoneId, milestoneId), eq(revisionRequests.status, 'open')));
      await releaseMilestoneEscrow({ tx, booking, milestoneId, actorUserId: null, config });
      await syncBookingStage({ tx, booking, actorUserId: null });
      const contacts = await bookingContacts(tx, bookingId);
      await enqueueEmail({
        db: tx,
        emailType: 'deliverable_approved',
        recipientEmail: contacts.filmmaker.email,
        idempotencyKey: `deliverable_approved:${milestoneId}`,
        templateData: {
          firstName: contacts.filmmaker.firstName,
          clientName: contacts.client.name,
          jobTitle: contacts.title.slice(0, 200),
          deliverableTitle: still.title.slice(0, 200),
          bookingId,
          automatic: true,
        },
      });
      return true;
    });
    if (done) released += 1;
  }
  return { released };
}
