import type { Earnings, LedgerCheckResult, LedgerSummary } from '@reelhire/shared/earnings';
import type { Payout } from '@reelhire/shared/payouts';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { bookedWork, delivery, milestoneAction } from '../bookings/booking-test-kit.ts';
import { fundMilestone, moneyCall } from './money-test-kit.ts';
import { makeEarningsAvailable } from './make-earnings-available.ts';

// The money pages' reads (decision 0043): a filmmaker's four figures, by month and by booking; the
// admin's summary and ledger check, which shows a difference when a cached balance is tampered with.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('a filmmaker sees available, pending, in escrow and paid out; the admin sees the summary and a clean check', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'earnings-read');
  const [deposit, shoot] = booking.milestones;
  const { db } = t.database;
  for (const milestone of [deposit!, shoot!]) {
    await fundMilestone(db, {
      clientId: booking.client_id,
      milestoneId: milestone.id,
      currency: 'GBP',
      amountMinor: milestone.amount_minor,
    });
  }
  await milestoneAction(t, filmmaker, deposit!.id, 'submit', delivery);
  await milestoneAction(t, client, deposit!.id, 'approve');
  // The hold passes for the deposit's 36,000; the filmmaker asks for 10,000 of it.
  await makeEarningsAvailable({ db, now: new Date(Date.now() + 4 * 24 * 60 * 60 * 1000) });
  const payout = await moneyCall<Payout>(t, filmmaker.token, 'POST', '/payouts', {
    payload: { currency: 'GBP', amount_minor: 10_000 },
    idempotencyKey: 'earnings-read-payout',
  });
  expect(payout.status).toBe(201);

  const earnings = await moneyCall<Earnings>(t, filmmaker.token, 'GET', '/earnings');
  expect(earnings.status).toBe(200);
  const month = new Date().toISOString().slice(0, 7);
  expect(earnings.body.currencies).toEqual([
    {
      currency: 'GBP',
      available_minor: 26_000,
      pending_minor: 0,
      in_escrow_minor: 80_000,
      in_transit_minor: 10_000,
      paid_out_minor: 0,
      by_month: [{ month, earned_minor: 36_000 }],
      by_booking: [
        {
          booking_id: booking.id,
          title: booking.title,
          status: 'in_progress',
          in_escrow_minor: 80_000,
          earned_minor: 36_000,
          fees_minor: 4_000,
        },
      ],
    },
  ]);
  // A client has no earnings.
  expect((await moneyCall(t, client.token, 'GET', '/earnings')).status).toBe(403);

  const admin = await signedInAccount(t, {
    email: 'earnings-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  const summary = await moneyCall<LedgerSummary>(t, admin.token, 'GET', '/ledger/summary');
  expect(summary.body.currencies).toEqual([
    expect.objectContaining({
      currency: 'GBP',
      escrow_held_minor: 80_000,
      payouts_to_process: 1,
      payouts_to_process_minor: 10_000,
    }),
  ]);
  // 5 % on 120,000 funded, 10 % on the 40,000 released.
  expect(summary.body.currencies[0]!.fees_earned_minor).toBe(6_000 + 4_000);
  const check = await moneyCall<LedgerCheckResult>(t, admin.token, 'GET', '/ledger/check');
  expect(check.body).toMatchObject({ ok: true, mismatched_accounts: [], unbalanced_transactions: [] });
  expect((await moneyCall(t, filmmaker.token, 'GET', '/ledger/check')).status).toBe(403);

  // A cached balance changed behind the ledger's back is shown as a difference.
  await db.execute(
    sql`update ledger_accounts set balance_minor = balance_minor + 1 where kind = 'escrow' and owner_id = ${shoot!.id}`,
  );
  const tampered = await moneyCall<LedgerCheckResult>(t, admin.token, 'GET', '/ledger/check');
  expect(tampered.body.ok).toBe(false);
  expect(tampered.body.mismatched_accounts).toEqual([
    expect.objectContaining({ kind: 'escrow', cached_minor: 80_001, from_entries_minor: 80_000 }),
  ]);
  await db.execute(
    sql`update ledger_accounts set balance_minor = balance_minor - 1 where kind = 'escrow' and owner_id = ${shoot!.id}`,
  );
});
