import type { Booking } from '@reelhire/shared/booking-records';
import type { Hold, HoldList } from '@reelhire/shared/hold-records';
import { HOLD_CONFIRM_HOURS } from '@reelhire/shared/holds';
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call, hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { fullDays, holdAction, holdEvents, holdTerms, placeHoldAs } from './hold-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('two clients hold the same days: first, second, refusals, promotion on release, and who sees what', async () => {
  const clientA = await hiringClient(t, { email: 'holds-a@example.com', company: 'Alpha Films' });
  const clientB = await hiringClient(t, { email: 'holds-b@example.com', company: 'Beta Studio' });
  const clientC = await hiringClient(t, { email: 'holds-c@example.com', company: 'Gamma Ads' });
  const filmmaker = await hiringFilmmaker(t, { email: 'holds-maya@example.com' });
  const stranger = await hiringFilmmaker(t, { email: 'holds-sam@example.com', name: 'Sam Reed' });
  const admin = await signedInAccount(t, {
    email: 'holds-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  const days = fullDays('2027-04-01', '2027-04-02');

  const before = Date.now();
  const first = await placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, days));
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({
    status: 'first',
    client: { name: 'Alpha Films' },
    filmmaker: { name: 'Maya Okafor' },
    first_day: '2027-04-01',
    last_day: '2027-04-02',
    promoted_at: null,
  });
  const deadline = Date.parse(first.body.confirm_by!) - before;
  expect(deadline).toBeGreaterThanOrEqual(HOLD_CONFIRM_HOURS * 3_600_000 - 1000);
  expect(deadline).toBeLessThan(HOLD_CONFIRM_HOURS * 3_600_000 + 60_000);

  // The same client again: refused. Another client on one of the days: second, no deadline yet.
  const again = await placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, fullDays('2027-04-02')));
  expect(again).toMatchObject({ status: 409, body: { details: { reason: 'already_held' } } });
  const second = await placeHoldAs(t, clientB, holdTerms(filmmaker.entityId, fullDays('2027-04-02')));
  expect(second).toMatchObject({ status: 201, body: { status: 'second', confirm_by: null } });
  // A third client finds a first and a second hold there already.
  const third = await placeHoldAs(t, clientC, holdTerms(filmmaker.entityId, days));
  expect(third).toMatchObject({ status: 409, body: { details: { reason: 'fully_held' } } });
  // A morning on another date is free.
  const morning = await placeHoldAs(
    t,
    clientC,
    holdTerms(filmmaker.entityId, [{ date: '2027-04-09', part: 'am' }]),
  );
  expect(morning.body.status).toBe('first');
  // Nobody holds a stranger's days through someone else's id; a filmmaker cannot place holds.
  expect((await placeHoldAs(t, filmmaker, holdTerms(stranger.entityId, days))).status).toBe(403);
  expect(
    (await placeHoldAs(t, clientA, holdTerms('00000000-0000-4000-8000-000000000000', days))).status,
  ).toBe(404);

  // Lists: each client their own; the filmmaker theirs by date, first before second; strangers nothing.
  const listOf = async (token: string, query = '') =>
    (await call<HoldList>(t, token, 'GET', `/holds${query}`)).body.items.map((hold) => hold.id);
  expect(await listOf(clientA.token)).toEqual([first.body.id]);
  expect(await listOf(clientB.token)).toEqual([second.body.id]);
  expect(await listOf(filmmaker.token)).toEqual([first.body.id, second.body.id, morning.body.id]);
  expect(await listOf(stranger.token)).toEqual([]);
  expect(await listOf(admin.token)).toEqual([morning.body.id, second.body.id, first.body.id]);
  // Keyset paging walks the filmmaker's list one by one.
  const page1 = (await call<HoldList>(t, filmmaker.token, 'GET', '/holds?limit=2')).body;
  expect(page1.items.map((hold) => hold.id)).toEqual([first.body.id, second.body.id]);
  const page2 = (await call<HoldList>(t, filmmaker.token, 'GET', `/holds?limit=2&after=${page1.next_cursor}`))
    .body;
  expect(page2).toEqual({ items: [expect.objectContaining({ id: morning.body.id })], next_cursor: null });
  expect((await call(t, filmmaker.token, 'GET', '/holds?after=nonsense')).status).toBe(400);

  // One hold: parties and admins; others 404, and they cannot act on it either.
  for (const party of [clientA, filmmaker, admin]) {
    expect((await call<Hold>(t, party.token, 'GET', `/holds/${first.body.id}`)).body.id).toBe(first.body.id);
  }
  for (const outsider of [clientB, stranger]) {
    expect((await call(t, outsider.token, 'GET', `/holds/${first.body.id}`)).status).toBe(404);
    expect((await holdAction(t, outsider, first.body.id, 'release')).status).toBe(404);
  }
  // An admin reads but cannot release for a party: a 409 that changes nothing.
  expect(await holdAction(t, admin, first.body.id, 'release')).toMatchObject({
    status: 409,
    body: { status: 'first' },
  });

  // A releases: B's second hold is promoted with its own 72 hours, in the same call.
  const released = await holdAction(t, clientA, first.body.id, 'release', { reason: 'Shoot moved' });
  expect(released.body).toMatchObject({
    status: 'released',
    released_by: 'client',
    release_reason: 'Shoot moved',
  });
  const promoted = (await call<Hold>(t, clientB.token, 'GET', `/holds/${second.body.id}`)).body;
  expect(promoted.status).toBe('first');
  expect(promoted.promoted_at).not.toBeNull();
  expect(Date.parse(promoted.confirm_by!) - Date.parse(promoted.promoted_at!)).toBe(
    HOLD_CONFIRM_HOURS * 3_600_000,
  );
  expect(await holdEvents(t, second.body.id)).toEqual(['behind_first_hold:client', 'promote:system']);
  // Releasing again changes nothing.
  expect(await holdAction(t, clientA, first.body.id, 'release')).toMatchObject({
    status: 409,
    body: { status: 'released' },
  });
  // The filmmaker frees the morning C held.
  const freed = await holdAction(t, filmmaker, morning.body.id, 'release');
  expect(freed.body).toMatchObject({ status: 'released', released_by: 'filmmaker' });
  expect(await listOf(filmmaker.token)).toEqual([second.body.id]);
  expect(await listOf(clientA.token)).toEqual([first.body.id]);

  // C now holds 2 April second behind B. Only B may confirm B's hold: A is a stranger to it now (404),
  // the filmmaker and C's second hold cannot (409).
  const behind = await placeHoldAs(t, clientC, holdTerms(filmmaker.entityId, fullDays('2027-04-02')));
  expect(behind.body.status).toBe('second');
  expect((await holdAction(t, clientA, second.body.id, 'confirm')).status).toBe(404);
  expect(await holdAction(t, filmmaker, second.body.id, 'confirm')).toMatchObject({
    status: 409,
    body: { status: 'first' },
  });
  expect(await holdAction(t, clientC, behind.body.id, 'confirm')).toMatchObject({
    status: 409,
    body: { status: 'second' },
  });

  // B confirms: a booking request with the hold's terms, its days reserved; C's second hold on them is
  // released by Reelhire, since it could never move up.
  const confirmed = await holdAction(t, clientB, second.body.id, 'confirm');
  expect(confirmed.body).toMatchObject({ status: 'confirmed', booking_id: expect.any(String) });
  const request = await call<Booking>(t, filmmaker.token, 'GET', `/bookings/${confirmed.body.booking_id}`);
  expect(request.body).toMatchObject({
    status: 'requested',
    client_id: clientB.entityId,
    days: fullDays('2027-04-02'),
    title: 'Two-day commercial shoot',
    amount_minor: 110_000,
  });
  const releasedBehind = (await call<Hold>(t, clientC.token, 'GET', `/holds/${behind.body.id}`)).body;
  expect(releasedBehind).toMatchObject({ status: 'released', released_by: 'system' });
  expect(await holdEvents(t, second.body.id)).toEqual([
    'behind_first_hold:client',
    'promote:system',
    'confirm:client',
  ]);
  // Confirming twice changes nothing; the requested days now refuse new holds.
  expect(await holdAction(t, clientB, second.body.id, 'confirm')).toMatchObject({
    status: 409,
    body: { status: 'confirmed' },
  });
  expect(
    (await placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, fullDays('2027-04-02')))).body,
  ).toMatchObject({ details: { reason: 'booked' } });
}, 120_000);

test('booked days take no hold', async () => {
  // The booking from an accepted contract books 2027-03-01 and 2027-03-02 in full.
  const { filmmaker } = await bookedWork(t, 'holds-booked');
  const clientA = await hiringClient(t, { email: 'holds-booked-a@example.com' });
  const refused = await placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, fullDays('2027-03-02')));
  expect(refused).toMatchObject({ status: 409, body: { details: { reason: 'booked' } } });
  expect(refused.body.error).toMatch(/already booked/);
  // Still booked while a dispute about the work is open: the days stay taken on the calendar and for holds.
  const { filmmaker: disputed, booking } = await bookedWork(t, 'holds-disputed');
  await t.database.db.update(bookings).set({ status: 'disputed' }).where(eq(bookings.id, booking.id));
  const onDispute = await placeHoldAs(t, clientA, holdTerms(disputed.entityId, fullDays('2027-03-01')));
  expect(onDispute).toMatchObject({ status: 409, body: { details: { reason: 'booked' } } });
}, 120_000);

test('a morning the filmmaker marked unavailable takes no hold; their free afternoon still does', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'holds-marked-f@example.com' });
  const client = await hiringClient(t, { email: 'holds-marked-c@example.com' });
  const marked = await call(t, filmmaker.token, 'POST', '/availability/unavailable', {
    days: [{ date: '2027-05-04', part: 'am' }],
  });
  expect(marked.status).toBeLessThan(300);

  const refused = await placeHoldAs(t, client, holdTerms(filmmaker.entityId, fullDays('2027-05-04')));
  expect(refused).toMatchObject({ status: 409, body: { details: { reason: 'unavailable' } } });
  expect(refused.body.error).toMatch(/unavailable/);

  const afternoon = await placeHoldAs(
    t,
    client,
    holdTerms(filmmaker.entityId, [{ date: '2027-05-04', part: 'pm' }]),
  );
  expect(afternoon).toMatchObject({ status: 201, body: { status: 'first' } });
}, 120_000);
