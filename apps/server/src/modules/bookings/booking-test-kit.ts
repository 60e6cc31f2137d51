import type { Booking } from '@reelhire/shared/booking-records';
import type { Offer, OfferTermsInput } from '@reelhire/shared/offers';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import type { TestApp } from '../../test/test-app.ts';
import { fundMilestone } from '../earnings/money-test-kit.ts';
import {
  acceptOffer,
  apply,
  call,
  keyed,
  hiringClient,
  hiringFilmmaker,
  offer,
  offerTerms,
  publishedJob,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';

// The bookings tests' world: a client and a filmmaker whose offer was accepted through HTTP, so every
// test starts from the booking the contract became.

export interface BookedWork {
  client: HiringClient;
  filmmaker: Party & { portfolio: string[] };
  contractId: string;
  booking: Booking;
}

/** A client hires a filmmaker through an accepted offer with these terms; answers the booking. */
export async function bookedWork(
  t: TestApp,
  prefix: string,
  terms: Partial<OfferTermsInput> = {},
): Promise<BookedWork> {
  const client = await hiringClient(t, { email: `${prefix}-client@example.com` });
  const filmmaker = await hiringFilmmaker(t, { email: `${prefix}-maya@example.com` });
  const application = (await apply(t, filmmaker, client.jobId)).body;
  const sent = (await offer(t, client, application.id, offerTerms(terms))).body;
  const accepted = await acceptOffer(t, filmmaker, sent.id);
  expect(accepted.status).toBe(200);
  const contractId = accepted.body.contract.id;
  const list = await call<{ items: { id: string; contract_id: string }[] }>(
    t,
    client.token,
    'GET',
    '/bookings',
  );
  const id = list.body.items.find((item) => item.contract_id === contractId)!.id;
  const booking = (await call<Booking>(t, client.token, 'GET', `/bookings/${id}`)).body;
  return { client, filmmaker, contractId, booking };
}

/**
 * The same two parties hired again, for tests that need many bookings: a direct offer on a new job of
 * the client's (so no application counts against the filmmaker's daily limit), accepted by the
 * filmmaker, all through HTTP. Answers the booking the contract became.
 */
export async function hire(
  t: TestApp,
  {
    client,
    filmmaker,
    terms = {},
  }: { client: HiringClient; filmmaker: Party; terms?: Partial<OfferTermsInput> },
): Promise<Booking> {
  const sent = await call<Offer>(t, client.token, 'POST', '/offers', {
    job_id: await publishedJob(t, client),
    filmmaker_id: filmmaker.entityId,
    terms: offerTerms(terms),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const accepted = await acceptOffer(t, filmmaker, sent.body.id);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const [booking] = await t.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.contractId, accepted.body.contract.id));
  return (await call<Booking>(t, client.token, 'GET', `/bookings/${booking!.id}`)).body;
}

/**
 * A milestone transition as someone; answers the booking (or the refusal). Each call carries its own
 * Idempotency-Key (approving moves money, decision 0047) unless the test gives one to retry with.
 */
export function milestoneAction(
  t: TestApp,
  party: Pick<Party, 'token'>,
  milestoneId: string,
  transition: string,
  payload?: unknown,
  idempotencyKey?: string,
) {
  return call<Booking>(
    t,
    party.token,
    'POST',
    `/milestones/${milestoneId}/${transition}`,
    payload,
    keyed(idempotencyKey),
  );
}

export const delivery = {
  note: 'Graded rushes and a rough cut, as agreed.',
  links: [{ url: 'https://frame.io/review/abc123', label: 'Frame.io review' }],
};

/**
 * Pays every milestone of a booking into escrow, as the client would before work: approving needs the
 * money there (decision 0051). Answers the booking as it was given.
 */
export async function fundEscrow(t: TestApp, booking: Booking): Promise<Booking> {
  for (const milestone of booking.milestones) {
    await fundMilestone(t.database.db, {
      clientId: booking.client_id,
      milestoneId: milestone.id,
      currency: booking.currency,
      amountMinor: milestone.amount_minor,
    });
  }
  return booking;
}
