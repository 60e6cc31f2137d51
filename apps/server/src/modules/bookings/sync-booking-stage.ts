import {
  bookingMachine,
  bookingStageFor,
  checkBookingMove,
  type BookingStatus,
  type BookingTransition,
} from '@reelhire/shared/bookings';
import { contractMachine } from '@reelhire/shared/contracts';
import { approvedWorkPaid, type MilestoneStatus } from '@reelhire/shared/milestones';
import { checkTransition } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { contracts } from '../../db/schema/hiring.ts';
import { milestoneFunding } from '../ledger/milestone-funding.ts';
import { openReviews } from '../reviews/open-reviews.ts';
import type { BookingRowOnly } from '../booking-parties/booking-parties.ts';

/** The system transition that takes a booking to each stage bookingStageFor can name. */
const MOVE_TO: Partial<Record<BookingStatus, BookingTransition[]>> = {
  in_progress: ['start', 'resume'],
  delivered: ['deliver'],
  revision_requested: ['request_revision'],
  approved: ['approve'],
};

/**
 * After a milestone changed, moves its booking (locked by the caller) to where its milestones put it
 * (decision 0031: Reelhire makes these moves, so no party can mark work delivered that was not). Once
 * every milestone is approved the booking is approved and completed, and its contract completed, in the
 * same transaction. A booking that has had work submitted never reads as merely confirmed again. Completion
 * waits while approved work is unpaid (its escrow not released, read from the ledger; decision 0051): the
 * booking stays approved until that money is paid, rather than reading "Completed" with nothing released.
 */
export async function syncBookingStage({
  tx,
  booking,
  actorUserId,
  today = new Date().toISOString().slice(0, 10),
}: {
  tx: Db;
  booking: BookingRowOnly;
  actorUserId: string | null;
  today?: string;
}): Promise<BookingStatus> {
  const rows = await tx
    .select({ status: bookingMilestones.status })
    .from(bookingMilestones)
    .where(eq(bookingMilestones.bookingId, booking.id));
  const milestones = rows.map((row) => row.status as MilestoneStatus);
  let stage: BookingStatus = bookingStageFor({ milestones, today, firstDay: booking.firstDay });
  const started = milestones.some((status) => status !== 'pending' && status !== 'in_progress');
  if (stage === 'confirmed' && (started || booking.status !== 'confirmed')) stage = 'in_progress';

  let status = booking.status as BookingStatus;
  if (stage !== status) status = await move(tx, booking.id, status, stage, actorUserId);
  if (status === 'approved') {
    const funding = await milestoneFunding(tx, booking);
    const paid = approvedWorkPaid(
      funding.map((m) => ({ status: m.status as MilestoneStatus, funding: m.funding })),
    );
    if (!checkBookingMove('complete', { state: status, actor: 'system', approvedWorkPaid: paid }).ok) {
      return status;
    }
    status = await move(tx, booking.id, status, 'completed', actorUserId, ['complete']);
    // Only a confirmed booking has milestones, and every confirmed booking has its contract.
    if (booking.contractId)
      await recordTransition({
        tx,
        table: contracts,
        machine: contractMachine,
        recordType: 'contract',
        id: booking.contractId,
        transition: 'complete',
        actor: 'system',
        actorUserId,
        note: 'Every milestone approved',
      });
    // Both sides may now review each other, blind, for REVIEW_WINDOW_DAYS (decision 0060).
    if (status === 'completed') await openReviews({ tx, bookingId: booking.id, completedAt: new Date() });
  }
  return status;
}

async function move(
  tx: Db,
  id: string,
  from: BookingStatus,
  to: BookingStatus,
  actorUserId: string | null,
  transitions = MOVE_TO[to] ?? [],
): Promise<BookingStatus> {
  const transition = transitions.find(
    (name) => checkTransition(bookingMachine, name, { state: from, actor: 'system' }).ok,
  );
  // No system move leads there from here (a confirmed booking whose first milestone was started early
  // stays confirmed until its first day): the booking keeps its state.
  if (!transition) return from;
  const updated = await recordTransition({
    tx,
    table: bookings,
    machine: bookingMachine,
    recordType: 'booking',
    id,
    transition,
    actor: 'system',
    actorUserId,
  });
  return updated.status as BookingStatus;
}
