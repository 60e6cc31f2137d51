import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../applications/hiring-test-kit.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { getAccountBalance } from '../ledger/account-balance.ts';
import { checkout, funding, pay, sandboxWebhook, sessionOf } from './payments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CONFIRM = '4000 0027 6000 3184';

async function balance(kind: 'client_wallet' | 'escrow' | 'provider_clearing', ownerId: string) {
  return getAccountBalance({ db: t.database.db, account: { kind, ownerId, currency: 'GBP' } });
}

async function movementsOf(paymentId: string) {
  const rows = await t.database.db.select().from(ledgerTransactions);
  return rows.filter((row) => row.reference.paymentId === paymentId);
}

describe('funding a milestone by card through the sandbox checkout', () => {
  test('a good card funds the escrow with the fee on top, once the signed webhook lands', async () => {
    const work = await bookedWork(t, 'pay-card');
    const [deposit] = work.booking.milestones;
    const started = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'created',
      amount_minor: 40_000,
      fee_minor: 2_000,
      total_minor: 42_000,
    });
    expect(started.body.checkout_url).toMatch(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);

    const page = await t.app.inject({ method: 'GET', url: new URL(started.body.checkout_url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('£420');

    const submitted = await checkout(t, started.body.checkout_url!, { card: SUCCEEDS });
    expect(submitted.status).toBe(303);
    expect(submitted.location).toContain(
      `/client/dashboard/projects/${work.client.projectId}/jobs/${work.client.jobId}/payment-success?payment_id=${started.body.id}`,
    );
    const paid = await call(t, work.client.token, 'GET', `/payments/${started.body.id}`);
    expect(paid.body).toMatchObject({ status: 'succeeded', checkout_url: null });
    expect(await balance('escrow', deposit!.id)).toBe(40_000);
    const state = await funding(t, work.client, work.booking.id);
    expect(state.body.milestones.map((m) => m.funding)).toEqual(['funded', 'unfunded']);
    // The client has their receipt for it (decision 0044): the milestone and the service fee.
    const issued = await call<{ items: { number: string; total_minor: number }[] }>(
      t,
      work.client.token,
      'GET',
      `/receipts?booking_id=${work.booking.id}`,
    );
    expect(issued.status).toBe(200);
    expect(issued.body.items).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^RC-\d{4}-\d{6}$/), total_minor: 42_000 }),
    ]);

    // The checkout is over: its page says so and a second card changes nothing.
    expect((await checkout(t, started.body.checkout_url!, { card: SUCCEEDS })).status).toBe(409);
    expect(await balance('escrow', deposit!.id)).toBe(40_000);
    // The milestone is funded: another payment for it is refused.
    const again = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    expect(again).toMatchObject({ status: 409, body: { status: 'funded' } });
  });

  test('a declined card sends the client back with the reason and moves nothing', async () => {
    const work = await bookedWork(t, 'pay-decline');
    const [deposit] = work.booking.milestones;
    const started = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    const submitted = await checkout(t, started.body.checkout_url!, { card: DECLINED });
    expect(submitted.location).toContain(`/payment?failed_payment_id=${started.body.id}`);
    const failed = await call(t, work.client.token, 'GET', `/payments/${started.body.id}`);
    expect(failed.body).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringContaining('declined'),
    });
    expect(await movementsOf(started.body.id)).toEqual([]);
    expect((await funding(t, work.client, work.booking.id)).body.milestones[0]!.funding).toBe('unfunded');
  });

  test('a card that needs confirming waits for it, and not confirming fails the payment', async () => {
    const work = await bookedWork(t, 'pay-3ds');
    const [deposit, shoot] = work.booking.milestones;
    const first = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    const asked = await checkout(t, first.body.checkout_url!, { card: CONFIRM });
    expect(asked.location).toBe(new URL(first.body.checkout_url!).pathname);
    expect((await call(t, work.client.token, 'GET', `/payments/${first.body.id}`)).body.status).toBe(
      'requires_action',
    );
    const confirmPage = await t.app.inject({ method: 'GET', url: asked.location! });
    expect(confirmPage.body).toContain('Confirm the payment');
    await checkout(t, first.body.checkout_url!, { answer: 'confirm' });
    expect((await call(t, work.client.token, 'GET', `/payments/${first.body.id}`)).body.status).toBe(
      'succeeded',
    );
    expect(await balance('escrow', deposit!.id)).toBe(40_000);

    const second = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: shoot!.id,
      method: 'card',
    });
    await checkout(t, second.body.checkout_url!, { card: CONFIRM });
    const refused = await checkout(t, second.body.checkout_url!, { answer: 'cancel' });
    expect(refused.location).toContain('failed_payment_id=');
    expect((await call(t, work.client.token, 'GET', `/payments/${second.body.id}`)).body.status).toBe(
      'failed',
    );
    expect(await balance('escrow', shoot!.id)).toBe(0);
  });
});

describe('webhooks', () => {
  async function openCardPayment(prefix: string) {
    const work = await bookedWork(t, prefix);
    const [deposit] = work.booking.milestones;
    const started = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    return {
      work,
      milestoneId: deposit!.id,
      payment: started.body,
      sessionId: sessionOf(started.body.checkout_url!),
    };
  }

  test('a duplicated success moves the money once, and a late failure after it changes nothing', async () => {
    const { work, milestoneId, payment, sessionId } = await openCardPayment('hook-dup');
    const eventId = `evt_dup_${randomUUID()}`;
    const first = await sandboxWebhook(t, { sessionId, type: 'payment.succeeded', eventId });
    const again = await sandboxWebhook(t, { sessionId, type: 'payment.succeeded', eventId });
    expect(first.body.outcome).toBe('applied: succeeded');
    expect(again).toMatchObject({ status: 200, body: { outcome: 'duplicate: applied: succeeded' } });
    // The same news under another event id (a provider's retry with a new envelope) moves nothing either.
    await sandboxWebhook(t, { sessionId, type: 'payment.succeeded' });
    const late = await sandboxWebhook(t, { sessionId, type: 'payment.failed', failureReason: 'late' });
    expect(late.body.outcome).toBe('ignored: the payment is succeeded');
    expect(await balance('escrow', milestoneId)).toBe(40_000);
    expect(await movementsOf(payment.id)).toHaveLength(1);
    // One movement, one receipt, however many times the news arrived.
    const receipts = await call<{ items: unknown[] }>(
      t,
      work.client.token,
      'GET',
      `/receipts?booking_id=${work.booking.id}`,
    );
    expect(receipts.body.items).toHaveLength(1);
    expect((await call(t, work.client.token, 'GET', `/payments/${payment.id}`)).body).toMatchObject({
      status: 'succeeded',
      failure_reason: null,
    });
  });

  test('out of order: success before the confirmation step is still paid, the step arriving late is ignored', async () => {
    const { work, milestoneId, payment, sessionId } = await openCardPayment('hook-order');
    await sandboxWebhook(t, { sessionId, type: 'payment.succeeded' });
    const step = await sandboxWebhook(t, { sessionId, type: 'payment.requires_action' });
    expect(step.body.outcome).toBe('ignored: the payment is succeeded');
    expect((await call(t, work.client.token, 'GET', `/payments/${payment.id}`)).body.status).toBe(
      'succeeded',
    );
    expect(await balance('escrow', milestoneId)).toBe(40_000);
  });

  test('a bad, missing or stale signature is a 400 and stores nothing', async () => {
    const { milestoneId, sessionId } = await openCardPayment('hook-sig');
    const forged = await sandboxWebhook(t, {
      sessionId,
      type: 'payment.succeeded',
      secret: 'not-the-secret',
    });
    expect(forged).toMatchObject({ status: 400, body: { error: 'The signature does not match' } });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'payment.succeeded',
        created: 1,
        data: { session_id: sessionId },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance('escrow', milestoneId)).toBe(0);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/paypal', payload: {} });
    expect(unknown.statusCode).toBe(404);
  });

  test('a delivery the endpoint did not take is retried later by the outbox, and applied then', async () => {
    const { deliverSandboxWebhooks, enqueueSandboxEvent } = await import('./sandbox-outbox.ts');
    const { sandboxSender } = await import('./sandbox-checkout-routes.ts');
    const { sandboxWebhookSecret } = await import('./sandbox-signature.ts');
    const { milestoneId, sessionId } = await openCardPayment('hook-retry');
    await enqueueSandboxEvent(t.database.db, { sessionId, type: 'payment.succeeded' });
    const secret = sandboxWebhookSecret(t.config);
    const down = await deliverSandboxWebhooks({
      db: t.database.db,
      secret,
      sessionId,
      send: () => Promise.resolve(503),
    });
    expect(down).toBe(0);
    expect(await balance('escrow', milestoneId)).toBe(0);
    // Not due yet: the back-off holds it.
    expect(
      await deliverSandboxWebhooks({ db: t.database.db, secret, sessionId, send: sandboxSender(t.app) }),
    ).toBe(0);
    const later = new Date(Date.now() + 60_000);
    expect(
      await deliverSandboxWebhooks({
        db: t.database.db,
        secret,
        sessionId,
        send: sandboxSender(t.app),
        now: later,
      }),
    ).toBe(1);
    expect(await balance('escrow', milestoneId)).toBe(40_000);
  });
});

describe('wallet', () => {
  test('a deposit by card fills the wallet, which then funds the whole contract at once', async () => {
    const work = await bookedWork(t, 'pay-wallet');
    const short = await pay(t, work.client, {
      purpose: 'contract_funding',
      booking_id: work.booking.id,
      method: 'wallet',
    });
    expect(short).toMatchObject({ status: 409, body: { code: 'insufficient_funds' } });
    expect(await balance('client_wallet', work.client.entityId)).toBe(0);

    const deposit = await pay(t, work.client, {
      purpose: 'wallet_deposit',
      amount_minor: 130_000,
      currency: 'GBP',
      method: 'card',
    });
    expect(deposit.body).toMatchObject({ status: 'created', fee_minor: 0, total_minor: 130_000 });
    const back = await checkout(t, deposit.body.checkout_url!, { card: SUCCEEDS });
    expect(back.location).toContain(`/client/dashboard/wallet/deposit/success?payment_id=${deposit.body.id}`);
    expect(await balance('client_wallet', work.client.entityId)).toBe(130_000);
    expect((await funding(t, work.client, work.booking.id)).body.wallet_balance_minor).toBe(130_000);

    const key = randomUUID();
    const body = { purpose: 'contract_funding', booking_id: work.booking.id, method: 'wallet' };
    const funded = await pay(t, work.client, body, key);
    expect(funded).toMatchObject({
      status: 201,
      body: {
        status: 'succeeded',
        provider: 'wallet',
        amount_minor: 120_000,
        fee_minor: 6_000,
        total_minor: 126_000,
      },
    });
    // The retry answers the same payment and moves nothing again; the key for something else is refused.
    const retried = await pay(t, work.client, body, key);
    expect(retried.body.id).toBe(funded.body.id);
    const reused = await pay(t, work.client, { ...body, method: 'card' }, key);
    expect(reused).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    expect(await balance('client_wallet', work.client.entityId)).toBe(4_000);
    const state = (await funding(t, work.client, work.booking.id)).body;
    expect(state.milestones.map((m) => [m.funding, m.escrow_minor])).toEqual([
      ['funded', 40_000],
      ['funded', 80_000],
    ]);
    const all = await call<{ items: { id: string }[] }>(
      t,
      work.client.token,
      'GET',
      `/payments?booking_id=${work.booking.id}`,
    );
    expect(all.body.items.map((item) => item.id)).toEqual([funded.body.id]);
  });
});

describe('who may pay', () => {
  test('no Idempotency-Key is a 400; another client and the filmmaker cannot see or fund the booking', async () => {
    const work = await bookedWork(t, 'pay-who');
    const other = await bookedWork(t, 'pay-who-other');
    const [deposit] = work.booking.milestones;
    const body = { purpose: 'milestone_funding', milestone_id: deposit!.id, method: 'card' };
    expect((await pay(t, work.client, body, null)).status).toBe(400);
    expect((await pay(t, other.client, body)).status).toBe(404);
    expect((await pay(t, work.filmmaker, body)).status).toBe(403);
    const mine = await pay(t, work.client, body);
    expect((await call(t, other.client.token, 'GET', `/payments/${mine.body.id}`)).status).toBe(404);
    expect((await funding(t, other.client, work.booking.id)).status).toBe(404);
  });
});

describe('cancelling', () => {
  test('an open card payment is abandoned and its checkout closes; a cancel after payment is a 409', async () => {
    const work = await bookedWork(t, 'pay-cancel');
    const [deposit, shoot] = work.booking.milestones;
    const open = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    const cancelled = await call(t, work.client.token, 'POST', `/payments/${open.body.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'canceled', checkout_url: null } });
    expect((await checkout(t, open.body.checkout_url!, { card: SUCCEEDS })).status).toBe(409);
    expect(await balance('escrow', deposit!.id)).toBe(0);
    expect((await call(t, work.client.token, 'POST', `/payments/${open.body.id}/cancel`)).body).toMatchObject(
      {
        status: 'canceled',
      },
    );

    const paid = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: shoot!.id,
      method: 'card',
    });
    await checkout(t, paid.body.checkout_url!, { card: SUCCEEDS });
    const late = await call(t, work.client.token, 'POST', `/payments/${paid.body.id}/cancel`);
    expect(late).toMatchObject({ status: 409, body: { status: 'succeeded' } });
    const stranger = await bookedWork(t, 'pay-cancel-other');
    expect((await call(t, stranger.client.token, 'POST', `/payments/${paid.body.id}/cancel`)).status).toBe(
      404,
    );
  });

  test('a provider that took the money after a cancel still settles it', async () => {
    const work = await bookedWork(t, 'pay-cancel-cross');
    const [deposit] = work.booking.milestones;
    const open = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
    });
    await call(t, work.client.token, 'POST', `/payments/${open.body.id}/cancel`);
    const crossed = await sandboxWebhook(t, {
      sessionId: sessionOf(open.body.checkout_url!),
      type: 'payment.succeeded',
    });
    expect(crossed.body.outcome).toBe('applied: succeeded');
    expect(await balance('escrow', deposit!.id)).toBe(40_000);
  });
});
