import { and, eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { call } from '../applications/hiring-test-kit.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { pay } from './payments-test-kit.ts';
import { paymentProviders } from './providers.ts';
import { stripeProvider } from './stripe-provider.ts';

// Stripe without the network: its API is a local stand-in answering Checkout Session creation, and its
// webhooks are signed with the stripe package's own test helper, as Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_reelhire';
const received: { path: string; body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
let standIn: Server;
let t: TestApp;

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
      const id = `cs_test_${received.length}`;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  const stripe = stripeProvider({
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

const sessionEvent = (id: string, type: string, sessionId: string, paymentStatus = 'paid') => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
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

test('paymentProviders: Stripe alone when its key is set, else the sandbox alone', () => {
  const base = { jwtSecret: TEST_JWT_SECRET, publicUrl: 'http://localhost:3000' };
  const withStripe = paymentProviders({
    ...t.config,
    ...base,
    stripe: { secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET },
  });
  expect([withStripe.card.name, [...withStripe.byName.keys()]]).toEqual(['stripe', ['stripe']]);
  const without = paymentProviders({ ...t.config, ...base, stripe: undefined });
  expect([without.card.name, [...without.byName.keys()]]).toEqual(['sandbox', ['sandbox']]);
});
