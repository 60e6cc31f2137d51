import type { Booking } from '@reelhire/shared/booking-records';
import type { ProposeBookingChangesInput } from '@reelhire/shared/booking-requests';
import { bookingMachine, type BookingStatus } from '@reelhire/shared/bookings';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { badRequest } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { lockBooking } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { addRequestRound, bookingTermsSet } from './booking-request-rounds.ts';

type ProposedChanges = Required<Pick<ProposeBookingChangesInput, 'days' | 'amount_minor'>> & {
  message: string | null;
};

/**
 * The filmmaker answers a request with other days, another budget or both, and a message (decision
 * 0034): a new round the client accepts, declines or revises. Proposing the same terms is a 400, since
 * accepting them is what the filmmaker means.
 */
export async function proposeBookingChanges({
  db,
  config,
  caller,
  id,
  changes,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  changes: ProposedChanges;
}): Promise<Booking> {
  await db.transaction(async (tx) => {
    const { booking, actors } = await lockBooking(tx, id, caller);
    const status = booking.status as BookingStatus;
    const actor = actorFor(bookingMachine, 'propose_changes', status, actors, 'booking');
    const terms = {
      days: changes.days,
      title: booking.title,
      brief: booking.brief,
      location: booking.location,
      currency: booking.currency,
      amountMinor: changes.amount_minor,
    };
    const unchanged =
      JSON.stringify(changes.days) === JSON.stringify(booking.days) &&
      changes.amount_minor === booking.amountMinor;
    // The machine's verdict first (a wrong party or state is a 409), then whether anything changed.
    const moved = await recordTransition({
      tx,
      table: bookings,
      machine: bookingMachine,
      recordType: 'booking',
      id,
      transition: 'propose_changes',
      actor,
      actorUserId: caller.userId,
      set: bookingTermsSet(terms),
      note: changes.message,
    });
    if (unchanged) throw badRequest('Change the days or the budget, or accept the request as it is');
    await addRequestRound(tx, {
      bookingId: moved.id,
      proposedBy: 'filmmaker',
      terms,
      message: changes.message,
      userId: caller.userId,
    });
  });
  return (await loadBooking(db, config, id))!;
}
