import type { Booking } from '@reelhire/shared/booking-records';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idempotentTransaction } from '../../db/idempotent-transaction.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { releaseMilestoneEscrow } from '../earnings/release-escrow.ts';
import { escrowFrozen, frozenMilestoneIds } from '../ledger/frozen-escrow.ts';
import { loadBooking } from './booking-record.ts';
import { finishApproval } from './finish-approval.ts';
import { moveMilestone } from './move-milestone.ts';
import { syncBookingStage } from './sync-booking-stage.ts';

/**
 * The client approves a submitted milestone: the approval is recorded and the milestone's escrow released
 * to the filmmaker (decision 0043) in one transaction, any extra revision still waiting is withdrawn, the
 * filmmaker is emailed and, at the last milestone, the booking and its contract complete. The call moves
 * money, so it is keyed (decision 0047): a retry answers the booking and releases nothing again. A
 * milestone with nothing in escrow is refused (409 `milestone_unfunded`, decision 0051): the client funds
 * and approves it in one payment instead.
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
      needsFunding: true,
      // The booking completes only once the release below has posted (decision 0051).
      syncStage: false,
    });
    // A disputed milestone's escrow waits for the ruling (decision 0061); nothing of this approval stays.
    if ((await frozenMilestoneIds(tx, [id])).size > 0) throw escrowFrozen('submitted');
    // The approval and the money land together: a release that cannot post rolls the approval back.
    await releaseMilestoneEscrow({ tx, booking, milestoneId: id, actorUserId: caller.userId, config });
    await syncBookingStage({ tx, booking, actorUserId: caller.userId });
    await finishApproval({ tx, bookingId: booking.id, milestoneId: id, milestoneTitle: milestone.title });
    return booking.id;
  });
  return (await loadBooking(db, config, bookingId))!;
}
