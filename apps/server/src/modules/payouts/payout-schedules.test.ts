import { PAYOUT_MINIMUM_MINOR } from '@reelhire/shared/money-policy';
import { nextPayoutRun, type PayoutSchedule } from '@reelhire/shared/payout-schedules';
import type { Payout, PayoutList } from '@reelhire/shared/payouts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker, type Party } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { balanceOf, moneyCall, seedAvailableEarnings } from '../earnings/money-test-kit.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { runScheduledPayouts } from './run-scheduled-payouts.ts';
import { setPayoutSchedule } from './set-payout-schedule.ts';

// Payout schedules as a filmmaker notices them (decision 0049): set and read over HTTP with the next run
// worked out in UTC, bad input refused with a reason and changing nothing, nobody else able to see or
// change it, and the sweep paying out each currency's whole balance once per period, skipping what is
// under the minimum and never more than is available.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const HOUR_MS = 60 * 60 * 1000;

const getSchedule = (who: { token: string }) =>
  call<PayoutSchedule>(t, who.token, 'GET', '/payouts/schedule');
const putSchedule = (who: { token: string }, body: unknown) =>
  call<PayoutSchedule>(t, who.token, 'PUT', '/payouts/schedule', body);
const payoutsOf = async (who: Party) =>
  (await moneyCall<PayoutList>(t, who.token, 'GET', '/payouts?limit=100')).body.items;
const sweep = (now: Date) => runScheduledPayouts({ db: t.database.db, now });

async function ledgerIsClean() {
  const check = await checkLedger({ db: t.database.db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
}

test('a filmmaker sets, reads and changes their schedule; the next run is midnight UTC on its day', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-set@example.com' });
  expect((await getSchedule(filmmaker)).body).toEqual({
    frequency: 'off',
    weekday: null,
    day_of_month: null,
    minimum_minor: null,
    effective_minimum_minor: PAYOUT_MINIMUM_MINOR,
    next_run_at: null,
    updated_at: null,
  });

  const before = new Date();
  const weekly = await putSchedule(filmmaker, {
    frequency: 'weekly',
    weekday: 'monday',
    minimum_minor: 5_000,
  });
  expect(weekly.status).toBe(200);
  expect(weekly.body).toMatchObject({
    frequency: 'weekly',
    weekday: 'monday',
    day_of_month: null,
    minimum_minor: 5_000,
    effective_minimum_minor: 5_000,
  });
  const nextRun = new Date(weekly.body.next_run_at!);
  expect(nextRun.getUTCDay()).toBe(1);
  expect(weekly.body.next_run_at).toMatch(/T00:00:00\.000Z$/);
  expect(nextRun.getTime()).toBeGreaterThan(before.getTime());
  expect(nextRun.getTime() - before.getTime()).toBeLessThanOrEqual(7 * 24 * HOUR_MS);
  expect((await getSchedule(filmmaker)).body).toEqual(weekly.body);

  // Monthly keeps only the day of the month; a weekday sent with it is dropped.
  const monthly = await putSchedule(filmmaker, { frequency: 'monthly', day_of_month: 28, weekday: 'friday' });
  expect(monthly.body).toMatchObject({
    frequency: 'monthly',
    weekday: null,
    day_of_month: 28,
    minimum_minor: null,
  });
  expect(monthly.body.next_run_at).toBe(
    nextPayoutRun({ frequency: 'monthly', weekday: null, day_of_month: 28 }, new Date())!.toISOString(),
  );

  const off = await putSchedule(filmmaker, { frequency: 'off' });
  expect(off.body).toMatchObject({ frequency: 'off', day_of_month: null, next_run_at: null });
});

test('bad input is refused with a clear reason and leaves the schedule as it was', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-bad@example.com' });
  const kept = (await putSchedule(filmmaker, { frequency: 'weekly', weekday: 'friday' })).body;
  const refusals: [unknown, RegExp][] = [
    [{ frequency: 'weekly' }, /weekly schedule needs a weekday/],
    [{ frequency: 'weekly', weekday: 'someday' }, /Choose a weekday/],
    [{ frequency: 'monthly', day_of_month: 31 }, /day of the month from 1 to 28/],
    [{ frequency: 'monthly', day_of_month: 0 }, /day of the month from 1 to 28/],
    [{ frequency: 'monthly' }, /monthly schedule needs a day of the month/],
    [{ frequency: 'daily' }, /Choose off, weekly or monthly/],
    [
      { frequency: 'weekly', weekday: 'monday', minimum_minor: 999 },
      /cannot be below the smallest payout, 10/,
    ],
    [{ frequency: 'weekly', weekday: 'monday', minimum_minor: 12.5 }, /whole number of minor units/],
  ];
  for (const [body, message] of refusals) {
    const refused = await putSchedule(filmmaker, body);
    expect(refused.status, JSON.stringify(body)).toBe(400);
    expect(JSON.stringify(refused.body), JSON.stringify(body)).toMatch(message);
  }
  expect((await putSchedule(filmmaker, { frequency: 'weekly', weekday: 'monday', every: 2 })).status).toBe(
    400,
  );
  expect((await getSchedule(filmmaker)).body).toEqual(kept);
});

test('only the filmmaker sees or changes their schedule: clients, admins, strangers and other filmmakers cannot', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-own@example.com' });
  const mine = (
    await putSchedule(filmmaker, { frequency: 'monthly', day_of_month: 3, minimum_minor: 20_000 })
  ).body;
  const client = await hiringClient(t, { email: 'schedule-client@example.com' });
  const admin = await signedInAccount(t, {
    email: 'schedule-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  for (const other of [client, admin]) {
    expect((await getSchedule(other)).status).toBe(403);
    expect((await putSchedule(other, { frequency: 'off' })).status).toBe(403);
  }
  expect((await call(t, undefined, 'GET', '/payouts/schedule')).status).toBe(401);
  expect((await call(t, undefined, 'PUT', '/payouts/schedule', { frequency: 'off' })).status).toBe(401);

  // Another filmmaker, side by side, reads and sets only their own.
  const other = await hiringFilmmaker(t, { email: 'schedule-other@example.com', name: 'Theo Marsh' });
  expect((await getSchedule(other)).body.frequency).toBe('off');
  expect((await putSchedule(other, { frequency: 'weekly', weekday: 'sunday' })).body.weekday).toBe('sunday');
  expect((await getSchedule(filmmaker)).body).toEqual(mine);
});

test('the sweep pays out each currency’s whole balance once per period and skips what is under the minimum', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-sweep@example.com' });
  const { db } = t.database;
  const gbp = await seedAvailableEarnings(db, { filmmakerId: filmmaker.entityId, escrowMinor: 100_000 });
  const eur = await seedAvailableEarnings(db, {
    filmmakerId: filmmaker.entityId,
    currency: 'EUR',
    escrowMinor: 10_000,
  });
  expect([gbp, eur]).toEqual([90_000, 9_000]);
  const schedule = (
    await putSchedule(filmmaker, { frequency: 'weekly', weekday: 'wednesday', minimum_minor: 10_000 })
  ).body;
  const firstRun = new Date(schedule.next_run_at!);

  // Before the run nothing happens; an hour after it, twice over, one GBP payout and no EUR one. (The
  // sweep runs every filmmaker's schedule, so what it did is read from this filmmaker's payouts.)
  await sweep(new Date(firstRun.getTime() - HOUR_MS));
  expect(await payoutsOf(filmmaker)).toEqual([]);
  await sweep(new Date(firstRun.getTime() + HOUR_MS));
  await sweep(new Date(firstRun.getTime() + 2 * HOUR_MS));
  const [payout, ...others] = await payoutsOf(filmmaker);
  expect(others).toEqual([]);
  expect(payout).toMatchObject({
    status: 'requested',
    currency: 'GBP',
    amount_minor: 90_000,
    schedule_period: expect.stringMatching(/^\d{4}-W\d{2}$/),
  });
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(0);
  expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId)).toBe(90_000);
  // Under the minimum: still there, waiting for a later run.
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId, 'EUR')).toBe(9_000);
  // The schedule moved on a week.
  const after = (await getSchedule(filmmaker)).body;
  expect(new Date(after.next_run_at!).getTime() - firstRun.getTime()).toBe(7 * 24 * HOUR_MS);

  // A week on, more EUR has come in: both reach the minimum now, and GBP has nothing new.
  await seedAvailableEarnings(db, { filmmakerId: filmmaker.entityId, currency: 'EUR', escrowMinor: 5_000 });
  await sweep(new Date(new Date(after.next_run_at!).getTime() + HOUR_MS));
  const payouts = await payoutsOf(filmmaker);
  expect(payouts.map((item) => [item.currency, item.amount_minor])).toEqual([
    ['EUR', 13_500],
    ['GBP', 90_000],
  ]);
  expect(payouts[0]!.schedule_period).not.toBe(payouts[1]!.schedule_period);
  await ledgerIsClean();
});

test('the sweep never asks for more than is available, and a manual request still works beside it', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-overdraw@example.com' });
  const { db } = t.database;
  await seedAvailableEarnings(db, { filmmakerId: filmmaker.entityId, escrowMinor: 50_000 });
  const schedule = (await putSchedule(filmmaker, { frequency: 'monthly', day_of_month: 1 })).body;
  // The filmmaker asks for part of it by hand before the run.
  const manual = await moneyCall<Payout>(t, filmmaker.token, 'POST', '/payouts', {
    payload: { currency: 'GBP', amount_minor: 30_000 },
    idempotencyKey: 'schedule-overdraw-manual',
  });
  expect(manual.status).toBe(201);
  expect(manual.body.schedule_period).toBeNull();
  const runAt = new Date(new Date(schedule.next_run_at!).getTime() + HOUR_MS);
  await Promise.all([sweep(runAt), sweep(runAt)]);
  const payouts = await payoutsOf(filmmaker);
  expect(payouts.map((item) => item.amount_minor).sort()).toEqual([15_000, 30_000]);
  expect(payouts.find((item) => item.schedule_period)?.schedule_period).toMatch(/^\d{4}-\d{2}$/);
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(0);
  expect(await balanceOf(db, 'payouts_in_transit', filmmaker.entityId)).toBe(45_000);
  // Nothing left to ask for, by hand or by schedule.
  const more = await moneyCall(t, filmmaker.token, 'POST', '/payouts', {
    payload: { currency: 'GBP', amount_minor: PAYOUT_MINIMUM_MINOR },
    idempotencyKey: 'schedule-overdraw-more',
  });
  expect(more.body).toMatchObject({ code: 'insufficient_funds' });
  // A filmmaker's own key cannot take a schedule's place.
  const borrowed = await moneyCall(t, filmmaker.token, 'POST', '/payouts', {
    payload: { currency: 'GBP', amount_minor: PAYOUT_MINIMUM_MINOR },
    idempotencyKey: `schedule:${filmmaker.entityId}:GBP:2099-01`,
  });
  expect(borrowed.status).toBe(400);
  expect(borrowed.body.error).toMatch(/kept for scheduled payouts/);
  await ledgerIsClean();
});

test('a schedule turned off is not run, and nothing is paid out the moment one is saved', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-off@example.com' });
  await seedAvailableEarnings(t.database.db, { filmmakerId: filmmaker.entityId, escrowMinor: 20_000 });
  const schedule = (await putSchedule(filmmaker, { frequency: 'weekly', weekday: 'tuesday' })).body;
  await sweep(new Date());
  expect(await payoutsOf(filmmaker)).toEqual([]);
  await putSchedule(filmmaker, { frequency: 'off' });
  await sweep(new Date(new Date(schedule.next_run_at!).getTime() + HOUR_MS));
  expect(await payoutsOf(filmmaker)).toEqual([]);
  expect(await balanceOf(t.database.db, 'filmmaker_available', filmmaker.entityId)).toBe(18_000);
});

test('changing the schedule within a period does not pay that period out twice', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'schedule-change@example.com' });
  const { db } = t.database;
  await seedAvailableEarnings(db, { filmmakerId: filmmaker.entityId, escrowMinor: 30_000 });
  // Set on a Sunday for Monday: the run is the next day, in the ISO week that starts then.
  const sunday = new Date('2026-11-29T12:00:00Z');
  await setPayoutSchedule({
    db,
    filmmakerId: filmmaker.entityId,
    input: { frequency: 'weekly', weekday: 'monday', day_of_month: null, minimum_minor: null },
    now: sunday,
  });
  await sweep(new Date('2026-11-30T01:00:00Z'));
  expect((await payoutsOf(filmmaker)).map((payout) => payout.schedule_period)).toEqual(['2026-W49']);

  // More comes in, and on Tuesday the filmmaker moves the schedule to Friday of the same week.
  await seedAvailableEarnings(db, { filmmakerId: filmmaker.entityId, escrowMinor: 20_000 });
  const moved = await setPayoutSchedule({
    db,
    filmmakerId: filmmaker.entityId,
    input: { frequency: 'weekly', weekday: 'friday', day_of_month: null, minimum_minor: null },
    now: new Date('2026-12-01T09:00:00Z'),
  });
  expect(moved.next_run_at).toBe('2026-12-04T00:00:00.000Z');
  await sweep(new Date('2026-12-04T01:00:00Z'));
  expect(await payoutsOf(filmmaker)).toHaveLength(1);
  expect(await balanceOf(db, 'filmmaker_available', filmmaker.entityId)).toBe(18_000);
  // The next week pays what waited.
  expect((await getSchedule(filmmaker)).body.next_run_at).toBe('2026-12-11T00:00:00.000Z');
  await sweep(new Date('2026-12-11T01:00:00Z'));
  expect((await payoutsOf(filmmaker)).map((payout) => [payout.schedule_period, payout.amount_minor])).toEqual(
    [
      ['2026-W50', 18_000],
      ['2026-W49', 27_000],
    ],
  );
});
