import { and, eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { refunds } from '../../db/schema/payments.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call, keyed } from '../applications/hiring-test-kit.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { balanceOf } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { pay } from './payments-test-kit.ts';
import { paymentProviders } from './providers.ts';
import { sendDueRefunds } from './send-due-refunds.ts';
import { stripeProvider } from './stripe-provider.ts';

// Stripe without the network: its API is a local stand-in answering Checkout Session creation, and its
// webhooks are signed with the stripe package's own test helper, as Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_reelhire';
const received: { path: string; body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
let standIn: Server;
let t: TestApp;
let stripe: ReturnType<typeof stripeProvider>;

beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      received.push({
        path: request.url ?? '',
        body: params,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      });
      if (request.url === '/v1/refunds') {
        // A charge Stripe will not refund (disputed, or refunded already) is a 400 invalid_request_error.
        if (params.get('payment_intent') === 'pi_refused') {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              error: { type: 'invalid_request_error', message: 'Charge ch_1 has been disputed.' },
            }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `re_test_${received.length}`,
            object: 'refund',
            status: 'pending',
            amount: Number(params.get('amount')),
            metadata: { refund_id: params.get('metadata[refund_id]') },
          }),
        );
        return;
      }
      const id = `cs_test_${received.length}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  stripe = stripeProvider({
    secretKey: 'sk_test_reelhire',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
  // As paymentProviders() sets them up when STRIPE_SECRET_KEY is set: Stripe alone (see the last test).
  t = await createTestApp({ paymentProviders: { card: stripe, byName: new Map([['stripe', stripe]]) } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

const signer = new Stripe('sk_test_reelhire');

function stripeWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const sessionEvent = (
  id: string,
  type: string,
  sessionId: string,
  paymentStatus = 'paid',
  paymentIntent: string | null = null,
) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: paymentStatus,
      payment_intent: paymentIntent,
    },
  },
});

test('a card payment opens a Checkout Session for the total, and its signed completion funds escrow once', async () => {
  const work = await bookedWork(t, 'stripe-pay');
  const [deposit] = work.booking.milestones;
  const started = await pay(t, work.client, {
    purpose: 'milestone_funding',
    milestone_id: deposit!.id,
    method: 'card',
  });
  expect(started.body).toMatchObject({ provider: 'stripe', status: 'created', total_minor: 42_000 });
  expect(started.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  const request = received.at(-1)!;
  expect(request.path).toBe('/v1/checkout/sessions');
  expect(request.idempotencyKey).toBe(`checkout:${started.body.id}`);
  expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe('42000');
  expect(request.body.get('line_items[0][price_data][currency]')).toBe('gbp');
  expect(request.body.get('success_url')).toContain(`payment-success?payment_id=${started.body.id}`);

  const sessionId = new URL(started.body.checkout_url!).pathname.split('/').at(-1)!;
  const forged = await stripeWebhook(
    sessionEvent('evt_forged', 'checkout.session.completed', sessionId),
    'whsec_wrong',
  );
  expect(forged.statusCode).toBe(400);

  const completed = sessionEvent('evt_done', 'checkout.session.completed', sessionId);
  expect((await stripeWebhook(completed)).json()).toMatchObject({ outcome: 'applied: succeeded' });
  expect((await stripeWebhook(completed)).json()).toMatchObject({ outcome: 'duplicate: applied: succeeded' });
  const expired = await stripeWebhook(sessionEvent('evt_late', 'checkout.session.expired', sessionId));
  expect(expired.json()).toMatchObject({ outcome: 'ignored: the payment is succeeded' });
  const other = await stripeWebhook({ ...sessionEvent('evt_other', 'customer.created', 'cus_1') });
  expect(other.json()).toMatchObject({ outcome: 'ignored: not a payment event' });

  expect((await call(t, work.client.token, 'GET', `/payments/${started.body.id}`)).body.status).toBe(
    'succeeded',
  );
  const [escrow] = await t.database.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.ownerId, deposit!.id)));
  expect(escrow?.balance).toBe(40_000);
});

test('a delayed method completes unpaid and settles on its async event; an async failure fails it', async () => {
  const work = await bookedWork(t, 'stripe-async');
  const [deposit, shoot] = work.booking.milestones;
  const first = await pay(t, work.client, {
    purpose: 'milestone_funding',
    milestone_id: deposit!.id,
    method: 'card',
  });
  const firstSession = new URL(first.body.checkout_url!).pathname.split('/').at(-1)!;
  await stripeWebhook(sessionEvent('evt_unpaid', 'checkout.session.completed', firstSession, 'unpaid'));
  expect((await call(t, work.client.token, 'GET', `/payments/${first.body.id}`)).body.status).toBe(
    'requires_action',
  );
  await stripeWebhook(sessionEvent('evt_async_ok', 'checkout.session.async_payment_succeeded', firstSession));
  expect((await call(t, work.client.token, 'GET', `/payments/${first.body.id}`)).body.status).toBe(
    'succeeded',
  );

  const second = await pay(t, work.client, {
    purpose: 'milestone_funding',
    milestone_id: shoot!.id,
    method: 'card',
  });
  const secondSession = new URL(second.body.checkout_url!).pathname.split('/').at(-1)!;
  await stripeWebhook(sessionEvent('evt_async_no', 'checkout.session.async_payment_failed', secondSession));
  expect((await call(t, work.client.token, 'GET', `/payments/${second.body.id}`)).body).toMatchObject({
    status: 'failed',
    failure_reason: 'Your bank did not complete the payment',
  });
});

test('with Stripe set up the sandbox is off: its checkout and its webhooks answer 404, so test cards pay nothing', async () => {
  const checkoutPage = await t.app.inject({
    method: 'GET',
    url: `/api/payments/sandbox/checkout/sbx_cs_${'0'.repeat(32)}`,
  });
  expect(checkoutPage.statusCode).toBe(404);
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: { 'content-type': 'application/json', 'reelhire-signature': 't=1,v1=00' },
    payload: JSON.stringify({ id: 'evt_1', type: 'payment.succeeded' }),
  });
  expect(hook.statusCode).toBe(404);
  // Nor is there a sandbox clock to move (decision 0045).
  const admin = await signedInAccount(t, {
    email: 'stripe-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  expect((await call(t, admin.token, 'POST', '/sandbox/clock', { days: 3 })).status).toBe(404);
});

test('paymentProviders: Stripe alone when its key is set, else the sandbox alone', async () => {
  const base = { jwtSecret: TEST_JWT_SECRET, publicUrl: 'http://localhost:3000' };
  const withStripe = await paymentProviders({
    ...t.config,
    ...base,
    stripe: { secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET },
  });
  expect([withStripe.card.name, [...withStripe.byName.keys()]]).toEqual(['stripe', ['stripe']]);
  const without = await paymentProviders({ ...t.config, ...base, stripe: undefined });
  expect([without.card.name, [...without.byName.keys()]]).toEqual(['sandbox', ['sandbox']]);
});

/** A booking whose deposit (40,000 + 2,000) was paid through Stripe as `paymentIntent`, cancelled by its filmmaker. */
async function cancelledAfterStripePayment(prefix: string, paymentIntent: string) {
  const work = await bookedWork(t, prefix);
  const started = await pay(t, work.client, {
    purpose: 'milestone_funding',
    milestone_id: work.booking.milestones[0]!.id,
    method: 'card',
  });
  const sessionId = new URL(started.body.checkout_url!).pathname.split('/').at(-1)!;
  const paid = sessionEvent(
    `evt_paid_${prefix}`,
    'checkout.session.completed',
    sessionId,
    'paid',
    paymentIntent,
  );
  expect((await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'applied: succeeded' });
  // The filmmaker cancels: no kill fee, so all 42,000 goes back to the card.
  const cancelled = await call(
    t,
    work.filmmaker.token,
    'POST',
    `/bookings/${work.booking.id}/cancel`,
    {
      reason: 'Double-booked',
    },
    keyed(),
  );
  expect(cancelled.status).toBe(200);
  return work;
}

const refundEvent = (id: string, type: string, refundId: string, status: string, ours: string) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: refundId,
      object: 'refund',
      status,
      failure_reason: 'expired_or_canceled_card',
      metadata: { refund_id: ours },
    },
  },
});

const refundsOf = async (token: string) =>
  (
    await call<{ items: { id: string; status: string; failure_reason: string | null }[] }>(
      t,
      token,
      'GET',
      '/refunds',
    )
  ).body.items;

test("a cancelled Stripe payment is refunded on its PaymentIntent with the refund id as idempotency key; Stripe's webhook settles it", async () => {
  const work = await cancelledAfterStripePayment('stripe-refund', 'pi_test_refund');
  const [pending] = await refundsOf(work.client.token);
  expect(pending).toMatchObject({ status: 'pending' });

  expect(await sendDueRefunds({ db: t.database.db, provider: stripe })).toMatchObject({ processing: 1 });
  const request = received.at(-1)!;
  expect(request.path).toBe('/v1/refunds');
  expect(request.idempotencyKey).toBe(pending!.id);
  expect(request.body.get('payment_intent')).toBe('pi_test_refund');
  expect(request.body.get('amount')).toBe('42000');
  const processing = await t.database.db.select().from(refunds).where(eq(refunds.id, pending!.id));
  expect(processing[0]).toMatchObject({
    status: 'processing',
    providerRefundId: expect.stringMatching(/^re_test_/),
  });

  const updated = refundEvent(
    'evt_re_ok',
    'refund.updated',
    processing[0]!.providerRefundId!,
    'succeeded',
    pending!.id,
  );
  expect((await stripeWebhook(updated)).json()).toMatchObject({ outcome: 'applied: refund succeeded' });
  expect((await stripeWebhook(updated)).json()).toMatchObject({
    outcome: 'duplicate: applied: refund succeeded',
  });
  expect((await refundsOf(work.client.token))[0]).toMatchObject({ status: 'succeeded' });
  expect(await balanceOf(t.database.db, 'client_wallet', work.booking.client_id)).toBe(0);
});

test('a Stripe refund that fails later, or that Stripe refuses outright, lands in the wallet once', async () => {
  const later = await cancelledAfterStripePayment('stripe-refund-fails', 'pi_test_fails');
  await sendDueRefunds({ db: t.database.db, provider: stripe });
  const [sent] = await t.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.clientId, later.booking.client_id));
  const failed = refundEvent('evt_re_failed', 'refund.failed', sent!.providerRefundId!, 'failed', sent!.id);
  expect((await stripeWebhook(failed)).json()).toMatchObject({
    outcome: 'applied: refund returned to wallet',
  });
  const charged = refundEvent(
    'evt_re_failed_2',
    'charge.refund.updated',
    sent!.providerRefundId!,
    'failed',
    sent!.id,
  );
  expect((await stripeWebhook(charged)).json()).toMatchObject({
    outcome: 'ignored: the refund is returned_to_wallet',
  });
  expect((await refundsOf(later.client.token))[0]).toMatchObject({
    status: 'returned_to_wallet',
    failure_reason: 'The card has expired or was cancelled',
  });
  expect(await balanceOf(t.database.db, 'client_wallet', later.booking.client_id)).toBe(42_000);

  const refused = await cancelledAfterStripePayment('stripe-refund-refused', 'pi_refused');
  expect(await sendDueRefunds({ db: t.database.db, provider: stripe })).toMatchObject({
    returnedToWallet: 1,
  });
  expect((await refundsOf(refused.client.token))[0]).toMatchObject({
    status: 'returned_to_wallet',
    failure_reason: 'Charge ch_1 has been disputed.',
  });
  expect(await balanceOf(t.database.db, 'client_wallet', refused.booking.client_id)).toBe(42_000);
  const check = await checkLedger({ db: t.database.db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
});

test("Stripe's success and cancel URLs are on the address the client paid from when the app serves it, else PUBLIC_URL", async () => {
  const work = await bookedWork(t, 'stripe-return');
  const [deposit] = work.booking.milestones;
  const job = `/client/dashboard/projects/${work.booking.project_id}/jobs/${work.booking.job_id}`;
  const body = { purpose: 'milestone_funding', milestone_id: deposit!.id, method: 'card' };
  for (const [origin, expected] of [
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['https://evil.example', 'http://localhost:3000'],
  ] as const) {
    const started = await pay(t, work.client, body, undefined, { origin });
    expect(started.status).toBe(201);
    const request = received.at(-1)!;
    expect(request.body.get('success_url')).toBe(
      `${expected}${job}/payment-success?payment_id=${started.body.id}`,
    );
    expect(request.body.get('cancel_url')).toBe(
      `${expected}${job}/payment?failed_payment_id=${started.body.id}&fund=${deposit!.id}`,
    );
    // A new payment for the next round: the first is still open, so cancel it.
    await call(t, work.client.token, 'POST', `/payments/${started.body.id}/cancel`, undefined, keyed());
  }
});
