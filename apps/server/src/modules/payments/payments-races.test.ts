import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { checkout, pay } from './payments-test-kit.ts';

const SUCCEEDS = '4242424242424242';

// Retries and double clicks at once (decision 0042); on PostgreSQL (server-postgres) they really race.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function wallet(clientId: string) {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'client_wallet'), eq(ledgerAccounts.ownerId, clientId)));
  return row?.balance ?? 0;
}

test('ten retries of one wallet payment at once, and two other payments for the same contract, fund it once', async () => {
  const work = await bookedWork(t, 'race-wallet');
  const deposit = await pay(t, work.client, {
    purpose: 'wallet_deposit',
    amount_minor: 300_000,
    currency: 'GBP',
    method: 'card',
  });
  await checkout(t, deposit.body.checkout_url!, { card: SUCCEEDS });
  const body = { purpose: 'contract_funding', booking_id: work.booking.id, method: 'wallet' };
  const key = randomUUID();
  const answers = await Promise.all([
    ...Array.from({ length: 10 }, () => pay(t, work.client, body, key)),
    pay(t, work.client, body),
    pay(t, work.client, body),
  ]);
  const paid = answers.filter((answer) => answer.status === 201);
  expect(new Set(paid.map((answer) => answer.body.id)).size).toBe(1);
  for (const answer of answers.filter((a) => a.status !== 201)) {
    expect(answer).toMatchObject({ status: 409, body: { status: 'funded' } });
  }
  // 120,000 of milestones and 6,000 of fees, once.
  expect(await wallet(work.client.entityId)).toBe(300_000 - 126_000);
});

test('two checkouts for one milestone both paid: the escrow takes the first, the second lands in the wallet', async () => {
  const work = await bookedWork(t, 'race-checkouts');
  const [deposit] = work.booking.milestones;
  const body = { purpose: 'milestone_funding', milestone_id: deposit!.id, method: 'card' };
  const first = await pay(t, work.client, body);
  const second = await pay(t, work.client, body);
  expect(second.status).toBe(201);
  await checkout(t, first.body.checkout_url!, { card: SUCCEEDS });
  await checkout(t, second.body.checkout_url!, { card: SUCCEEDS });
  const [escrow] = await t.database.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.ownerId, deposit!.id)));
  expect(escrow?.balance).toBe(40_000);
  // Nothing the card paid is lost: the second payment's 42,000 (amount and fee) is the client's to spend.
  expect(await wallet(work.client.entityId)).toBe(42_000);
});
