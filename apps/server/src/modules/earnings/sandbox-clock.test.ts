import type { Earnings } from '@reelhire/shared/earnings';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call } from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, milestoneAction } from '../bookings/booking-test-kit.ts';
import { fundMilestone } from './money-test-kit.ts';

// The sandbox clock (decision 0045): an admin runs the money sweeps as if days had passed, so released
// earnings leave their 3-day hold in the sandbox without waiting three days. Admins only; and with Stripe
// set up it does not exist (stripe-provider.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('moving the sandbox clock 3 days makes released earnings available, once; only an admin may', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'sandbox-clock');
  const milestone = booking.milestones[0]!;
  await fundMilestone(t.database.db, {
    clientId: booking.client_id,
    milestoneId: milestone.id,
    currency: booking.currency,
    amountMinor: milestone.amount_minor,
  });
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);
  expect((await milestoneAction(t, client, milestone.id, 'approve')).status).toBe(200);
  const earnings = async () =>
    (await call<Earnings>(t, filmmaker.token, 'GET', '/earnings')).body.currencies.find(
      (currency) => currency.currency === booking.currency,
    );
  expect(await earnings()).toMatchObject({ pending_minor: 36_000, available_minor: 0 });

  for (const caller of [client, filmmaker]) {
    expect((await call(t, caller.token, 'POST', '/sandbox/clock', { days: 3 })).status).toBe(403);
  }
  const admin = await signedInAccount(t, {
    email: 'clock-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  expect((await call(t, admin.token, 'POST', '/sandbox/clock', { days: 0 })).status).toBe(400);
  // Two days on, the hold is not over yet.
  expect((await call(t, admin.token, 'POST', '/sandbox/clock', { days: 2 })).body).toMatchObject({
    made_available: 0,
  });
  const moved = await call(t, admin.token, 'POST', '/sandbox/clock', { days: 3 });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ made_available: 1 });
  expect(await earnings()).toMatchObject({ pending_minor: 0, available_minor: 36_000 });
  // Again: nothing left to move.
  expect((await call(t, admin.token, 'POST', '/sandbox/clock', { days: 3 })).body).toMatchObject({
    made_available: 0,
  });
  expect(await earnings()).toMatchObject({ available_minor: 36_000 });
});

test('the clock runs the whole money pass: payment reminders and scheduled payouts as well', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'sandbox-clock-pass');
  const [funded, unfunded] = booking.milestones;
  await fundMilestone(t.database.db, {
    clientId: booking.client_id,
    milestoneId: funded!.id,
    currency: booking.currency,
    amountMinor: funded!.amount_minor,
  });
  await milestoneAction(t, filmmaker, funded!.id, 'submit', delivery);
  expect((await milestoneAction(t, client, funded!.id, 'approve')).status).toBe(200);
  const schedule = { frequency: 'weekly', weekday: 'monday', minimum_minor: null };
  expect((await call(t, filmmaker.token, 'PUT', '/payouts/schedule', schedule)).status).toBe(200);
  const admin = await signedInAccount(t, {
    email: 'clock-pass-admin@example.com',
    metadata: { user_type: 'admin' },
  });

  // Ten days on: the hold is over, the second milestone is overdue for funding, and a Monday has passed.
  const moved = await call(t, admin.token, 'POST', '/sandbox/clock', { days: 10 });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ made_available: 1, scheduled_payouts: 1 });
  expect(moved.body.payment_reminders).toBeGreaterThanOrEqual(1);
  expect(unfunded!.status).not.toBe('approved');
  const payouts = await call<{ items: { amount_minor: number; schedule_period: string | null }[] }>(
    t,
    filmmaker.token,
    'GET',
    '/payouts',
  );
  expect(payouts.body.items).toEqual([
    expect.objectContaining({ amount_minor: 36_000, schedule_period: expect.any(String) }),
  ]);
});
