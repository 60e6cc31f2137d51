import type { Booking } from '@reelhire/shared/booking-records';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { loadBooking } from './booking-record.ts';
import { moveMilestone } from './move-milestone.ts';

/** The filmmaker says work on a milestone has begun (decision 0031); answers with the whole booking. */
export async function startMilestone({
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
  const bookingId = await db.transaction(async (tx) => {
    const { booking } = await moveMilestone({ tx, caller, id, transition: 'start' });
    return booking.id;
  });
  return (await loadBooking(db, config, bookingId))!;
}
