import type { Booking } from '@reelhire/shared/booking-records';
import type { Earnings } from '@reelhire/shared/earnings';
import type { Expenditure } from '@reelhire/shared/spending';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, keyed } from '../applications/hiring-test-kit.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { balanceOf, fundMilestone } from './money-test-kit.ts';

// Cancelling a funded booking settles its escrow with the cancellation (decision 0043): the kill fee to
// the filmmaker (less their fee), shared across the funded milestones by what each holds; the rest and
// its part of the service fee back to the client's wallet.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function fundAll(booking: Booking) {
  for (const milestone of booking.milestones) {
    await fundMilestone(t.database.db, {
      clientId: booking.client_id,
      milestoneId: milestone.id,
      currency: booking.currency,
      amountMinor: milestone.amount_minor,
    });
  }
}

test('a client cancelling a funded booking pays the kill fee from escrow and gets the rest back', async () => {
  const { client, booking } = await bookedWork(t, 'cancel-client');
  await fundAll(booking); // 40,000 and 80,000, with 2,000 and 4,000 service fee
  const { db } = t.database;
  const feesBefore = await balanceOf(db, 'platform_fees', null);
  expect(await balanceOf(db, 'client_wallet', booking.client_id)).toBe(0);

  const cancelled = await call<Booking>(
    t,
    client.token,
    'POST',
    `/bookings/${booking.id}/cancel`,
    {
      reason: 'The shoot was moved to next year',
    },
    keyed(),
  );
  expect(cancelled.status).toBe(200);
  // 50 % kill fee on the 120,000 outstanding: 60,000, charged 20,000 and 40,000.
  expect(cancelled.body.kill_fee_minor).toBe(60_000);
  for (const milestone of booking.milestones) expect(await balanceOf(db, 'escrow', milestone.id)).toBe(0);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(54_000);
  // 60,000 refunded and half of each service fee: 1,000 + 2,000.
  expect(await balanceOf(db, 'client_wallet', booking.client_id)).toBe(63_000);
  // Reelhire keeps the filmmaker's 6,000 fee and the 3,000 service fee on what was bought.
  expect((await balanceOf(db, 'platform_fees', null)) - feesBefore).toBe(6_000 - 3_000);
  // A refund receipt per milestone for what came back: 20,000 + 1,000 and 40,000 + 2,000 (decision 0044).
  const receipts = await call<{ items: { total_minor: number }[] }>(
    t,
    client.token,
    'GET',
    `/receipts?booking_id=${booking.id}`,
  );
  expect(receipts.body.items.map((receipt) => receipt.total_minor).sort((a, b) => a - b)).toEqual([
    21_000, 42_000,
  ]);
  const check = await checkLedger({ db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
});

test('a filmmaker cancelling owes no kill fee: the client gets everything back, service fee included', async () => {
  const { filmmaker, booking } = await bookedWork(t, 'cancel-filmmaker');
  await fundMilestone(t.database.db, {
    clientId: booking.client_id,
    milestoneId: booking.milestones[0]!.id,
    currency: booking.currency,
    amountMinor: 40_000,
  });
  const cancelled = await call<Booking>(
    t,
    filmmaker.token,
    'POST',
    `/bookings/${booking.id}/cancel`,
    {
      reason: 'I broke my leg',
    },
    keyed(),
  );
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.kill_fee_minor).toBe(0);
  const { db } = t.database;
  expect(await balanceOf(db, 'client_wallet', booking.client_id)).toBe(42_000);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(0);
});

test("a kill fee shows on the filmmaker's earnings with its fee, and on the client's spend, as the ledger has them", async () => {
  // The outside review's case: a 40,000 contract with a 25 % kill fee, cancelled by the client once funded.
  const { client, filmmaker, booking } = await bookedWork(t, 'cancel-kill-fee-figures', {
    amount_minor: 40_000,
    milestones: [{ title: 'The whole job', amount_minor: 40_000, due_date: '2027-03-02' }],
    kill_fee_percent: 25,
  });
  await fundAll(booking); // 40,000 with a 2,000 service fee
  const cancelled = await call<Booking>(
    t,
    client.token,
    'POST',
    `/bookings/${booking.id}/cancel`,
    { reason: 'The shoot was called off' },
    keyed(),
  );
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.kill_fee_minor).toBe(10_000);

  const earnings = await call<Earnings>(t, filmmaker.token, 'GET', '/earnings');
  expect(earnings.status).toBe(200);
  const month = new Date().toISOString().slice(0, 7);
  // The filmmaker earned 9,000 of the 10,000 kill fee; Reelhire's 10 % fee on it is 1,000.
  expect(earnings.body.currencies).toEqual([
    {
      currency: 'GBP',
      available_minor: 0,
      pending_minor: 9_000,
      in_escrow_minor: 0,
      in_transit_minor: 0,
      paid_out_minor: 0,
      by_month: [{ month, earned_minor: 9_000 }],
      by_booking: [
        {
          booking_id: booking.id,
          title: booking.title,
          status: 'cancelled',
          in_escrow_minor: 0,
          earned_minor: 9_000,
          fees_minor: 1_000,
        },
      ],
    },
  ]);

  // The client paid 42,000 and got back the 30,000 not owed with its 1,500 of the service fee.
  const spend = await call<Expenditure>(t, client.token, 'GET', '/expenditure');
  expect(spend.status).toBe(200);
  expect(spend.body.totals).toEqual([
    { currency: 'GBP', charged_minor: 42_000, refunded_minor: 31_500, spent_minor: 10_500 },
  ]);
  expect(spend.body.escrow).toEqual([]);
  expect(spend.body.wallet).toEqual([{ currency: 'GBP', balance_minor: 31_500 }]);
});
