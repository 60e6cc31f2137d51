import type { Booking } from '@reelhire/shared/booking-records';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { loadBooking } from './booking-record.ts';

/** One booking for either party or an admin; anyone else gets a 404 so its id is not confirmed. */
export async function getBooking({
  db,
  config,
  caller,
  id,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
}): Promise<Booking> {
  const booking = await loadBooking(db, config, id);
  const parties = booking
    ? partiesOf(caller, { clientId: booking.client_id, filmmakerId: booking.filmmaker_id })
    : [];
  if (!booking || parties.length === 0) throw notFound('No such booking');
  return booking;
}
