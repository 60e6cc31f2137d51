import type { Payout, PayoutList } from '@reelhire/shared/payouts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { balanceOf, moneyCall, seedAvailableEarnings } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';

// On PostgreSQL (server-postgres) the requests really run at once on several connections: the ledger's
// conditional update under the available account's row lock lets exactly as many through as the balance
// covers, and each refusal rolls its payout row back with it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('50 payout requests at once cannot pay out more than is available', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'payout-race@example.com' });
  const { db } = t.database;
  const available = await seedAvailableEarnings(db, {
    filmmakerId: filmmaker.entityId,
    escrowMinor: 100_000,
  });
  expect(available).toBe(90_000);

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      moneyCall<Payout>(t, filmmaker.token, 'POST', '/payouts', {
        payload: { currency: 'GBP', amount_minor: 5_000 },
        idempotencyKey: `payout-race-${i}`,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(18);
  expect(statuses.filter((status) => status === 409)).toHaveLength(32);
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(0);
  expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId)).toBe(90_000);
  const listed = await moneyCall<PayoutList>(t, filmmaker.token, 'GET', '/payouts?limit=100');
  expect(listed.body.items).toHaveLength(18);
  const check = await checkLedger({ db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
}, 60_000);
