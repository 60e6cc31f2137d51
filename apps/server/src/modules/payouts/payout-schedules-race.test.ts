import { randomUUID } from 'node:crypto';
import { escrowFunding, escrowRelease } from '@reelhire/shared/ledger';
import type { PayoutSchedule } from '@reelhire/shared/payout-schedules';
import type { PayoutList } from '@reelhire/shared/payouts';
import pino from 'pino';
import { openDatabase } from '../../db/client.ts';
import { runMoneyOnce } from '../../jobs/money-schedule.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { balanceOf } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { postMovement } from '../ledger/post-movement.ts';

// Scheduled payouts (decision 0049) from two server processes at once, through the money schedule's own
// pass: on PostgreSQL each has its own connection pool, as two processes would; on PGlite both share the
// database. Each due schedule pays each currency out once, and nothing is paid twice on a re-run. The
// earnings start pending: the pass makes them available before the schedules run, so they are paid out.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const logger = pino({ level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Escrow funded by card and released to the filmmaker: pending until the money schedule's hold passes. */
async function releasedEarnings(filmmakerId: string, currency: string, escrowMinor: number) {
  const milestoneId = randomUUID();
  await t.database.db.transaction(async (tx) => {
    const steps = [
      {
        kind: 'escrow_funding_card' as const,
        entries: escrowFunding({
          source: { card: 'sandbox' },
          milestoneId,
          currency,
          amountMinor: escrowMinor,
        }),
      },
      {
        kind: 'escrow_release' as const,
        entries: escrowRelease({ milestoneId, filmmakerId, currency, amountMinor: escrowMinor }),
      },
    ];
    for (const step of steps) {
      await postMovement({
        tx,
        ...step,
        idempotencyKey: `race-${step.kind}:${milestoneId}`,
        description: step.kind,
      });
    }
  });
}

test('two processes sweeping the same due schedules at once create one payout per filmmaker and currency', async () => {
  const { db } = t.database;
  const filmmakers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => hiringFilmmaker(t, { email: `schedule-race-${i}@example.com` })),
  );
  let firstRun = 0;
  for (const filmmaker of filmmakers) {
    await releasedEarnings(filmmaker.entityId, 'GBP', 100_000);
    await releasedEarnings(filmmaker.entityId, 'EUR', 20_000);
    const schedule = (
      await call<PayoutSchedule>(t, filmmaker.token, 'PUT', '/payouts/schedule', {
        frequency: 'weekly',
        weekday: 'thursday',
      })
    ).body;
    firstRun = new Date(schedule.next_run_at!).getTime();
  }

  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  const pools = [db, otherProcess?.db ?? db];
  // A run at least four days on, so the same pass first makes the released earnings available (past
  // their three-day hold) and then pays them out; a run missed in between is paid once, late.
  const now = new Date(firstRun + (firstRun - Date.now() < 4 * DAY_MS ? 7 * DAY_MS : 0) + 60 * 60 * 1000);
  try {
    await Promise.all(pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger, now })));
    await Promise.all(pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger, now })));
  } finally {
    await otherProcess?.close();
  }

  for (const filmmaker of filmmakers) {
    const payouts = (await call<PayoutList>(t, filmmaker.token, 'GET', '/payouts?limit=100')).body.items;
    expect(payouts.map((payout) => [payout.currency, payout.amount_minor]).sort()).toEqual([
      ['EUR', 18_000],
      ['GBP', 90_000],
    ]);
    expect(await balanceOf(db, 'filmmaker_pending', filmmaker.entityId)).toBe(0);
    expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(0);
    expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId, 'EUR')).toBe(18_000);
  }
  const check = await checkLedger({ db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
}, 120_000);
