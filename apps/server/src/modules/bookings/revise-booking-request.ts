import type { Booking } from '@reelhire/shared/booking-records';
import type { ReviseBookingRequestInput } from '@reelhire/shared/booking-requests';
import { bookingMachine, type BookingStatus } from '@reelhire/shared/bookings';
import type { Location } from '@reelhire/shared/hiring-fields';
import type { BookingDay } from '@reelhire/shared/booking-days';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { lockBooking } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { addRequestRound, bookingTermsSet } from './booking-request-rounds.ts';

type Revision = Omit<ReviseBookingRequestInput, 'days' | 'location' | 'brief' | 'message'> & {
  days: BookingDay[];
  location: Location;
  brief: string | null;
  message: string | null;
};

/**
 * The client answers proposed changes with a new request round (decision 0034): the whole terms again,
 * perhaps meeting the filmmaker halfway, and the request goes back to the filmmaker.
 */
export async function reviseBookingRequest({
  db,
  config,
  caller,
  id,
  revision,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  revision: Revision;
}): Promise<Booking> {
  await db.transaction(async (tx) => {
    const { booking, actors } = await lockBooking(tx, id, caller);
    const actor = actorFor(bookingMachine, 'revise', booking.status as BookingStatus, actors, 'booking');
    const terms = {
      days: revision.days,
      title: revision.title,
      brief: revision.brief,
      location: revision.location,
      currency: revision.currency,
      amountMinor: revision.amount_minor,
    };
    await recordTransition({
      tx,
      table: bookings,
      machine: bookingMachine,
      recordType: 'booking',
      id,
      transition: 'revise',
      actor,
      actorUserId: caller.userId,
      set: bookingTermsSet(terms),
      note: revision.message,
    });
    await addRequestRound(tx, {
      bookingId: id,
      proposedBy: 'client',
      terms,
      message: revision.message,
      userId: caller.userId,
    });
  });
  return (await loadBooking(db, config, id))!;
}
