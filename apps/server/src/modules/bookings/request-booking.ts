import type { Booking } from '@reelhire/shared/booking-records';
import type { BookingTerms } from '@reelhire/shared/booking-requests';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { loadBooking } from './booking-record.ts';
import { createBookingRequest } from './create-booking-request.ts';

const OPEN_REQUEST_STATUSES = ['requested', 'changes_proposed'];

/** Whether two requests ask the same thing: a retry of a send whose answer was lost. */
const sameTerms = (row: typeof bookings.$inferSelect, terms: BookingTerms) =>
  row.title === terms.title &&
  row.currency === terms.currency &&
  row.amountMinor === terms.amount_minor &&
  JSON.stringify(row.days) === JSON.stringify(terms.days);

/**
 * A client requests a booking from a filmmaker's portfolio (decision 0034). The client must be set up and
 * verified (403 otherwise), the filmmaker set up (404 otherwise, as for offers) and verified (409: they
 * could not open the contract an accepted request makes), and not the caller (400). The client's row is
 * locked, so a retry (or a double click) meets the first send and answers its open request (200) instead
 * of making a second; a new request is a 201.
 */
export async function requestBooking({
  db,
  config,
  userId,
  clientId,
  terms,
  now = new Date(),
}: {
  db: Db;
  config: Config;
  userId: string;
  clientId: string;
  terms: BookingTerms;
  now?: Date;
}): Promise<{ created: boolean; booking: Booking }> {
  const outcome = await db.transaction(async (tx) => {
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    if (!client?.setup || !client.verified) {
      throw new HttpError(403, 'Finish your profile and verify your identity before booking a filmmaker');
    }
    const [filmmaker] = await tx
      .select()
      .from(filmmakers)
      .where(and(eq(filmmakers.id, terms.filmmaker_id), eq(filmmakers.setup, true)));
    if (!filmmaker) throw notFound('No such filmmaker');
    if (filmmaker.userId === userId) throw new HttpError(400, 'You cannot book yourself');
    const name = `${filmmaker.firstName} ${filmmaker.lastName}`.trim() || 'This filmmaker';
    if (!filmmaker.verified) {
      throw new HttpError(
        409,
        `${name} has not verified their identity yet, so they cannot take a booking. Send them a message instead.`,
      );
    }
    const open = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.clientId, clientId),
          eq(bookings.filmmakerId, terms.filmmaker_id),
          inArray(bookings.status, OPEN_REQUEST_STATUSES),
        ),
      );
    const repeat = open.find((row) => sameTerms(row, terms));
    if (repeat) return { created: false, id: repeat.id };
    const { id } = await createBookingRequest({ tx, clientId, terms, now });
    return { created: true, id };
  });
  return { created: outcome.created, booking: (await loadBooking(db, config, outcome.id))! };
}
