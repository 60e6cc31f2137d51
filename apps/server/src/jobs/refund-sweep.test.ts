import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { refunds } from '../db/schema/payments.ts';
import { call, keyed } from '../modules/applications/hiring-test-kit.ts';
import { bookedWork } from '../modules/bookings/booking-test-kit.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';
import type { PaymentProvider, RefundRequest } from '../modules/payments/payment-provider.ts';
import { checkout, pay } from '../modules/payments/payments-test-kit.ts';
import { sandboxProvider } from '../modules/payments/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runMoneyOnce } from './money-schedule.ts';

// The card refund sweep (decision 0048) from two server processes at once: on PostgreSQL each has its own
// connection pool, as two processes would; on PGlite both share the database. Every cancelled card
// payment is refunded once, by one of them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const logger = pino({ level: 'silent' });

test('two processes sweeping at once send each card refund to the provider once', async () => {
  const cancelled: string[] = [];
  for (const name of ['sweep-a', 'sweep-b', 'sweep-c']) {
    const work = await bookedWork(t, `refund-${name}`);
    const started = await pay(t, work.client, {
      purpose: 'contract_funding',
      booking_id: work.booking.id,
      method: 'card',
    });
    await checkout(t, started.body.checkout_url!, { card: '4242 4242 4242 4242' });
    const answer = await call(
      t,
      work.filmmaker.token,
      'POST',
      `/bookings/${work.booking.id}/cancel`,
      {
        reason: 'Double-booked',
      },
      keyed(),
    );
    expect(answer.status).toBe(200);
    cancelled.push(work.booking.id);
  }

  // A provider slow enough that the two sweeps overlap while it answers.
  const sandbox = sandboxProvider(t.config);
  const calls: RefundRequest[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    refund: async (request) => {
      calls.push(request);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return sandbox.refund(request);
    },
  };
  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  const pools = [t.database.db, otherProcess?.db ?? t.database.db];
  try {
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(
        pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger, refundProvider: provider })),
      );
    }
  } finally {
    await otherProcess?.close();
  }

  const rows = await t.database.db.select().from(refunds).where(inArray(refunds.bookingId, cancelled));
  // Two milestones a booking, each paid by the one contract card payment: six refunds, 42,000 and 84,000.
  expect(rows).toHaveLength(6);
  expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
  expect(rows.map((row) => row.amountMinor).sort((a, b) => a - b)).toEqual([
    42_000, 42_000, 42_000, 84_000, 84_000, 84_000,
  ]);
  expect(calls.map((request) => request.refundId).sort()).toEqual(rows.map((row) => row.id).sort());
  const check = await checkLedger({ db: t.database.db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
}, 120_000);
