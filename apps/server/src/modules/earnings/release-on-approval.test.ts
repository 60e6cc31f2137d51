import type { Booking } from '@reelhire/shared/booking-records';
import { eq } from 'drizzle-orm';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, milestoneAction } from '../bookings/booking-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { balanceOf, fundMilestone } from './money-test-kit.ts';

// Approving a milestone pays its filmmaker (decision 0043): the escrow goes to their pending earnings
// less the 10 % fee, the booking says what was released; an unfunded milestone is not approved at all
// (decision 0051: the client funds and approves it in one payment).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
}, 120_000);
afterAll(() => t?.close());

test('approving a funded milestone releases its escrow less the fee, once, and the booking says so', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'release-funded');
  const milestone = booking.milestones[0]!;
  const { db } = t.database;
  await fundMilestone(db, {
    clientId: booking.client_id,
    milestoneId: milestone.id,
    currency: booking.currency,
    amountMinor: milestone.amount_minor,
  });
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);

  const approved = await milestoneAction(t, client, milestone.id, 'approve');
  expect(approved.status).toBe(200);
  const released = approved.body.milestones[0]!;
  expect(released.release).toMatchObject({
    amount_minor: 40_000,
    fee_minor: 4_000,
    earned_minor: 36_000,
    automatic: false,
  });
  expect(await balanceOf(db, 'escrow', milestone.id)).toBe(0);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(36_000);
  // The filmmaker's receipt for it (decision 0044); the client has none for a release.
  const forFilmmaker = await call<{ items: { total_minor: number }[] }>(
    t,
    filmmaker.token,
    'GET',
    `/receipts?booking_id=${booking.id}`,
  );
  expect(forFilmmaker.body.items).toEqual([expect.objectContaining({ total_minor: 36_000 })]);

  // A second approval is refused by the machine and moves nothing more.
  expect((await milestoneAction(t, client, milestone.id, 'approve')).status).toBe(409);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(36_000);
  const check = await checkLedger({ db });
  expect(check.mismatchedAccounts).toEqual([]);
  expect(check.unbalancedTransactions).toEqual([]);
});

test('approving a milestone nobody funded is a 409 milestone_unfunded that changes nothing (decision 0051)', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'release-unfunded');
  const milestone = booking.milestones[1]!;
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);
  const before = (await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`)).body;
  const approved = await milestoneAction(t, client, milestone.id, 'approve');
  expect(approved).toMatchObject({
    status: 409,
    body: { status: 'submitted', code: 'milestone_unfunded', error: expect.stringMatching(/not funded yet/) },
  });
  expect((await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`)).body).toEqual(before);
  expect(before.milestones[1]).toMatchObject({ status: 'submitted', funding: 'unfunded', escrow_minor: 0 });
  expect(await balanceOf(t.database.db, 'filmmaker_pending', booking.filmmaker_id)).toBe(0);
});

// On PostgreSQL (server-postgres) the 50 approvals really run at once (issue 14): the booking lock queues
// them, one approval wins, and the release's key would hold even if two got through.
test('50 approvals of a funded milestone at once release its escrow once', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'release-race');
  const milestone = booking.milestones[0]!;
  const { db } = t.database;
  await fundMilestone(db, {
    clientId: booking.client_id,
    milestoneId: milestone.id,
    currency: booking.currency,
    amountMinor: milestone.amount_minor,
  });
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => milestoneAction(t, client, milestone.id, 'approve')),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(36_000);
  expect(await balanceOf(db, 'escrow', milestone.id)).toBe(0);
  const releases = await t.database.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `release:${milestone.id}`));
  expect(releases).toHaveLength(1);
}, 120_000);
