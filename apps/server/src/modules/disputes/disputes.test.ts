import type { Booking } from '@reelhire/shared/booking-records';
import type { Dispute, DisputeDetail, DisputeList } from '@reelhire/shared/disputes';
import { escrowRelease } from '@reelhire/shared/ledger';
import { cancellationSplit, fundingCharge, releaseSplit } from '@reelhire/shared/money-policy';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  keyed,
  queuedEmails,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { bookedWork, delivery, fundEscrow, hire, milestoneAction } from '../bookings/booking-test-kit.ts';
import { autoReleaseMilestones } from '../bookings/auto-release-milestones.ts';
import { balanceOf } from '../earnings/money-test-kit.ts';
import { makePdf } from '../files/file-fixtures.ts';
import { fetchLink, uploaded } from '../files/upload-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { escalateOverdueDisputes } from './escalate-overdue-disputes.ts';

// Disputes through HTTP on a real database (decision 0061): opening one freezes the disputed escrow against
// every other path; the other party answers or the deadline sends it to the admins; an admin's ruling moves
// the ledger once, balanced, and both parties are told why. Strangers, and another client of the same
// filmmaker, read nothing of it.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let otherClient: HiringClient;
let stranger: Party;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ client, filmmaker } = await bookedWork(t, 'disputes'));
  otherClient = await hiringClient(t, { email: 'disputes-other@example.com', company: 'Other Pictures' });
  // The other client books the same filmmaker: still nothing of this pair's dispute is theirs.
  await hire(t, { client: otherClient, filmmaker });
  stranger = await hiringFilmmaker(t, {
    email: 'disputes-stranger@example.com',
    name: 'Sam Reed',
    portfolio: 0,
  });
  admin = await signedInAccount(t, { email: 'disputes-admin@example.com', metadata: { user_type: 'admin' } });
}, 180_000);
afterAll(() => t?.close());

/** A new booking of the pair with both milestones (40,000 and 80,000) funded into escrow. */
async function fundedBooking(): Promise<Booking> {
  return fundEscrow(t, await hire(t, { client, filmmaker }));
}

const description = 'The rough cut misses half the agreed shot list and the grade was never done.';

function open(party: Pick<Party, 'token'>, body: Record<string, unknown>) {
  return call<Dispute>(t, party.token, 'POST', '/disputes', {
    reason: 'not_as_agreed',
    description,
    ...body,
  });
}

function transition(party: Pick<Party, 'token'>, id: string, name: string, body?: unknown, key?: string) {
  return call<Dispute>(t, party.token, 'POST', `/disputes/${id}/${name}`, body, key ? keyed(key) : {});
}

const answer = {
  response: 'Every shot on the list was filmed; the grade was agreed for the second milestone.',
};
const reasoning = 'Half the agreed shots were delivered; the grade was not owed yet. The money is split.';

test('the client opens a dispute with evidence: the escrow is frozen, the filmmaker is asked to answer, outsiders see nothing', async () => {
  const booking = await fundedBooking();
  const evidence = await uploaded(t, {
    token: client.token,
    kind: 'dispute_evidence',
    name: 'shot-list.pdf',
    type: 'application/pdf',
    data: makePdf(),
  });
  const opened = await open(client, { booking_id: booking.id, evidence_file_ids: [evidence.id] });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  expect(opened.body).toMatchObject({
    status: 'awaiting_filmmaker',
    opened_by: 'client',
    frozen_minor: 120_000,
    actions: ['withdraw'],
    milestones: [
      { id: booking.milestones[0]!.id, frozen_minor: 40_000, escrow_minor: 40_000 },
      { id: booking.milestones[1]!.id, frozen_minor: 80_000, escrow_minor: 80_000 },
    ],
    evidence: [{ file_id: evidence.id, file_name: 'shot-list.pdf', added_by: 'client' }],
  });
  const id = opened.body.id;
  // The evidence is readable by the parties and admins through the link signed for them.
  const link = opened.body.evidence[0]!.url!;
  expect((await fetchLink(t, link)).statusCode).toBe(200);
  const forFilmmaker = await call<DisputeDetail>(t, filmmaker.token, 'GET', `/disputes/${id}`);
  expect(forFilmmaker.body).toMatchObject({ dispute: { id, actions: ['answer'] }, record: null });
  expect(forFilmmaker.body.dispute.evidence[0]!.url).toEqual(expect.any(String));
  const emails = await queuedEmails(t, filmmaker.email, 'dispute_opened');
  expect(emails.at(-1)).toMatchObject({ disputeId: id, role: 'filmmaker' });

  // Strangers and another client of the same filmmaker: 404 for the dispute, nothing in their lists.
  for (const outsider of [stranger, otherClient]) {
    expect((await call(t, outsider.token, 'GET', `/disputes/${id}`)).status).toBe(404);
    expect((await transition(outsider, id, 'answer', answer)).status).toBe(404);
    expect((await transition(outsider, id, 'withdraw')).status).toBe(404);
    const list = await call<DisputeList>(t, outsider.token, 'GET', '/disputes');
    expect(list.body.items.map((item) => item.id)).not.toContain(id);
    expect((await open(outsider, { booking_id: booking.id })).status).toBe(404);
  }
  const mine = await call<DisputeList>(t, client.token, 'GET', `/disputes?booking_id=${booking.id}`);
  expect(mine.body.items.map((item) => item.id)).toEqual([id]);
  // Nobody can open a second dispute on escrow already frozen.
  const again = await open(filmmaker, { booking_id: booking.id, milestone_ids: [booking.milestones[0]!.id] });
  expect(again).toMatchObject({
    status: 409,
    body: { error: expect.stringMatching(/already under an open dispute/) },
  });
  // Another client's evidence id is refused, and nothing is opened.
  const theirs = await uploaded(t, {
    token: otherClient.token,
    kind: 'dispute_evidence',
    name: 'other.pdf',
    type: 'application/pdf',
    data: makePdf(),
  });
  const otherBooking = await fundedBooking();
  const refused = await open(client, { booking_id: otherBooking.id, evidence_file_ids: [theirs.id] });
  expect(refused.status).toBe(400);
  const none = await call<DisputeList>(t, client.token, 'GET', `/disputes?booking_id=${otherBooking.id}`);
  expect(none.body.items).toEqual([]);
});

test('frozen escrow: approval, the automatic release, a cancellation and a direct release are all refused', async () => {
  const booking = await fundedBooking();
  const [first] = booking.milestones;
  await milestoneAction(t, filmmaker, first!.id, 'submit', delivery);
  const opened = await open(client, { booking_id: booking.id, milestone_ids: [first!.id] });
  expect(opened.status).toBe(201);
  const { db } = t.database;

  const approved = await milestoneAction(t, client, first!.id, 'approve');
  expect(approved).toMatchObject({ status: 409, body: { code: 'escrow_frozen', status: 'submitted' } });
  // Long past the automatic release: the disputed delivery is not released.
  const later = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000);
  await autoReleaseMilestones({ db, config: t.config, now: later });
  const cancelled = await call(
    t,
    client.token,
    'POST',
    `/bookings/${booking.id}/cancel`,
    { reason: 'Stop' },
    keyed(),
  );
  expect(cancelled).toMatchObject({ status: 409, body: { code: 'escrow_frozen' } });
  // The ledger itself refuses any movement out of frozen escrow but the ruling's.
  await expect(
    db.transaction((tx) =>
      postMovement({
        tx,
        kind: 'escrow_release',
        idempotencyKey: `sneaky:${first!.id}`,
        entries: escrowRelease({
          milestoneId: first!.id,
          filmmakerId: booking.filmmaker_id,
          currency: booking.currency,
          amountMinor: 40_000,
        }),
        description: 'a release that must not happen',
      }),
    ),
  ).rejects.toMatchObject({ statusCode: 409 });
  expect(await balanceOf(db, 'escrow', first!.id)).toBe(40_000);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(0);
  const read = (await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`)).body;
  expect(read.milestones[0]).toMatchObject({ status: 'submitted', funding: 'funded' });

  // The opener withdraws: the escrow is free again and the approval releases it.
  expect((await transition(filmmaker, opened.body.id, 'withdraw')).status).toBe(409);
  const withdrawn = await transition(client, opened.body.id, 'withdraw');
  expect(withdrawn.body).toMatchObject({ status: 'withdrawn', actions: [] });
  expect((await milestoneAction(t, client, first!.id, 'approve')).status).toBe(200);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(
    releaseSplit(40_000).earnedMinor,
  );
});

test('answer, then a split ruling: the ledger moves once, balanced, and both parties are told why', async () => {
  const booking = await fundedBooking();
  const opened = await open(client, { booking_id: booking.id });
  const id = opened.body.id;
  // Out of turn: the client cannot answer their own dispute, nobody rules before the answer.
  expect(await transition(client, id, 'answer', answer)).toMatchObject({
    status: 409,
    body: { status: 'awaiting_filmmaker' },
  });
  const early = await transition(admin, id, 'rule', { outcome: 'refund', reasoning }, randomUUID());
  expect(early).toMatchObject({ status: 409, body: { status: 'awaiting_filmmaker' } });

  const answered = await transition(filmmaker, id, 'answer', answer);
  expect(answered.body).toMatchObject({ status: 'awaiting_ruling', response: answer.response, actions: [] });
  expect((await transition(filmmaker, id, 'answer', answer)).status).toBe(409);

  // Only an admin rules; a split must add up to the frozen 120,000.
  const split = { outcome: 'split', release_minor: 70_000, refund_minor: 50_000, reasoning };
  expect((await transition(client, id, 'rule', split, randomUUID())).status).toBe(403);
  expect((await transition(filmmaker, id, 'rule', split, randomUUID())).status).toBe(403);
  const wrongSum = await transition(admin, id, 'rule', { ...split, refund_minor: 40_000 }, randomUUID());
  expect(wrongSum).toMatchObject({ status: 400, body: { error: expect.stringMatching(/add up to/) } });
  expect((await transition(admin, id, 'rule', split)).status).toBe(400);

  const { db } = t.database;
  const walletBefore = await balanceOf(db, 'client_wallet', booking.client_id);
  const key = randomUUID();
  const ruled = await transition(admin, id, 'rule', split, key);
  expect(ruled.status, JSON.stringify(ruled.body)).toBe(200);
  expect(ruled.body).toMatchObject({
    status: 'resolved',
    ruling: { outcome: 'split', release_minor: 70_000, refund_minor: 50_000, reasoning },
    milestones: [{ escrow_minor: 0 }, { escrow_minor: 0 }],
  });
  // The same key again answers the same and moves nothing more.
  const retried = await transition(admin, id, 'rule', split, key);
  expect(retried).toEqual(ruled);

  // Released 70,000 shared across the milestones (40k : 80k), each less the filmmaker's fee; refunded
  // 50,000 with the service fee paid on it; nothing charged for the dispute.
  const shares = [23_333, 46_667];
  const earned = shares.reduce((sum, share) => sum + releaseSplit(share).earnedMinor, 0);
  const refunded = [40_000, 80_000].reduce((sum, escrow, i) => {
    const fee = fundingCharge(escrow).feeMinor;
    const s = cancellationSplit({ escrowMinor: escrow, killFeeMinor: shares[i]!, serviceFeePaidMinor: fee });
    return sum + s.refundMinor + s.serviceFeeRefundMinor;
  }, 0);
  expect(await balanceOf(db, 'escrow', booking.milestones[0]!.id)).toBe(0);
  expect(await balanceOf(db, 'escrow', booking.milestones[1]!.id)).toBe(0);
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBeGreaterThanOrEqual(earned);
  expect((await balanceOf(db, 'client_wallet', booking.client_id)) - walletBefore).toBe(refunded);
  const movements = await db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, 'dispute_ruling'));
  expect(movements.length).toBeGreaterThanOrEqual(2);
  const check = await checkLedger({ db });
  expect(check.unbalancedTransactions).toEqual([]);
  expect(check.mismatchedAccounts).toEqual([]);

  // The milestones are settled and the booking completes; both parties got the ruling and its reasons.
  const read = (await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`)).body;
  expect(read.status).toBe('completed');
  expect(read.milestones.map((m) => m.status)).toEqual(['approved', 'approved']);
  // Settling each milestone is the admin's action too: audited once each, the retry adding nothing (0064).
  const settled = await db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(inArray(auditLog.recordId, [booking.milestones[0]!.id, booking.milestones[1]!.id]));
  expect(settled).toEqual([
    expect.objectContaining({
      action: 'milestone.settle',
      after: expect.objectContaining({ status: 'approved' }),
    }),
    expect.objectContaining({
      action: 'milestone.settle',
      after: expect.objectContaining({ status: 'approved' }),
    }),
  ]);
  for (const [party, role] of [
    [client, 'client'],
    [filmmaker, 'filmmaker'],
  ] as const) {
    const sent = await queuedEmails(t, party.email, 'dispute_ruled');
    expect(sent.filter((email) => email.disputeId === id)).toEqual([
      expect.objectContaining({ role, outcome: 'split', reasoning }),
    ]);
  }
  // Each hears it in the app too (decision 0062): the opener that the filmmaker answered, both the ruling.
  const bell = async (party: { token: string }) =>
    (
      await call<{ items: { type: string; link: string }[] }>(
        t,
        party.token,
        'GET',
        '/notifications?limit=50',
      )
    ).body.items.map((notification) => notification.type);
  expect(await bell(client)).toEqual(expect.arrayContaining(['dispute.answered', 'email.dispute_ruled']));
  expect(await bell(filmmaker)).toEqual(expect.arrayContaining(['email.dispute_ruled']));
  // The admin reads the whole record: the contract, the ledger of the booking with the ruling in it.
  const whole = await call<DisputeDetail>(t, admin.token, 'GET', `/disputes/${id}`);
  expect(whole.body.record?.contract).toMatchObject({ status: expect.any(String) });
  expect(whole.body.record?.offer_rounds.length).toBeGreaterThan(0);
  expect(whole.body.record?.ledger.map((m) => m.kind)).toEqual(
    expect.arrayContaining(['escrow_funding_wallet', 'dispute_ruling']),
  );
  expect((await transition(client, id, 'withdraw')).body).toMatchObject({ status: 'resolved' });
  expect((await transition(client, id, 'withdraw')).status).toBe(409);
});

test('no answer by the deadline: the dispute goes to the admins once, and a refund ruling returns everything', async () => {
  const booking = await fundedBooking();
  const opened = await open(filmmaker, { booking_id: booking.id, reason: 'payment_withheld' });
  expect(opened.body).toMatchObject({ status: 'awaiting_client', opened_by: 'filmmaker' });
  const id = opened.body.id;
  const { db } = t.database;
  // Not yet due: nothing happens.
  await escalateOverdueDisputes({ db });
  expect((await call<DisputeDetail>(t, client.token, 'GET', `/disputes/${id}`)).body.dispute.status).toBe(
    'awaiting_client',
  );
  const due = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
  const [a, b] = await Promise.all([
    escalateOverdueDisputes({ db, now: due }),
    escalateOverdueDisputes({ db, now: due }),
  ]);
  expect(a.escalated + b.escalated).toBeGreaterThanOrEqual(1);
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  expect(row!.status).toBe('awaiting_ruling');
  expect((await transition(client, id, 'answer', answer)).status).toBe(409);

  const walletBefore = await balanceOf(db, 'client_wallet', booking.client_id);
  const ruled = await transition(admin, id, 'rule', { outcome: 'refund', reasoning }, randomUUID());
  expect(ruled.body).toMatchObject({
    status: 'resolved',
    ruling: { release_minor: 0, refund_minor: 120_000 },
  });
  const paid = fundingCharge(40_000).totalMinor + fundingCharge(80_000).totalMinor;
  expect((await balanceOf(db, 'client_wallet', booking.client_id)) - walletBefore).toBe(paid);
});

test('a release ruling pays the filmmaker the frozen escrow less their usual fee', async () => {
  const booking = await fundedBooking();
  const { db } = t.database;
  const pendingBefore = await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id);
  const second = booking.milestones[1]!;
  const opened = await open(filmmaker, {
    booking_id: booking.id,
    milestone_ids: [second.id],
    reason: 'unresponsive',
  });
  await transition(client, opened.body.id, 'answer', answer);
  const ruled = await transition(
    admin,
    opened.body.id,
    'rule',
    { outcome: 'release', reasoning },
    randomUUID(),
  );
  expect(ruled.body).toMatchObject({
    ruling: { outcome: 'release', release_minor: 80_000, refund_minor: 0 },
  });
  expect((await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)) - pendingBefore).toBe(
    releaseSplit(80_000).earnedMinor,
  );
  // The other milestone was not disputed: its escrow is untouched.
  expect(await balanceOf(db, 'escrow', booking.milestones[0]!.id)).toBe(40_000);
  const admins = await call<DisputeList>(t, admin.token, 'GET', '/disputes?status=resolved&limit=1');
  expect(admins.body.items).toHaveLength(1);
  expect(admins.body.next_cursor).toEqual(expect.any(String));
  const next = await call<DisputeList>(
    t,
    admin.token,
    'GET',
    `/disputes?status=resolved&limit=1&after=${admins.body.next_cursor}`,
  );
  expect(next.body.items[0]!.id).not.toBe(admins.body.items[0]!.id);
});
