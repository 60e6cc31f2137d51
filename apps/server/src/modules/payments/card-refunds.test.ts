import type { Booking } from '@reelhire/shared/booking-records';
import type { Receipt } from '@reelhire/shared/receipts';
import type { RefundList } from '@reelhire/shared/refunds';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, keyed } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { bookedWork, type BookedWork } from '../bookings/booking-test-kit.ts';
import { balanceOf } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { RefundRefusedError, type PaymentProvider, type RefundRequest } from './payment-provider.ts';
import { checkout, pay } from './payments-test-kit.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { sendDueRefunds } from './send-due-refunds.ts';

// Card refunds on cancellation (decision 0048), through HTTP on a real database: the refund follows the
// money (card to card, wallet to wallet), the provider is called once however often the sweep runs, a
// refusal lands in the wallet, and only the client who paid (and admins) see the refunds.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** The sandbox driver, counting its refund calls, or answering as `answer` says. */
function recordingProvider(answer?: (request: RefundRequest) => Promise<never> | undefined) {
  const sandbox = sandboxProvider(t.config);
  const calls: RefundRequest[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    refund: (request) => {
      calls.push(request);
      return answer?.(request) ?? sandbox.refund(request);
    },
  };
  return { provider, calls };
}

async function ledgerIsClean() {
  const check = await checkLedger({ db: t.database.db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
}

/** Deposit (40,000) paid by card 4242; the shoot (80,000) from the wallet, filled by card first. */
async function fundByCardAndWallet(work: BookedWork) {
  const [deposit, shoot] = work.booking.milestones;
  const byCard = await pay(t, work.client, {
    purpose: 'milestone_funding',
    milestone_id: deposit!.id,
    method: 'card',
  });
  await checkout(t, byCard.body.checkout_url!, { card: '4242 4242 4242 4242' });
  const topUp = await pay(t, work.client, {
    purpose: 'wallet_deposit',
    amount_minor: 84_000,
    currency: 'GBP',
    method: 'card',
  });
  await checkout(t, topUp.body.checkout_url!, { card: '4000 0027 6000 3184' });
  await checkout(t, topUp.body.checkout_url!, { answer: 'confirm' });
  const fromWallet = await pay(t, work.client, {
    purpose: 'milestone_funding',
    milestone_id: shoot!.id,
    method: 'wallet',
  });
  expect(fromWallet.body.status).toBe('succeeded');
  return { cardPaymentId: byCard.body.id, deposit: deposit!, shoot: shoot! };
}

async function cancelByClient(work: BookedWork) {
  const cancelled = await call<Booking>(
    t,
    work.client.token,
    'POST',
    `/bookings/${work.booking.id}/cancel`,
    {
      reason: 'The shoot was moved to next year',
    },
    keyed(),
  );
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.kill_fee_minor).toBe(60_000); // 50 %: 20,000 from the deposit, 40,000 from the shoot
}

const refundsOf = async (token: string, query = '') =>
  call<RefundList & { error?: string }>(t, token, 'GET', `/refunds${query}`);

test('a cancelled card-funded milestone is refunded to its card once, the wallet-funded one to the wallet', async () => {
  const work = await bookedWork(t, 'refund-card');
  const { cardPaymentId, deposit, shoot } = await fundByCardAndWallet(work);
  const { db } = t.database;
  expect(await balanceOf(db, 'client_wallet', work.booking.client_id)).toBe(0);
  await cancelByClient(work);

  // The wallet's part is back at once: 40,000 of the shoot and 2,000 of its service fee.
  expect(await balanceOf(db, 'client_wallet', work.booking.client_id)).toBe(42_000);
  // The card's part, 20,000 and 1,000 of its fee, waits for the provider.
  const pending = await refundsOf(work.client.token);
  expect(pending.body.items).toEqual([
    expect.objectContaining({
      status: 'pending',
      status_label: 'Refund pending',
      payment_id: cardPaymentId,
      milestone_id: deposit.id,
      milestone_title: deposit.title,
      card_last4: '4242',
      amount_minor: 21_000,
      currency: 'GBP',
    }),
  ]);

  // Each refund receipt says where its money went.
  const receipts = await call<{ items: Receipt[] }>(
    t,
    work.client.token,
    'GET',
    `/receipts?booking_id=${work.booking.id}`,
  );
  const refundLines = receipts.body.items
    .filter((receipt) => receipt.kind === 'refund')
    .map((receipt) => [receipt.milestone_ids[0], receipt.lines[0]!.description, receipt.total_minor]);
  expect(refundLines).toEqual(
    expect.arrayContaining([
      [deposit.id, `Refund for ${deposit.title} (with its service fee) to the card ending 4242`, 21_000],
      [shoot.id, `Refund for ${shoot.title} (with its service fee) to your Reelhire wallet`, 42_000],
    ]),
  );
  expect(pending.body.items[0]!.receipt_id).toBe(
    receipts.body.items.find((receipt) => receipt.milestone_ids[0] === deposit.id)!.id,
  );

  // Two sweeps, one after the other and then at once: the provider hears of the refund once.
  const { provider, calls } = recordingProvider();
  const first = await sendDueRefunds({ db, provider });
  const again = await Promise.all([sendDueRefunds({ db, provider }), sendDueRefunds({ db, provider })]);
  expect(first).toMatchObject({ claimed: 1, succeeded: 1 });
  expect(again.map((pass) => pass.claimed)).toEqual([0, 0]);
  expect(calls).toEqual([
    expect.objectContaining({ amountMinor: 21_000, currency: 'GBP', refundId: pending.body.items[0]!.id }),
  ]);
  // The sandbox names its payment by its checkout session.
  expect(calls[0]!.paymentRef).toMatch(/^sbx_cs_/);

  const done = await refundsOf(work.client.token);
  expect(done.body.items[0]).toMatchObject({ status: 'succeeded', status_label: 'Refunded to card' });
  expect(await balanceOf(db, 'client_wallet', work.booking.client_id)).toBe(42_000);
  await ledgerIsClean();
});

test('a refund the card refuses goes to the wallet as a new movement, and the client is told why', async () => {
  const work = await bookedWork(t, 'refund-refused');
  await fundByCardAndWallet(work);
  await cancelByClient(work);
  const { db } = t.database;
  const { provider, calls } = recordingProvider(() =>
    Promise.reject(new RefundRefusedError('The card has expired or was cancelled')),
  );
  expect(await sendDueRefunds({ db, provider })).toMatchObject({ claimed: 1, returnedToWallet: 1 });
  expect(await sendDueRefunds({ db, provider })).toMatchObject({ claimed: 0 });
  expect(calls).toHaveLength(1);

  // 42,000 from the shoot at once, then the deposit's 21,000 the card would not take.
  expect(await balanceOf(db, 'client_wallet', work.booking.client_id)).toBe(63_000);
  const [refund] = (await refundsOf(work.client.token)).body.items;
  expect(refund).toMatchObject({
    status: 'returned_to_wallet',
    status_label: 'Refunded to wallet because the card refused it',
    failure_reason: 'The card has expired or was cancelled',
  });
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
  expect(row!.fallbackTransactionId).not.toBeNull();
  expect(row!.fallbackTransactionId).not.toBe(row!.ledgerTransactionId);
  // The wallet history shows where the money came from.
  const wallet = await call<{ history: { items: { kind: string; amount_minor: number }[] } }>(
    t,
    work.client.token,
    'GET',
    '/wallet?currency=GBP',
  );
  expect(wallet.body.history.items[0]).toMatchObject({ kind: 'card_refund_returned', amount_minor: 21_000 });
  await ledgerIsClean();
});

test('a provider that fails for a while is retried with back-off, never twice at once, then succeeds', async () => {
  const work = await bookedWork(t, 'refund-retry');
  await fundByCardAndWallet(work);
  await cancelByClient(work);
  const { db } = t.database;
  let down = true;
  const { provider, calls } = recordingProvider(() =>
    down ? Promise.reject(new Error('connect ECONNREFUSED')) : undefined,
  );
  const now = new Date();
  expect(await sendDueRefunds({ db, provider, now })).toMatchObject({ claimed: 1, retrying: 1 });
  expect((await refundsOf(work.client.token)).body.items[0]).toMatchObject({ status: 'pending' });
  // Not due again for a minute.
  expect(await sendDueRefunds({ db, provider, now: new Date(now.getTime() + 30_000) })).toMatchObject({
    claimed: 0,
  });
  down = false;
  const later = new Date(now.getTime() + 61_000);
  expect(await sendDueRefunds({ db, provider, now: later })).toMatchObject({ claimed: 1, succeeded: 1 });
  // Both attempts named the same refund, so the provider's idempotency key made them one refund.
  expect(new Set(calls.map((request) => request.refundId)).size).toBe(1);
  expect(calls).toHaveLength(2);
  expect(await balanceOf(db, 'client_wallet', work.booking.client_id)).toBe(42_000);
  await ledgerIsClean();
});

test('another client, the filmmaker and a stranger see none of the refunds; an admin sees them all', async () => {
  const work = await bookedWork(t, 'refund-tenants');
  await fundByCardAndWallet(work);
  await cancelByClient(work);
  const other = await bookedWork(t, 'refund-tenants-other');
  expect((await refundsOf(other.client.token)).body.items).toEqual([]);
  expect((await refundsOf(other.client.token, `?booking_id=${work.booking.id}`)).body.items).toEqual([]);
  expect((await refundsOf(work.filmmaker.token)).status).toBe(403);
  expect((await call(t, undefined, 'GET', '/refunds')).status).toBe(401);
  const admin = await signedInAccount(t, {
    email: 'refund-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  const all = await refundsOf(admin.token, '?limit=100');
  expect(all.body.items.map((refund) => refund.booking_id)).toContain(work.booking.id);
  expect((await refundsOf(work.client.token, `?booking_id=${work.booking.id}`)).body.items).toHaveLength(1);
  expect((await refundsOf(work.client.token, '?after=nonsense')).status).toBe(400);
});

test('the OpenAPI document describes the refunds list and its statuses', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, { get?: { description?: string; summary?: string } }>;
  }>();
  const list = doc.paths['/api/rest/v1/refunds']?.get;
  expect(list?.summary).toMatch(/Card refunds/);
  expect(list?.description).toMatch(/returned_to_wallet/);
});
