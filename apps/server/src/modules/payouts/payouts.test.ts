import type { Payout, PayoutList } from '@reelhire/shared/payouts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hiringFilmmaker, queuedEmails, type Party } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { balanceOf, moneyCall, seedAvailableEarnings } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';

// Payouts as a filmmaker and an admin notice them (decision 0043): asking moves available money into
// transit, a retry asks once, nobody pays out more than they have, and an admin pays or fails it.

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, { email: 'payouts-admin@example.com', metadata: { user_type: 'admin' } });
}, 120_000);
afterAll(() => t?.close());

async function filmmakerWithEarnings(prefix: string, escrowMinor = 100_000) {
  const filmmaker = await hiringFilmmaker(t, { email: `${prefix}@example.com` });
  const available = await seedAvailableEarnings(t.database.db, {
    filmmakerId: filmmaker.entityId,
    escrowMinor,
  });
  return { filmmaker, available };
}

const ask = (who: Party, amount_minor: number, key: string) =>
  moneyCall<Payout>(t, who.token, 'POST', '/payouts', {
    payload: { currency: 'GBP', amount_minor },
    idempotencyKey: key,
  });

test('a payout request moves available money into transit, once however often it is retried', async () => {
  const { filmmaker, available } = await filmmakerWithEarnings('payout-retry');
  expect(available).toBe(90_000);
  const first = await ask(filmmaker, 50_000, 'payout-retry-key-1');
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({ status: 'requested', amount_minor: 50_000, currency: 'GBP' });
  const again = await ask(filmmaker, 50_000, 'payout-retry-key-1');
  expect(again.status).toBe(201);
  expect(again.body.id).toBe(first.body.id);
  const { db } = t.database;
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(40_000);
  expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId)).toBe(50_000);

  const reused = await ask(filmmaker, 20_000, 'payout-retry-key-1');
  expect(reused.status).toBe(409);
  expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });

  const mine = await moneyCall<PayoutList>(t, filmmaker.token, 'GET', '/payouts');
  expect(mine.body.items.map((payout) => payout.id)).toEqual([first.body.id]);
  // Another filmmaker, side by side, sees none of it: not in their list, not in their earnings.
  const other = await hiringFilmmaker(t, { email: 'payout-retry-other@example.com', name: 'Theo Marsh' });
  expect((await moneyCall<PayoutList>(t, other.token, 'GET', '/payouts')).body.items).toEqual([]);
  expect((await moneyCall(t, other.token, 'GET', '/earnings')).body).toEqual({ currencies: [] });
});

test('a payout needs a key, at least the minimum, and no more than is available', async () => {
  const { filmmaker } = await filmmakerWithEarnings('payout-limits');
  const keyless = await moneyCall(t, filmmaker.token, 'POST', '/payouts', {
    payload: { currency: 'GBP', amount_minor: 5_000 },
  });
  expect(keyless.status).toBe(400);
  expect(keyless.body.error).toMatch(/Idempotency-Key/);
  const small = await ask(filmmaker, 999, 'payout-limits-small');
  expect(small.status).toBe(400);
  expect(small.body.error).toMatch(/smallest payout is 10/);
  const tooMuch = await ask(filmmaker, 90_001, 'payout-limits-much');
  expect(tooMuch.status).toBe(409);
  expect(tooMuch.body).toMatchObject({
    code: 'insufficient_funds',
    error: 'That is more than your available balance in this currency',
  });
  expect(await balanceOf(t.database.db, 'filmmaker_available', filmmaker.entityId)).toBe(90_000);
  // A refused request leaves no payout behind.
  expect((await moneyCall<PayoutList>(t, filmmaker.token, 'GET', '/payouts')).body.items).toEqual([]);
  // Someone else's money, or a client, cannot ask at all.
  const stranger = await signedInAccount(t, {
    email: 'payout-admin-asks@example.com',
    metadata: { user_type: 'admin' },
  });
  expect((await ask({ ...filmmaker, token: stranger.token }, 5_000, 'payout-limits-admin')).status).toBe(403);
});

test('an admin approves and marks a payout paid: the money leaves, the filmmaker is emailed', async () => {
  const { filmmaker } = await filmmakerWithEarnings('payout-paid');
  const payout = (await ask(filmmaker, 30_000, 'payout-paid-1')).body;

  const queue = await moneyCall<PayoutList>(t, admin.token, 'GET', '/payouts?status=requested');
  expect(queue.body.items.map((item) => item.id)).toContain(payout.id);
  // Paying before approving is refused and changes nothing.
  const early = await moneyCall(t, admin.token, 'POST', `/payouts/${payout.id}/mark_paid`, {
    payload: { reference: 'BACS-1' },
    idempotencyKey: 'payout-paid-early',
  });
  expect(early.status).toBe(409);
  expect(early.body.status).toBe('requested');
  // A filmmaker cannot process their own payout.
  expect((await moneyCall(t, filmmaker.token, 'POST', `/payouts/${payout.id}/approve`)).status).toBe(403);

  expect((await moneyCall<Payout>(t, admin.token, 'POST', `/payouts/${payout.id}/approve`)).body.status).toBe(
    'approved',
  );
  const paid = await moneyCall<Payout>(t, admin.token, 'POST', `/payouts/${payout.id}/mark_paid`, {
    payload: { reference: 'BACS-0042' },
    idempotencyKey: 'payout-paid-key',
  });
  expect(paid.body).toMatchObject({ status: 'paid', reference: 'BACS-0042' });
  const retried = await moneyCall<Payout>(t, admin.token, 'POST', `/payouts/${payout.id}/mark_paid`, {
    payload: { reference: 'BACS-0042' },
    idempotencyKey: 'payout-paid-key',
  });
  expect(retried.status).toBe(200);
  expect(retried.body).toEqual(paid.body);
  const { db } = t.database;
  expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId)).toBe(0);
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(60_000);
  expect(await queuedEmails(t, filmmaker.email, 'payout_notification')).toEqual([
    expect.objectContaining({ amount: { amount: 30_000, currency: 'GBP' } }),
  ]);
  // Failing a paid payout is refused: the money has left.
  const late = await moneyCall(t, admin.token, 'POST', `/payouts/${payout.id}/fail`, {
    payload: { reason: 'Bounced' },
    idempotencyKey: 'payout-paid-fail',
  });
  expect(late.status).toBe(409);
  expect(late.body.status).toBe('paid');
});

test('a failed payout returns the money to the available balance with the reason shown', async () => {
  const { filmmaker, available } = await filmmakerWithEarnings('payout-failed');
  const payout = (await ask(filmmaker, 20_000, 'payout-failed-1')).body;
  await moneyCall(t, admin.token, 'POST', `/payouts/${payout.id}/approve`);
  const failed = await moneyCall<Payout>(t, admin.token, 'POST', `/payouts/${payout.id}/fail`, {
    payload: { reason: 'The bank account number was wrong' },
    idempotencyKey: 'payout-failed-key',
  });
  expect(failed.body).toMatchObject({
    status: 'failed',
    failure_reason: 'The bank account number was wrong',
  });
  const { db } = t.database;
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(available);
  expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId)).toBe(0);
  expect(await queuedEmails(t, filmmaker.email, 'payout_notification')).toEqual([]);
  const check = await checkLedger({ db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
});
