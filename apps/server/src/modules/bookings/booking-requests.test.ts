import type { Booking, BookingList } from '@reelhire/shared/booking-records';
import type { BookingTermsInput } from '@reelhire/shared/booking-requests';
import type { ContractList } from '@reelhire/shared/contracts';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, keyed, hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const terms = (filmmakerId: string, overrides: Partial<BookingTermsInput> = {}): BookingTermsInput => ({
  filmmaker_id: filmmakerId,
  days: [
    { date: '2027-06-10', part: 'full' },
    { date: '2027-06-11', part: 'am' },
  ],
  title: 'Launch film for a coffee roaster',
  brief: 'One day in the roastery, a morning of pack shots.',
  location: { city: 'Bristol', country: 'GB' },
  currency: 'GBP',
  amount_minor: 80_000,
  ...overrides,
});
/** A revision's terms: the filmmaker is the booking's own, so naming one is refused (decision 0056). */
const revisionTerms = (filmmakerId: string, overrides: Partial<BookingTermsInput> = {}) => {
  const { filmmaker_id: _named, ...rest } = terms(filmmakerId, overrides);
  return rest;
};

test('request, proposed changes, accepted changes: a confirmed booking with a contract and one milestone', async () => {
  const north = await hiringClient(t, { email: 'br-north@example.com', company: 'Northlight Films' });
  const maya = await hiringFilmmaker(t, { email: 'br-maya@example.com' });

  const first = await call<Booking>(t, north.token, 'POST', '/bookings', terms(maya.entityId));
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  expect(first.body).toMatchObject({ status: 'requested', contract_id: null, amount_minor: 80_000 });
  // A retry of the same request answers it again rather than making a second.
  const retry = await call<Booking>(t, north.token, 'POST', '/bookings', terms(maya.entityId));
  expect(retry.status).toBe(200);
  expect(retry.body.id).toBe(first.body.id);
  const id = first.body.id;

  // The client cannot answer their own request; the filmmaker cannot revise it.
  expect((await call(t, north.token, 'POST', `/bookings/${id}/accept`)).status).toBe(409);
  const wrong = await call(t, maya.token, 'POST', `/bookings/${id}/revise`, {
    ...revisionTerms(maya.entityId),
    message: null,
  });
  expect(wrong.status).toBe(409);
  expect(wrong.body.status).toBe('requested');

  // Proposing the same terms is refused and changes nothing.
  const same = await call(t, maya.token, 'POST', `/bookings/${id}/propose_changes`, {
    days: first.body.days,
    amount_minor: 80_000,
  });
  expect(same.status).toBe(400);
  const proposed = await call<Booking>(t, maya.token, 'POST', `/bookings/${id}/propose_changes`, {
    days: [
      { date: '2027-06-10', part: 'full' },
      { date: '2027-06-11', part: 'full' },
    ],
    amount_minor: 95_000,
    message: 'Pack shots need a full day to light well.',
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
  expect(proposed.body).toMatchObject({ status: 'changes_proposed', amount_minor: 95_000 });
  expect(proposed.body.request_rounds.map((r) => [r.round, r.proposed_by, r.amount_minor])).toEqual([
    [1, 'client', 80_000],
    [2, 'filmmaker', 95_000],
  ]);

  // Now it is the client's turn: the filmmaker cannot accept their own changes.
  expect((await call(t, maya.token, 'POST', `/bookings/${id}/accept`)).status).toBe(409);
  const accepted = await call<Booking>(t, north.token, 'POST', `/bookings/${id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body).toMatchObject({
    status: 'confirmed',
    amount_minor: 95_000,
    days: [
      { date: '2027-06-10', part: 'full' },
      { date: '2027-06-11', part: 'full' },
    ],
  });
  expect(accepted.body.contract_id).not.toBeNull();
  expect(accepted.body.milestones).toHaveLength(1);
  expect(accepted.body.milestones[0]).toMatchObject({
    amount_minor: 95_000,
    due_date: '2027-06-11',
    status: 'pending',
  });
  expect(accepted.body.timeline.map((e) => [e.transition, e.actor])).toEqual([
    ['request', 'client'],
    ['propose_changes', 'filmmaker'],
    ['accept', 'client'],
  ]);
  // A second accept is a 409 that changes nothing.
  expect((await call(t, north.token, 'POST', `/bookings/${id}/accept`)).status).toBe(409);

  // The contract shows for both, and each gets the booking confirmation.
  for (const party of [north, maya]) {
    const contracts = await call<ContractList>(t, party.token, 'GET', '/contracts');
    expect(contracts.body.items.map((c) => c.id)).toContain(accepted.body.contract_id);
  }
  const confirmations = await t.database.db
    .select({ to: emailOutbox.recipientEmail })
    .from(emailOutbox)
    .where(eq(emailOutbox.emailType, 'booking_confirmation'));
  expect(confirmations.map((e) => e.to)).toEqual(
    expect.arrayContaining(['br-north@example.com', 'br-maya@example.com']),
  );
});

test('declined with a reason the client reads; revise, cancel; strangers 404, bad callers refused', async () => {
  const north = await hiringClient(t, { email: 'br2-north@example.com', company: 'Northlight Films' });
  const south = await hiringClient(t, { email: 'br2-south@example.com', company: 'Southbank Studio' });
  const maya = await hiringFilmmaker(t, { email: 'br2-maya@example.com' });
  const theo = await hiringFilmmaker(t, { email: 'br2-theo@example.com', name: 'Theo Marsh' });
  const unverified = await hiringFilmmaker(t, { email: 'br2-new@example.com', verified: false });
  const admin = await signedInAccount(t, {
    email: 'br2-admin@example.com',
    metadata: { user_type: 'admin' },
  });

  // Who may ask whom.
  expect((await call(t, undefined, 'POST', '/bookings', terms(maya.entityId))).status).toBe(401);
  expect((await call(t, theo.token, 'POST', '/bookings', terms(maya.entityId))).status).toBe(403);
  expect(
    (await call(t, north.token, 'POST', '/bookings', terms('00000000-0000-4000-8000-000000000000'))).status,
  ).toBe(404);
  expect((await call(t, north.token, 'POST', '/bookings', terms(unverified.entityId))).status).toBe(409);
  expect(
    (await call(t, north.token, 'POST', '/bookings', { ...terms(maya.entityId), days: [] })).status,
  ).toBe(400);

  const fromNorth = (await call<Booking>(t, north.token, 'POST', '/bookings', terms(maya.entityId))).body;
  const fromSouth = (await call<Booking>(t, south.token, 'POST', '/bookings', terms(maya.entityId))).body;

  // Strangers: another client, another filmmaker; every read and answer is a 404.
  for (const stranger of [south, theo]) {
    expect((await call(t, stranger.token, 'GET', `/bookings/${fromNorth.id}`)).status).toBe(404);
    for (const transition of ['accept', 'cancel']) {
      const body = transition === 'cancel' ? { reason: 'Not mine' } : undefined;
      const response = await call(
        t,
        stranger.token,
        'POST',
        `/bookings/${fromNorth.id}/${transition}`,
        body,
        keyed(),
      );
      expect(response.status).toBe(404);
    }
    expect(
      (await call(t, stranger.token, 'POST', `/bookings/${fromNorth.id}/decline`, { reason: 'Not mine' }))
        .status,
    ).toBe(404);
  }
  // An admin may read it but is no party to answer it.
  expect((await call(t, admin.token, 'GET', `/bookings/${fromNorth.id}`)).status).toBe(200);
  expect((await call(t, admin.token, 'POST', `/bookings/${fromNorth.id}/accept`)).status).toBe(409);

  // The client's list with this filmmaker, open requests only; the filmmaker's to answer.
  const northOpen = await call<BookingList>(
    t,
    north.token,
    'GET',
    `/bookings?filmmaker_id=${maya.entityId}&open_requests=true`,
  );
  expect(northOpen.body.items.map((b) => b.id)).toEqual([fromNorth.id]);
  const mayaOpen = await call<BookingList>(t, maya.token, 'GET', '/bookings?open_requests=true');
  expect(mayaOpen.body.items.map((b) => b.id).sort()).toEqual([fromNorth.id, fromSouth.id].sort());

  // A decline needs a reason; the client reads it.
  expect((await call(t, maya.token, 'POST', `/bookings/${fromNorth.id}/decline`, {})).status).toBe(400);
  const declined = await call<Booking>(t, maya.token, 'POST', `/bookings/${fromNorth.id}/decline`, {
    reason: 'I am on another shoot that week, sorry.',
  });
  expect(declined.body).toMatchObject({
    status: 'declined',
    decline_reason: 'I am on another shoot that week, sorry.',
  });
  const seen = await call<Booking>(t, north.token, 'GET', `/bookings/${fromNorth.id}`);
  expect(seen.body.decline_reason).toBe('I am on another shoot that week, sorry.');
  expect((await call(t, maya.token, 'POST', `/bookings/${fromNorth.id}/accept`)).status).toBe(409);

  // South: changes proposed, then revised (a new round back to the filmmaker), then cancelled.
  await call(t, maya.token, 'POST', `/bookings/${fromSouth.id}/propose_changes`, {
    days: fromSouth.days,
    amount_minor: 120_000,
  });
  const revised = await call<Booking>(t, south.token, 'POST', `/bookings/${fromSouth.id}/revise`, {
    ...revisionTerms(maya.entityId),
    amount_minor: 100_000,
    message: 'Meet in the middle?',
  });
  expect(revised.status, JSON.stringify(revised.body)).toBe(200);
  expect(revised.body.status).toBe('requested');
  expect(revised.body.request_rounds.map((r) => [r.proposed_by, r.amount_minor, r.message])).toEqual([
    ['client', 80_000, null],
    ['filmmaker', 120_000, null],
    ['client', 100_000, 'Meet in the middle?'],
  ]);
  const cancelled = await call<Booking>(
    t,
    south.token,
    'POST',
    `/bookings/${fromSouth.id}/cancel`,
    {
      reason: 'The shoot moved to next year.',
    },
    keyed(),
  );
  expect(cancelled.body).toMatchObject({ status: 'cancelled', kill_fee_minor: 0, cancelled_by: 'client' });
  expect((await call(t, maya.token, 'POST', `/bookings/${fromSouth.id}/accept`)).status).toBe(409);
});
