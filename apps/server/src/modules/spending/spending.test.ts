import type { Receipt, ReceiptList } from '@reelhire/shared/receipts';
import type { Expenditure, Wallet } from '@reelhire/shared/spending';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, type Party } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { bookedWork, type BookedWork } from '../bookings/booking-test-kit.ts';
import { cancel, deposit, fund, release } from './money-test-kit.ts';

// A client's money as they and others would see it (decision 0044): the wallet and expenditure read from
// the ledger, receipts issued with the movements, with a second client and filmmaker beside them who see
// none of it, and an admin who may read any receipt.

let t: TestApp;
let work: BookedWork;
let other: BookedWork;
let admin: Party;
const issued: Receipt[] = [];

beforeAll(async () => {
  t = await createTestApp();
  work = await bookedWork(t, 'spend');
  other = await bookedWork(t, 'spend-other');
  const adminUser = await signedInAccount(t, {
    email: 'spend-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  admin = { userId: adminUser.id, token: adminUser.token, entityId: '', email: 'spend-admin@example.com' };
}, 180_000);
afterAll(() => t?.close());

const wallet = (party: Pick<Party, 'token'>, query = '') =>
  call<Wallet>(t, party.token, 'GET', `/wallet${query}`);
const expenditure = (party: Pick<Party, 'token'>) => call<Expenditure>(t, party.token, 'GET', '/expenditure');

test('a client with no money moved sees empty balances, history and spend', async () => {
  expect((await wallet(other.client)).body).toEqual({
    balances: [],
    history: { items: [], next_cursor: null },
  });
  expect((await expenditure(other.client)).body).toEqual({
    totals: [],
    by_project: [],
    by_month: [],
    escrow: [],
    wallet: [],
  });
});

test('deposit, fund from wallet and by card, release, cancel: the wallet, spend and escrow add up', async () => {
  const currency = work.booking.currency;
  const [first, second] = work.booking.milestones; // 40 000 and 80 000
  await deposit(t, work, 100_000, 'pay-spend-1');
  const byWallet = await fund(t, work, 0, 'wallet');
  const byCard = await fund(t, work, 1, 'card');
  expect(byWallet.charge.totalMinor).toBe(42_000);
  expect(byCard.charge.totalMinor).toBe(84_000);

  // Both milestones held in escrow for the booking; the wallet paid one.
  const held = (await expenditure(work.client)).body;
  expect(held.escrow).toEqual([
    {
      booking_id: work.booking.id,
      title: work.booking.title,
      project_id: work.booking.project_id,
      currency,
      held_minor: 120_000,
    },
  ]);
  expect(held.wallet).toEqual([{ currency, balance_minor: 58_000 }]);

  const released = await release(t, work, 0);
  // Half of the second milestone kept as the kill fee; the rest and its service fee back to the wallet.
  const cancelled = await cancel(t, work, 1, 40_000);
  issued.push(...[byWallet, byCard, released, cancelled].map((moved) => moved.receipt as unknown as Receipt));

  const spend = (await expenditure(work.client)).body;
  const month = new Date().toISOString().slice(0, 7);
  const totals = { currency, charged_minor: 126_000, refunded_minor: 42_000, spent_minor: 84_000 };
  expect(spend.totals).toEqual([totals]);
  expect(spend.by_month).toEqual([{ month, ...totals }]);
  expect(spend.by_project).toHaveLength(1);
  expect(spend.by_project[0]).toMatchObject({ project_id: work.booking.project_id, ...totals });
  expect(spend.escrow).toEqual([]);
  expect(spend.wallet).toEqual([{ currency, balance_minor: 100_000 }]);

  const history = (await wallet(work.client)).body;
  expect(history.balances).toEqual([{ currency, balance_minor: 100_000 }]);
  expect(history.history.items.map((entry) => [entry.kind, entry.amount_minor])).toEqual([
    ['cancellation_settlement', 42_000],
    ['escrow_funding_wallet', -42_000],
    ['wallet_deposit', 100_000],
  ]);
  expect(history.history.items[1]!.reference).toMatchObject({
    bookingId: work.booking.id,
    milestoneId: first!.id,
  });
  expect(history.history.items[0]!.reference.milestoneId).toBe(second!.id);

  // Keyset pages: two, then the last, then nothing more.
  const page1 = (await wallet(work.client, '?limit=2')).body.history;
  expect(page1.items).toHaveLength(2);
  const page2 = (await wallet(work.client, `?limit=2&after=${page1.next_cursor}`)).body.history;
  expect(page2.items.map((entry) => entry.kind)).toEqual(['wallet_deposit']);
  expect(page2.next_cursor).toBeNull();
  expect((await wallet(work.client, '?after=not-a-cursor')).status).toBe(400);
  expect((await wallet(work.client, '?currency=JPY')).body).toEqual({
    balances: [],
    history: { items: [], next_cursor: null },
  });
});

test("nobody else sees a client's wallet or spend", async () => {
  expect((await wallet(other.client)).body.balances).toEqual([]);
  expect((await expenditure(other.client)).body.totals).toEqual([]);
  // A filmmaker has no wallet; the anonymous have no account.
  expect((await wallet(work.filmmaker)).status).toBe(403);
  expect((await expenditure(work.filmmaker)).status).toBe(403);
  expect((await call(t, undefined, 'GET', '/wallet')).status).toBe(401);
});

test('receipts: fundings and the refund to the client, the release to the filmmaker, numbered without gaps', async () => {
  const [fundWallet, fundCard, released, refund] = issued;
  expect([fundWallet, fundCard, released, refund].map((receipt) => receipt!.kind)).toEqual([
    'funding',
    'funding',
    'release',
    'refund',
  ]);
  const numbers = issued.map((receipt) => receipt.number);
  const year = new Date().getUTCFullYear();
  expect(numbers).toEqual([1, 2, 3, 4].map((n) => `RC-${year}-00000${n}`));

  const clientList = (await call<ReceiptList>(t, work.client.token, 'GET', '/receipts')).body;
  expect(clientList.items.map((receipt) => receipt.number)).toEqual([numbers[3], numbers[1], numbers[0]]);
  const funding = clientList.items[2]!;
  expect(funding).toMatchObject({
    recipient: 'client',
    currency: work.booking.currency,
    total_minor: 42_000,
    lines: [
      { type: 'item', description: 'Booking deposit', amount_minor: 40_000 },
      { type: 'fee', description: 'Service fee (5%)', amount_minor: 2_000 },
    ],
    client: { id: work.client.entityId, name: 'Northlight Films' },
    filmmaker: { id: work.filmmaker.entityId, name: 'Maya Okafor' },
  });
  expect(clientList.items[0]).toMatchObject({ kind: 'refund', total_minor: 42_000 });

  const filmmakerList = (await call<ReceiptList>(t, work.filmmaker.token, 'GET', '/receipts')).body;
  expect(filmmakerList.items).toHaveLength(1);
  expect(filmmakerList.items[0]).toMatchObject({
    kind: 'release',
    recipient: 'filmmaker',
    total_minor: 36_000,
    lines: [
      { type: 'item', description: 'Booking deposit', amount_minor: 40_000 },
      { type: 'fee', description: 'Reelhire fee (10%)', amount_minor: -4_000 },
    ],
  });
  // The filmmaker's payment receipts for the booking: the client's payments into escrow (proof it is
  // funded) and their own release; the client's refund names their card, so it is the client's alone.
  const ofBooking = (
    await call<ReceiptList>(t, work.filmmaker.token, 'GET', `/receipts?booking_id=${work.booking.id}`)
  ).body;
  expect(ofBooking.items.map((receipt) => receipt.kind).sort()).toEqual(['funding', 'funding', 'release']);
  for (const path of [`/receipts/${refund!.id}`, `/receipts/${refund!.id}/pdf`]) {
    expect((await call(t, work.filmmaker.token, 'GET', path)).status).toBe(404);
  }
  expect((await call(t, work.client.token, 'GET', `/receipts/${refund!.id}`)).status).toBe(200);
  // Nor does the client read the filmmaker's release receipt: their earnings are their own.
  expect((await call(t, work.client.token, 'GET', `/receipts/${released!.id}`)).status).toBe(404);
  const clientOfBooking = (
    await call<ReceiptList>(t, work.client.token, 'GET', `/receipts?booking_id=${work.booking.id}`)
  ).body;
  expect(clientOfBooking.items.map((receipt) => receipt.kind).sort()).toEqual([
    'funding',
    'funding',
    'refund',
  ]);
  // Another booking's party names this booking and gets nothing.
  const snooped = await call<ReceiptList>(
    t,
    other.filmmaker.token,
    'GET',
    `/receipts?booking_id=${work.booking.id}`,
  );
  expect(snooped.body.items).toEqual([]);

  for (const party of [work.client, work.filmmaker, admin]) {
    expect((await call(t, party.token, 'GET', `/receipts/${funding.id}`)).status).toBe(200);
  }
  for (const stranger of [other.client, other.filmmaker]) {
    expect((await call(t, stranger.token, 'GET', `/receipts/${funding.id}`)).status).toBe(404);
    expect((await call(t, stranger.token, 'GET', `/receipts/${funding.id}/pdf`)).status).toBe(404);
  }
  expect((await call<ReceiptList>(t, other.client.token, 'GET', '/receipts')).body.items).toEqual([]);
});

test('the receipt PDF prints its number, parties, lines and total', async () => {
  const funding = issued[0]!;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/receipts/${funding.id}/pdf`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${work.client.token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename=reelhire-receipt-${funding.number}.pdf`,
  );
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
    mergePages: true,
  });
  const words = text.replace(/\s+/g, ' ');
  for (const expected of [
    `Receipt ${funding.number}`,
    'Payment into escrow',
    'Northlight Films',
    'Maya Okafor',
    'Booking deposit',
    'Service fee (5%)',
    'Total paid',
    '£420.00',
  ]) {
    expect(words).toContain(expected);
  }
});

test('the OpenAPI document describes the wallet, expenditure and receipts', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  }>();
  for (const path of ['/wallet', '/expenditure', '/receipts', '/receipts/{id}', '/receipts/{id}/pdf']) {
    expect(doc.paths[`/api/rest/v1${path}`]?.get?.responses, path).toHaveProperty('200');
  }
});
