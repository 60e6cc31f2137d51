import type { Booking } from '@reelhire/shared/booking-records';
import { and, count, eq, like } from 'drizzle-orm';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, keyed } from '../applications/hiring-test-kit.ts';
import { balanceOf, fundMilestone } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { bookedWork, delivery, fundEscrow, milestoneAction } from './booking-test-kit.ts';

// Decision 0047: approving a milestone and cancelling a booking move money, so each names itself with an
// Idempotency-Key. A client whose answer was lost retries with the same key and gets the booking back,
// with the money moved once; a call without a key changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
}, 120_000);
afterAll(() => t?.close());

async function fundedAndSubmitted(slug: string) {
  const work = await bookedWork(t, slug);
  for (const milestone of work.booking.milestones) {
    await fundMilestone(t.database.db, {
      clientId: work.booking.client_id,
      milestoneId: milestone.id,
      currency: work.booking.currency,
      amountMinor: milestone.amount_minor,
    });
  }
  await milestoneAction(t, work.filmmaker, work.booking.milestones[0]!.id, 'submit', delivery);
  return work;
}

const releasesOf = async (milestoneId: string) => {
  const [{ n } = { n: 0 }] = await t.database.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'escrow_release'),
        like(ledgerTransactions.idempotencyKey, `%${milestoneId}%`),
      ),
    );
  return n;
};

const approve = (token: string, milestoneId: string, headers: Record<string, string>) =>
  call<Booking>(t, token, 'POST', `/milestones/${milestoneId}/approve`, {}, headers);

test('an approval without an Idempotency-Key is a 400 and moves nothing', async () => {
  const { client, booking } = await fundedAndSubmitted('key-missing');
  const milestone = booking.milestones[0]!;
  const refused = await approve(client.token, milestone.id, {});
  expect(refused.status).toBe(400);
  expect(refused.body.error).toContain('Idempotency-Key');
  const short = await approve(client.token, milestone.id, keyed('abc'));
  expect(short.status).toBe(400);
  const seen = await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`);
  expect(seen.body.milestones[0]!.status).toBe('submitted');
  expect(await releasesOf(milestone.id)).toBe(0);
});

test('a retried approval answers the booking again and releases the escrow once', async () => {
  const { client, filmmaker, booking } = await fundedAndSubmitted('key-approve');
  const milestone = booking.milestones[0]!;
  const key = keyed('approve-once-0001');
  const first = await approve(client.token, milestone.id, key);
  expect(first.status).toBe(200);
  const pending = await balanceOf(t.database.db, 'filmmaker_pending', booking.filmmaker_id);
  expect(pending).toBe(36_000);

  const retry = await approve(client.token, milestone.id, key);
  expect(retry.status).toBe(200);
  expect(retry.body.id).toBe(booking.id);
  expect(retry.body.milestones[0]).toMatchObject({
    status: 'approved',
    release: first.body.milestones[0]!.release,
  });
  expect(await balanceOf(t.database.db, 'filmmaker_pending', booking.filmmaker_id)).toBe(pending);
  expect(await releasesOf(milestone.id)).toBe(1);

  // A new key is a new call: the machine refuses a second approval.
  expect(await approve(client.token, milestone.id, keyed())).toMatchObject({
    status: 409,
    body: { status: 'approved' },
  });
  // Keys are the caller's own: the filmmaker sending the client's key gets no replay of the client's answer.
  expect((await approve(filmmaker.token, milestone.id, key)).status).toBe(409);
  expect(await releasesOf(milestone.id)).toBe(1);
});

test('the same key for another milestone is refused and changes nothing', async () => {
  const { client, filmmaker, booking } = await fundedAndSubmitted('key-reused');
  const [first, second] = booking.milestones;
  const key = keyed('reused-key-0001');
  expect((await approve(client.token, first!.id, key)).status).toBe(200);
  await milestoneAction(t, filmmaker, second!.id, 'start');
  await milestoneAction(t, filmmaker, second!.id, 'submit', delivery);

  const reused = await approve(client.token, second!.id, key);
  expect(reused).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
  const seen = await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`);
  expect(seen.body.milestones[1]!.status).toBe('submitted');
  expect(await releasesOf(second!.id)).toBe(0);
});

test('a refused call keeps nothing, so the same key works once the call can succeed', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'key-after-refusal');
  const milestone = booking.milestones[0]!;
  const key = keyed('early-approve-0001');
  expect(await approve(client.token, milestone.id, key)).toMatchObject({ status: 409 });
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);
  // Nothing in escrow yet: refused as unfunded (decision 0051), and still nothing kept for the key.
  expect(await approve(client.token, milestone.id, key)).toMatchObject({
    status: 409,
    body: { status: 'submitted', code: 'milestone_unfunded' },
  });
  await fundEscrow(t, booking);
  expect((await approve(client.token, milestone.id, key)).body.milestones?.[0]?.status).toBe('approved');
});

test('a retried cancellation answers the cancelled booking and settles the escrow once', async () => {
  const { client, booking } = await fundedAndSubmitted('key-cancel');
  const key = keyed('cancel-once-0001');
  const cancel = (reason: string, headers: Record<string, string> = key) =>
    call<Booking>(t, client.token, 'POST', `/bookings/${booking.id}/cancel`, { reason }, headers);

  expect((await cancel('No key', {})).status).toBe(400);
  const first = await cancel('The brand pulled the campaign');
  expect(first.body).toMatchObject({ status: 'cancelled', kill_fee_minor: 60_000 });
  const wallet = await balanceOf(t.database.db, 'client_wallet', booking.client_id);
  expect(wallet).toBeGreaterThan(0);

  const retry = await cancel('The brand pulled the campaign');
  expect(retry).toMatchObject({ status: 200, body: { status: 'cancelled', kill_fee_minor: 60_000 } });
  expect(await balanceOf(t.database.db, 'client_wallet', booking.client_id)).toBe(wallet);
  // Same key, other words: a different request, refused.
  expect(await cancel('Something else')).toMatchObject({
    status: 409,
    body: { code: 'idempotency_key_reused' },
  });
  const check = await checkLedger({ db: t.database.db });
  expect(check.mismatchedAccounts).toEqual([]);
  expect(check.unbalancedTransactions).toEqual([]);
});

// On PostgreSQL (server-postgres) these really run at once: the retries wait on the key until the first
// commits, then answer from it.
test('ten copies of one approval sent at once all answer the booking, and the escrow is released once', async () => {
  const { client, booking } = await fundedAndSubmitted('key-race');
  const milestone = booking.milestones[0]!;
  const key = keyed('approve-race-0001');
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => approve(client.token, milestone.id, key)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  expect(new Set(answers.map((answer) => answer.body.milestones[0]!.status))).toEqual(new Set(['approved']));
  expect(await releasesOf(milestone.id)).toBe(1);
  expect(await balanceOf(t.database.db, 'filmmaker_pending', booking.filmmaker_id)).toBe(36_000);
});

test('the OpenAPI document says both calls require the Idempotency-Key header', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const path of ['/api/rest/v1/milestones/{id}/approve', '/api/rest/v1/bookings/{id}/cancel']) {
    const parameters = document.paths[path].post.parameters as {
      in: string;
      name: string;
      required?: boolean;
    }[];
    expect(parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
  }
});
