import type { Booking } from '@reelhire/shared/booking-records';
import { walletDeposit } from '@reelhire/shared/ledger';
import { MILESTONE_STATUSES, type MilestoneStatus } from '@reelhire/shared/milestones';
import { bookingStageFor } from '@reelhire/shared/bookings';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { bookedWork, delivery, fundEscrow, hire, milestoneAction } from '../bookings/booking-test-kit.ts';
import { autoReleaseMilestones } from '../bookings/auto-release-milestones.ts';
import { balanceOf, fundMilestone } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { checkout, pay, sandboxWebhook, sessionOf } from './payments-test-kit.ts';

// Decision 0051: approving needs the money in escrow. An Approve on an unfunded milestone is a 409 that
// changes nothing; the client funds and approves in one payment, approved and released when it settles,
// once however often the provider says so; and no booking is completed while approved work is unpaid.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
}, 120_000);
afterAll(() => t?.close());

const SUCCEEDS = '4242 4242 4242 4242';

const getBooking = async (party: { token: string }, id: string) =>
  call<Booking>(t, party.token, 'GET', `/bookings/${id}`);

/** Money in the client's wallet, as a card deposit would put it there. */
async function deposit(clientId: string, amountMinor: number) {
  await t.database.db.transaction((tx) =>
    postMovement({
      tx,
      kind: 'wallet_deposit',
      idempotencyKey: `test-wallet:${randomUUID()}`,
      entries: walletDeposit({ provider: 'sandbox', clientId, currency: 'GBP', amountMinor }),
      description: 'Test deposit',
    }),
  );
}

describe('fund and approve', () => {
  test('an Approve on an unfunded delivery is refused; paying by card approves it and releases the escrow when the webhook lands, once', async () => {
    const work = await bookedWork(t, 'fa-card');
    const [deposit, shoot] = work.booking.milestones;
    const { db } = t.database;
    // The deposit is paid and approved the ordinary way; the £800 shoot milestone is never funded.
    await fundMilestone(db, {
      clientId: work.booking.client_id,
      milestoneId: deposit!.id,
      currency: 'GBP',
      amountMinor: deposit!.amount_minor,
    });
    await milestoneAction(t, work.filmmaker, deposit!.id, 'submit', delivery);
    expect((await milestoneAction(t, work.client, deposit!.id, 'approve')).status).toBe(200);
    const delivered = await milestoneAction(t, work.filmmaker, shoot!.id, 'submit', delivery);
    // Both parties see the shoot unfunded, from the ledger.
    expect(delivered.body.milestones.map((m) => m.funding)).toEqual(['released', 'unfunded']);
    expect((await getBooking(work.client, work.booking.id)).body.milestones[1]).toMatchObject({
      funding: 'unfunded',
      escrow_minor: 0,
    });
    const earnedBefore = await balanceOf(db, 'filmmaker_pending', work.booking.filmmaker_id);

    const refused = await milestoneAction(t, work.client, shoot!.id, 'approve');
    expect(refused).toMatchObject({ status: 409, body: { status: 'submitted', code: 'milestone_unfunded' } });
    expect((await getBooking(work.client, work.booking.id)).body.status).toBe('delivered');

    const started = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: shoot!.id,
      method: 'card',
      approve: true,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({
      status: 'created',
      approves_milestone: true,
      amount_minor: 80_000,
    });
    // Nothing is approved until the money is in.
    expect((await getBooking(work.client, work.booking.id)).body.milestones[1]!.status).toBe('submitted');

    const paid = await checkout(t, started.body.checkout_url!, { card: SUCCEEDS });
    expect(paid.status).toBe(303);
    const after = (await getBooking(work.filmmaker, work.booking.id)).body;
    expect(after.status).toBe('completed');
    expect(after.milestones[1]).toMatchObject({
      status: 'approved',
      funding: 'released',
      release: { amount_minor: 80_000, fee_minor: 8_000, earned_minor: 72_000, automatic: false },
    });
    expect(after.timeline.map((entry) => `${entry.record_type}:${entry.transition}`)).toEqual(
      expect.arrayContaining(['escrow:fund', 'milestone:fund_and_approve', 'booking:complete']),
    );
    const earned = await balanceOf(db, 'filmmaker_pending', work.booking.filmmaker_id);
    expect(earned - earnedBefore).toBe(72_000);
    // Receipts: the client's for the funding, the filmmaker's for the release.
    const clientReceipts = await call<{ items: { kind: string }[] }>(
      t,
      work.client.token,
      'GET',
      `/receipts?booking_id=${work.booking.id}`,
    );
    const filmmakerReceipts = await call<{ items: { kind: string; total_minor: number }[] }>(
      t,
      work.filmmaker.token,
      'GET',
      '/receipts',
    );
    expect(clientReceipts.body.items.filter((r) => r.kind === 'funding')).toHaveLength(1);
    expect(filmmakerReceipts.body.items.filter((r) => r.kind === 'release')).toHaveLength(2);

    // The provider announces the payment again, under a new event id: nothing moves twice.
    const movements = (await db.select().from(ledgerTransactions)).length;
    const again = await sandboxWebhook(t, {
      sessionId: sessionOf(started.body.checkout_url!),
      type: 'payment.succeeded',
    });
    expect(again.status).toBe(200);
    expect((await db.select().from(ledgerTransactions)).length).toBe(movements);
    expect(await balanceOf(db, 'filmmaker_pending', work.booking.filmmaker_id)).toBe(earned);
    expect((await getBooking(work.client, work.booking.id)).body.timeline).toEqual(after.timeline);
    expect((await checkLedger({ db })).mismatchedAccounts).toEqual([]);
  });

  test('the same webhook event delivered twice approves and releases once', async () => {
    const work = await bookedWork(t, 'fa-twice');
    const [deposit] = work.booking.milestones;
    await milestoneAction(t, work.filmmaker, deposit!.id, 'submit', delivery);
    const started = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit!.id,
      method: 'card',
      approve: true,
    });
    const eventId = `evt_fa_${randomUUID()}`;
    const sessionId = sessionOf(started.body.checkout_url!);
    const answers = await Promise.all([
      sandboxWebhook(t, { sessionId, type: 'payment.succeeded', eventId }),
      sandboxWebhook(t, { sessionId, type: 'payment.succeeded', eventId }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const booking = (await getBooking(work.client, work.booking.id)).body;
    expect(booking.milestones[0]).toMatchObject({ status: 'approved', funding: 'released' });
    expect(booking.timeline.filter((e) => e.transition === 'fund_and_approve')).toHaveLength(1);
    const releases = (await t.database.db.select().from(ledgerTransactions)).filter(
      (row) => row.idempotencyKey === `release:${deposit!.id}`,
    );
    expect(releases).toHaveLength(1);
    // One milestone of two approved: the booking goes on.
    expect(booking.status).not.toBe('completed');
  });

  test('from the wallet, fund and approve happens in the request; a funded milestone is approved, not funded again', async () => {
    const work = await bookedWork(t, 'fa-wallet');
    const [deposit_, shoot] = work.booking.milestones;
    await milestoneAction(t, work.filmmaker, deposit_!.id, 'submit', delivery);
    await milestoneAction(t, work.filmmaker, shoot!.id, 'submit', delivery);
    // A wallet with too little is refused and moves nothing.
    const short = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit_!.id,
      method: 'wallet',
      approve: true,
    });
    expect(short).toMatchObject({ status: 409, body: { code: 'insufficient_funds' } });
    expect((await getBooking(work.client, work.booking.id)).body.milestones[0]!.status).toBe('submitted');

    await deposit(work.booking.client_id, 42_000);
    const paid = await pay(t, work.client, {
      purpose: 'milestone_funding',
      milestone_id: deposit_!.id,
      method: 'wallet',
      approve: true,
    });
    expect(paid).toMatchObject({ status: 201, body: { status: 'succeeded', approves_milestone: true } });
    const booking = (await getBooking(work.filmmaker, work.booking.id)).body;
    expect(booking.milestones.map((m) => [m.status, m.funding])).toEqual([
      ['approved', 'released'],
      ['submitted', 'unfunded'],
    ]);
    expect(await balanceOf(t.database.db, 'client_wallet', work.booking.client_id)).toBe(0);
    // Fund and approve is for unfunded work: a funded milestone is approved with Approve.
    await fundEscrow(t, { ...work.booking, milestones: [shoot!] });
    expect(
      await pay(t, work.client, {
        purpose: 'milestone_funding',
        milestone_id: shoot!.id,
        method: 'wallet',
        approve: true,
      }),
    ).toMatchObject({ status: 409, body: { status: 'funded' } });
  });
});

describe('fund and approve for every actor and milestone state', () => {
  let client: HiringClient;
  let filmmaker: Party;
  let otherClient: HiringClient;
  let admin: { token: string };
  beforeAll(async () => {
    client = await hiringClient(t, { email: 'fa-table-client@example.com' });
    filmmaker = await hiringFilmmaker(t, { email: 'fa-table-maya@example.com', portfolio: 0 });
    otherClient = await hiringClient(t, { email: 'fa-table-other@example.com', company: 'Other Films' });
    admin = await signedInAccount(t, {
      email: 'fa-table-admin@example.com',
      metadata: { user_type: 'admin' },
    });
  }, 120_000);

  const actors = ['client', 'filmmaker', 'admin', 'another client'] as const;
  const cases = actors.flatMap((actor) => MILESTONE_STATUSES.map((state) => ({ actor, state })));

  test.each(cases)('$actor: fund and approve from $state', async ({ actor, state }) => {
    const booking = await hire(t, { client, filmmaker });
    const id = booking.milestones[0]!.id;
    const { db } = t.database;
    await db
      .update(bookingMilestones)
      .set({ status: state as MilestoneStatus })
      .where(eq(bookingMilestones.id, id));
    const stage = bookingStageFor({
      milestones: [state as MilestoneStatus, 'pending'],
      today: booking.first_day,
      firstDay: booking.first_day,
    });
    await db.update(bookings).set({ status: stage }).where(eq(bookings.id, booking.id));
    const before = (await getBooking(client, booking.id)).body;
    const party = { client, filmmaker, admin, 'another client': otherClient }[actor];
    const answer = await pay(t, party, {
      purpose: 'milestone_funding',
      milestone_id: id,
      method: 'card',
      approve: true,
    });
    if (actor === 'client' && state === 'submitted') {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      await checkout(t, answer.body.checkout_url!, { card: SUCCEEDS });
      const after = (await getBooking(client, booking.id)).body;
      expect(after.milestones[0]).toMatchObject({ status: 'approved', funding: 'released' });
      return;
    }
    // Anyone else, or the client from any other state: refused, nothing changed, no payment opened.
    if (actor === 'client') expect(answer.status).toBe(409);
    else if (actor === 'another client') expect(answer.status).toBe(404);
    else expect([403, 404]).toContain(answer.status);
    expect((await getBooking(client, booking.id)).body).toEqual(before);
  });
});

test('a booking is never completed while approved work is unpaid', async () => {
  const work = await bookedWork(t, 'fa-unpaid');
  const [deposit, shoot] = work.booking.milestones;
  const { db } = t.database;
  // A milestone approved unfunded before decision 0051 (as the outside review found one).
  await db
    .update(bookingMilestones)
    .set({ status: 'approved', approvedAt: new Date() })
    .where(eq(bookingMilestones.id, deposit!.id));
  await fundEscrow(t, { ...work.booking, milestones: [shoot!] });
  await milestoneAction(t, work.filmmaker, shoot!.id, 'submit', delivery);
  const approved = await milestoneAction(t, work.client, shoot!.id, 'approve');
  expect(approved.status).toBe(200);
  expect(approved.body.status).toBe('approved');
  expect(approved.body.milestones.map((m) => m.funding)).toEqual(['unfunded', 'released']);
});

test('Reelhire never approves an unfunded delivery automatically; a funded one it does', async () => {
  const work = await bookedWork(t, 'fa-auto');
  const [deposit, shoot] = work.booking.milestones;
  const { db } = t.database;
  await fundEscrow(t, { ...work.booking, milestones: [shoot!] });
  await milestoneAction(t, work.filmmaker, deposit!.id, 'submit', delivery);
  await milestoneAction(t, work.filmmaker, shoot!.id, 'submit', delivery);
  const later = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
  await autoReleaseMilestones({ db, config: t.config, now: later });
  const booking = (await getBooking(work.client, work.booking.id)).body;
  expect(booking.milestones.map((m) => [m.status, m.funding])).toEqual([
    ['submitted', 'unfunded'],
    ['approved', 'released'],
  ]);
  expect(booking.status).not.toBe('completed');
});

test('strangers cannot see or pay for another booking: its funding state stays its parties’', async () => {
  const work = await bookedWork(t, 'fa-tenants');
  const [deposit] = work.booking.milestones;
  await milestoneAction(t, work.filmmaker, deposit!.id, 'submit', delivery);
  const otherClient = await hiringClient(t, { email: 'fa-tenants-other@example.com', company: 'Nosy Ltd' });
  const otherFilmmaker = await hiringFilmmaker(t, {
    email: 'fa-tenants-theo@example.com',
    name: 'Theo Marsh',
  });
  for (const stranger of [otherClient, otherFilmmaker]) {
    expect((await getBooking(stranger, work.booking.id)).status).toBe(404);
    // The payment page's read is the client's: another client gets 404, a filmmaker 403 (clients only).
    expect([403, 404]).toContain(
      (await call(t, stranger.token, 'GET', `/bookings/${work.booking.id}/funding`)).status,
    );
    expect((await milestoneAction(t, stranger, deposit!.id, 'approve')).status).toBe(404);
  }
  const paid = await pay(t, otherClient, {
    purpose: 'milestone_funding',
    milestone_id: deposit!.id,
    method: 'card',
    approve: true,
  });
  expect(paid.status).toBe(404);
  // The filmmaker sees their own booking's funding state.
  expect((await getBooking(work.filmmaker, work.booking.id)).body.milestones[0]!.funding).toBe('unfunded');
});
