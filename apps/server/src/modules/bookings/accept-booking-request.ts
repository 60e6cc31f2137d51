import type { Booking } from '@reelhire/shared/booking-records';
import { bookingMachine, type BookingStatus } from '@reelhire/shared/bookings';
import type { OfferTerms } from '@reelhire/shared/offers';
import { checkTransition } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { transitionRefused } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { acceptOffer } from '../offers/accept-offer.ts';
import { sendDirectOffer } from '../offers/send-direct-offer.ts';
import { lockBooking, type BookingRowOnly } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';

/** What an accepted request's contract includes that the request did not ask about (decision 0034). */
export const BOOKING_REQUEST_REVISIONS_INCLUDED = 1;
export const BOOKING_REQUEST_USAGE_RIGHTS =
  'As agreed between the client and the filmmaker for this booking.';

/** The contract terms a request makes: a fixed fee for its days, one milestone due on its last day. */
export function requestOfferTerms(booking: BookingRowOnly): OfferTerms {
  return {
    amount_minor: booking.amountMinor,
    rate_type: 'fixed',
    units: null,
    start_date: booking.firstDay,
    end_date: booking.lastDay,
    deliverables: booking.brief?.trim() || booking.title,
    milestones: [
      {
        title: booking.title.slice(0, 120),
        amount_minor: booking.amountMinor,
        due_date: booking.lastDay,
        acceptance_criteria: null,
      },
    ],
    revisions_included: BOOKING_REQUEST_REVISIONS_INCLUDED,
    kill_fee_percent: 0,
    cancellation_terms: null,
    usage_rights: BOOKING_REQUEST_USAGE_RIGHTS,
  };
}

/**
 * Accepting a request (the filmmaker) or the filmmaker's proposed changes (the client) makes it a real
 * contract exactly as the hiring path does (decision 0034), in one transaction: a project and a published
 * job for the booking, the filmmaker's application made by a direct offer (origin `booking_request`, no
 * email: the filmmaker is the one accepting or has just proposed these terms), the offer accepted by the
 * filmmaker, and the contract with one milestone. The request's booking takes the contract and becomes
 * confirmed, with the booking confirmation emails.
 */
export async function acceptBookingRequest({
  db,
  config,
  caller,
  id,
  now = new Date(),
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  now?: Date;
}): Promise<Booking> {
  await db.transaction(async (tx) => {
    const { booking, actors } = await lockBooking(tx, id, caller);
    const status = booking.status as BookingStatus;
    const actor = actorFor(bookingMachine, 'accept', status, actors, 'booking');
    // Refuse before making anything: the hiring records below are only for a request that can be accepted.
    const verdict = checkTransition(bookingMachine, 'accept', { state: status, actor });
    if (!verdict.ok) throw transitionRefused(verdict.error, status);

    const [client] = await tx.select().from(clients).where(eq(clients.id, booking.clientId));
    const [filmmaker] = await tx.select().from(filmmakers).where(eq(filmmakers.id, booking.filmmakerId));
    const location = booking.location;
    const [project] = await tx
      .insert(projects)
      .values({
        clientId: booking.clientId,
        title: booking.title,
        productionType: 'other',
        description: booking.brief,
        shootDates: [{ start: booking.firstDay, end: booking.lastDay }],
        remote: location?.remote ?? false,
        city: location?.city ?? null,
        country: location?.country ?? null,
        currency: booking.currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id });
    const [job] = await tx
      .insert(jobs)
      .values({
        projectId: project!.id,
        clientId: booking.clientId,
        productionType: 'other',
        title: booking.title,
        craft: filmmaker!.crafts[0] ?? 'filmmaker',
        description: booking.brief?.trim() || booking.title,
        rateType: 'fixed',
        rateMinMinor: booking.amountMinor,
        rateMaxMinor: booking.amountMinor,
        currency: booking.currency,
        dates: [{ start: booking.firstDay, end: booking.lastDay }],
        remote: location?.remote ?? false,
        city: location?.city ?? null,
        country: location?.country ?? null,
        openings: 1,
        status: 'published',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobs.id });

    const { offer } = await sendDirectOffer({
      db: tx,
      clientId: booking.clientId,
      userId: client!.userId,
      jobId: job!.id,
      filmmakerId: booking.filmmakerId,
      terms: requestOfferTerms(booking),
      message: `Booking request: ${booking.title}`,
      now,
      origin: 'booking_request',
      notify: false,
    });
    await acceptOffer({
      db: tx,
      caller: { userId: filmmaker!.userId, admin: false, clientId: null, filmmakerId: booking.filmmakerId },
      id: offer.id,
      now,
      bookingRequest: { bookingId: id, actor, actorUserId: caller.userId },
    });
  });
  return (await loadBooking(db, config, id))!;
}
