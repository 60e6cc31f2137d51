import type { BookingTerms } from '@reelhire/shared/booking-requests';
import { bookingMachine } from '@reelhire/shared/bookings';
import type { Location } from '@reelhire/shared/hiring-fields';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { bookingRequestRounds, bookings } from '../../db/schema/bookings.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { signUpNames } from '../profiles/profile-access.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

export interface CreateBookingRequestOptions {
  /** The caller's transaction: the request, its first round, its timeline entry and the email land together. */
  tx: Db;
  clientId: string;
  /** Already parsed with bookingTermsSchema (days sorted, texts trimmed). */
  terms: BookingTerms;
  /** The confirmed first hold this request comes from, if any (the holds work). */
  holdId?: string | null;
  now?: Date;
}

/** How a place reads in an email: "Remote", "Leeds, GB". */
export function locationLabel(location: Location | null | undefined): string | undefined {
  if (!location) return undefined;
  const place = [location.city, location.country].filter(Boolean).join(', ');
  if (location.remote) return place ? `${place} or remote` : 'Remote';
  return place || undefined;
}

/**
 * Inserts a booking request (decision 0034) inside the given transaction: the booking in `requested`
 * (the machine's initial state, no contract yet), its first round as the client asked it, a first
 * timeline entry by the client, and the filmmaker's notification, a `job_match` email naming the request
 * (SPEC has no request email; key `booking_request:<booking>`). The caller has checked who may ask whom:
 * the client is set up and verified, the filmmaker exists, is bookable and is not the client.
 */
export async function createBookingRequest({
  tx,
  clientId,
  terms,
  holdId = null,
  now = new Date(),
}: CreateBookingRequestOptions): Promise<{ id: string }> {
  const status = bookingMachine.initial;
  const firstDay = terms.days[0]!.date;
  const lastDay = terms.days[terms.days.length - 1]!.date;
  const [client] = await tx
    .select({ userId: clients.userId, company: clients.companyName, user: users })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId));
  if (!client) throw new Error(`createBookingRequest: no client ${clientId}`);

  const [booking] = await tx
    .insert(bookings)
    .values({
      contractId: null,
      clientId,
      filmmakerId: terms.filmmaker_id,
      status,
      days: terms.days,
      firstDay,
      lastDay,
      title: terms.title,
      brief: terms.brief ?? null,
      location: terms.location,
      currency: terms.currency,
      amountMinor: terms.amount_minor,
      holdId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  await tx.insert(bookingRequestRounds).values({
    bookingId,
    round: 1,
    proposedBy: 'client',
    days: terms.days,
    title: terms.title,
    brief: terms.brief ?? null,
    location: terms.location,
    currency: terms.currency,
    amountMinor: terms.amount_minor,
    message: null,
    createdBy: client.userId,
    createdAt: now,
  });
  await recordHiringEvent(tx, {
    recordType: 'booking',
    recordId: bookingId,
    transition: 'request',
    actor: 'client',
    actorUserId: client.userId,
    fromStatus: null,
    toStatus: status,
    note: holdId ? 'Requested from a confirmed first hold' : 'Requested from the portfolio',
  });

  const [filmmaker] = await tx
    .select({ firstName: filmmakers.firstName, email: users.email })
    .from(filmmakers)
    .innerJoin(users, eq(users.id, filmmakers.userId))
    .where(eq(filmmakers.id, terms.filmmaker_id));
  if (filmmaker) {
    const names = signUpNames(client.user);
    const from = (client.company || `${names.firstName} ${names.lastName}`.trim() || 'A client').slice(
      0,
      100,
    );
    await enqueueEmail({
      db: tx,
      emailType: 'job_match',
      recipientEmail: filmmaker.email,
      idempotencyKey: `booking_request:${bookingId}`,
      templateData: {
        firstName: filmmaker.firstName || undefined,
        jobTitle: terms.title.slice(0, 200),
        clientName: from,
        location: locationLabel(terms.location)?.slice(0, 200),
        budget: { amount: terms.amount_minor, currency: terms.currency },
        startDate: firstDay,
        bookingRequestFrom: from,
        bookingRequestId: bookingId,
      },
    });
  }
  return { id: bookingId };
}
