import type { Booking } from '@reelhire/shared/booking-records';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { transitionRefused } from '../../http/errors.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { lockMilestone, requireUnderWay } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { moveMilestone } from './move-milestone.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

/**
 * The filmmaker answers a revision asked for beyond the included ones (decision 0031). Accepting takes it
 * on as extra work: the milestone goes back for revision and the revision counts as used. Declining
 * leaves the milestone submitted for the client to approve or settle otherwise. Either way the request
 * must still be open, so a second answer is a 409 that changes nothing.
 */
export async function answerExtraRevision({
  db,
  config,
  caller,
  id,
  answer,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  answer: 'accept' | 'decline';
}): Promise<Booking> {
  const bookingId = await db.transaction(async (tx) => {
    const { milestone, booking, actors } = await lockMilestone(tx, id, caller);
    if (!actors.includes('filmmaker')) {
      throw transitionRefused(`Only the filmmaker can ${answer} an extra revision`, milestone.status);
    }
    requireUnderWay(booking);
    const [open] = await tx
      .select()
      .from(revisionRequests)
      .where(and(eq(revisionRequests.milestoneId, id), eq(revisionRequests.status, 'open')));
    if (!open) throw transitionRefused('No extra revision is waiting for your answer', milestone.status);

    if (answer === 'accept') {
      await moveMilestone({ tx, caller, id, transition: 'accept_extra_revision', note: open.comments });
      await tx
        .update(bookings)
        .set({ revisionsUsed: sql`${bookings.revisionsUsed} + 1` })
        .where(eq(bookings.id, booking.id));
    } else {
      await recordHiringEvent(tx, {
        recordType: 'milestone',
        recordId: id,
        transition: 'decline_extra_revision',
        actor: 'filmmaker',
        actorUserId: caller.userId,
        fromStatus: milestone.status,
        toStatus: milestone.status,
      });
    }
    await tx
      .update(revisionRequests)
      .set({ status: answer === 'accept' ? 'accepted' : 'declined', decidedAt: sql`now()` })
      .where(eq(revisionRequests.id, open.id));
    return booking.id;
  });
  return (await loadBooking(db, config, bookingId))!;
}
