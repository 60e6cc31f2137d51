import type { Actor } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import type { BookingRowOnly } from '../booking-parties/booking-parties.ts';
import type { DisputeRow } from './dispute-record.ts';

/**
 * A dispute and its booking, both locked for the rest of the transaction, booking first (the order every
 * booking change takes), for one of its parties or an admin; anyone else gets a 404.
 */
export async function lockDispute(
  tx: Db,
  id: string,
  caller: HiringCaller,
): Promise<{ dispute: DisputeRow; booking: BookingRowOnly; actors: Actor[] }> {
  const [found] = await tx
    .select({ bookingId: disputes.bookingId })
    .from(disputes)
    .where(eq(disputes.id, id));
  if (!found) throw notFound('No such dispute');
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.bookingId)).for('update');
  const actors = booking ? partiesOf(caller, booking) : [];
  if (!booking || actors.length === 0) throw notFound('No such dispute');
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return { dispute: dispute!, booking, actors };
}
