import type { Booking } from '@reelhire/shared/booking-records';
import { bookingMachine, type BookingStatus } from '@reelhire/shared/bookings';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { lockBooking } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';

/**
 * The filmmaker declines a request, or the client declines the filmmaker's proposed changes, always with
 * a reason the other side reads on the request (decision 0034). The request ends there; a client who still
 * wants the filmmaker sends a new one.
 */
export async function declineBookingRequest({
  db,
  config,
  caller,
  id,
  reason,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  reason: string;
}): Promise<Booking> {
  await db.transaction(async (tx) => {
    const { booking, actors } = await lockBooking(tx, id, caller);
    const actor = actorFor(bookingMachine, 'decline', booking.status as BookingStatus, actors, 'booking');
    await recordTransition({
      tx,
      table: bookings,
      machine: bookingMachine,
      recordType: 'booking',
      id,
      transition: 'decline',
      actor,
      actorUserId: caller.userId,
      set: { declineReason: reason },
      note: reason,
    });
  });
  return (await loadBooking(db, config, id))!;
}
