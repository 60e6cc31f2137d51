import type { Booking } from '@reelhire/shared/booking-records';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idempotentTransaction } from '../../db/idempotent-transaction.ts';
import { revisionRequests } from '../../db/schema/bookings.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { releaseMilestoneEscrow } from '../earnings/release-escrow.ts';
import { bookingContacts } from './booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { moveMilestone } from './move-milestone.ts';

/**
 * The client approves a submitted milestone: the approval is recorded and the milestone's escrow released
 * to the filmmaker (decision 0043) in one transaction, any extra revision still waiting is withdrawn, the
 * filmmaker is emailed and, at the last milestone, the booking and its contract complete. The call moves
 * money, so it is keyed (decision 0047): a retry answers the booking and releases nothing again.
 */
export async function approveMilestone({
  db,
  config,
  caller,
  id,
  idempotencyKey,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  idempotencyKey: string;
}): Promise<Booking> {
  // Approving releases escrow: keyed, so a retry answers the booking and releases nothing again (0047).
  const call = {
    userId: caller.userId,
    key: idempotencyKey,
    operation: 'milestones.approve',
    request: { id },
  };
  const { result: bookingId } = await idempotentTransaction(db, call, async (tx) => {
    const { milestone, booking } = await moveMilestone({
      tx,
      caller,
      id,
      transition: 'approve',
      set: { approvedAt: sql`now()` },
    });
    // The approval and the money land together: a release that cannot post rolls the approval back.
    await releaseMilestoneEscrow({ tx, booking, milestoneId: id, actorUserId: caller.userId, config });
    await tx
      .update(revisionRequests)
      .set({ status: 'withdrawn', decidedAt: sql`now()` })
      .where(and(eq(revisionRequests.milestoneId, id), eq(revisionRequests.status, 'open')));
    const contacts = await bookingContacts(tx, booking.id);
    await enqueueEmail({
      db: tx,
      emailType: 'deliverable_approved',
      recipientEmail: contacts.filmmaker.email,
      idempotencyKey: `deliverable_approved:${id}`,
      templateData: {
        firstName: contacts.filmmaker.firstName,
        clientName: contacts.client.name,
        jobTitle: contacts.title.slice(0, 200),
        deliverableTitle: milestone.title.slice(0, 200),
        bookingId: booking.id,
      },
    });
    return booking.id;
  });
  return (await loadBooking(db, config, bookingId))!;
}
