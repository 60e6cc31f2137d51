import type { Hold } from '@reelhire/shared/hold-records';
import { HOLD_CONFIRM_HOURS } from '@reelhire/shared/holds';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker, queuedEmails } from '../applications/hiring-test-kit.ts';
import { expireDueHolds } from './expire-due-holds.ts';
import { fullDays, holdEvents, holdTerms, placeHoldAs } from './hold-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;

test('a first hold lapses after 72 hours, once, and the second is promoted once, even with two sweeps at once', async () => {
  const clientA = await hiringClient(t, { email: 'expiry-a@example.com', company: 'Alpha Films' });
  const clientB = await hiringClient(t, { email: 'expiry-b@example.com', company: 'Beta Studio' });
  const filmmaker = await hiringFilmmaker(t, { email: 'expiry-maya@example.com' });
  const other = await hiringFilmmaker(t, { email: 'expiry-sam@example.com', name: 'Sam Reed' });
  const days = fullDays('2027-06-10');
  const first = (await placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, days))).body;
  const second = (await placeHoldAs(t, clientB, holdTerms(filmmaker.entityId, days))).body;
  const elsewhere = (await placeHoldAs(t, clientB, holdTerms(other.entityId, days))).body;
  const lapsesAt = Date.parse(first.confirm_by!);

  // Not yet due: nothing happens.
  expect(await expireDueHolds({ db: t.database.db, now: new Date(lapsesAt - 1) })).toMatchObject({
    expired: 0,
  });

  // Two sweeps at once, as from two server processes (two connection pools on PostgreSQL).
  // Exactly its deadline: the other filmmaker's hold, placed a moment later, is not due yet.
  const now = new Date(lapsesAt);
  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  try {
    const results = await Promise.all([
      expireDueHolds({ db: t.database.db, now }),
      expireDueHolds({ db: otherProcess?.db ?? t.database.db, now }),
    ]);
    expect(results[0].expired + results[1].expired).toBe(1);
    expect(results[0].promoted + results[1].promoted).toBe(1);
  } finally {
    await otherProcess?.close();
  }

  const lapsed = (await call<Hold>(t, clientA.token, 'GET', `/holds/${first.id}`)).body;
  expect(lapsed.status).toBe('expired');
  const promoted = (await call<Hold>(t, clientB.token, 'GET', `/holds/${second.id}`)).body;
  expect(promoted.status).toBe('first');
  expect(Date.parse(promoted.confirm_by!)).toBe(now.getTime() + HOLD_CONFIRM_HOURS * HOUR);
  // Each holder is told once, through the hold's timeline (decision 0035); the promoted holder, whose
  // deadline starts now, also by one email (decision 0040), however many sweeps ran.
  expect(await holdEvents(t, first.id)).toEqual(['place:client', 'expire:system']);
  expect(await holdEvents(t, second.id)).toEqual(['behind_first_hold:client', 'promote:system']);
  expect(await queuedEmails(t, clientB.email, 'booking_confirmation')).toEqual([
    expect.objectContaining({
      stage: 'hold_promoted',
      jobTitle: second.title,
      confirmBy: new Date(now.getTime() + HOLD_CONFIRM_HOURS * HOUR).toISOString(),
    }),
  ]);
  expect(await queuedEmails(t, clientA.email, 'booking_confirmation')).toEqual([]);
  // Another filmmaker's hold, not due, is untouched; a later run finds nothing left.
  expect((await call<Hold>(t, clientB.token, 'GET', `/holds/${elsewhere.id}`)).body.status).toBe('first');
  expect(await expireDueHolds({ db: t.database.db, now: new Date(lapsesAt) })).toMatchObject({
    expired: 0,
    promoted: 0,
  });
  // The promoted hold lapses in its turn 72 hours later.
  expect(
    await expireDueHolds({ db: t.database.db, now: new Date(now.getTime() + HOLD_CONFIRM_HOURS * HOUR) }),
  ).toMatchObject({ expired: 2, promoted: 0 });
}, 120_000);

test('two clients placing a first hold on the same days at once: one first, one second', async () => {
  const clientA = await hiringClient(t, { email: 'race-a@example.com', company: 'Alpha Films' });
  const clientB = await hiringClient(t, { email: 'race-b@example.com', company: 'Beta Studio' });
  const filmmaker = await hiringFilmmaker(t, { email: 'race-maya@example.com' });
  const days = fullDays('2027-07-01', '2027-07-02');
  const results = await Promise.all([
    placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, days)),
    placeHoldAs(t, clientB, holdTerms(filmmaker.entityId, days)),
  ]);
  expect(results.map((result) => result.status)).toEqual([201, 201]);
  expect(results.map((result) => result.body.status).sort()).toEqual(['first', 'second']);
}, 120_000);
