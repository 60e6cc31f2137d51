import { bookingMachine } from '@reelhire/shared/bookings';
import { milestoneMachine } from '@reelhire/shared/milestones';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';

export interface StartDueBookingsOptions {
  db: Db;
  /** The day of the run, YYYY-MM-DD in UTC (tests move it). */
  today?: string;
  batchSize?: number;
}

/**
 * Moves confirmed bookings whose first day has come to in progress (decision 0031: Reelhire's `start`),
 * and starts their first milestone if the filmmaker had not. Safe from several server processes at once:
 * due bookings are claimed with FOR UPDATE SKIP LOCKED, and the transition itself only moves a booking
 * still confirmed, so each is started once.
 */
export async function startDueBookings({
  db,
  today = new Date().toISOString().slice(0, 10),
  batchSize = 100,
}: StartDueBookingsOptions): Promise<{ started: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), lte(bookings.firstDay, today)))
      .orderBy(asc(bookings.firstDay))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    for (const booking of due) {
      await recordTransition({
        tx,
        table: bookings,
        machine: bookingMachine,
        recordType: 'booking',
        id: booking.id,
        transition: 'start',
        actor: 'system',
        actorUserId: null,
        note: 'The first day has come',
      });
      const [first] = await tx
        .select({ id: bookingMilestones.id, status: bookingMilestones.status })
        .from(bookingMilestones)
        .where(eq(bookingMilestones.bookingId, booking.id))
        .orderBy(asc(bookingMilestones.position))
        .limit(1);
      if (first?.status === 'pending') {
        await recordTransition({
          tx,
          table: bookingMilestones,
          machine: milestoneMachine,
          recordType: 'milestone',
          id: first.id,
          transition: 'start',
          actor: 'system',
          actorUserId: null,
          note: 'The first day has come',
        });
      }
    }
    return { started: due.length };
  });
}
