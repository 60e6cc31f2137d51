import type { Hold, HoldList } from '@reelhire/shared/hold-records';
import { HOLD_CONFIRM_HOURS } from '@reelhire/shared/holds';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker, queuedEmails } from '../applications/hiring-test-kit.ts';
import { and, eq } from 'drizzle-orm';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { holds } from '../../db/schema/holds.ts';
import { DAYS_PASSED_NOTE, expireDueHolds } from './expire-due-holds.ts';
import { fullDays, holdAction, holdEvents, holdTerms, placeHoldAs } from './hold-test-kit.ts';

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

// Second holds, and first holds placed for soon, whose days pass (decision 0050). Their days are counted
// from the real date, since a hold's confirm_by is: a hold for tomorrow has passed at the start of the day
// after tomorrow (UTC), before its 72 hours are over. These tests come last: earlier tests leave no hold
// due by then (the race's first hold lapses 72 hours from now), so the sweep's counts are this test's.
const DAY = 24 * HOUR;
const dayFromToday = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** Just after midnight UTC starting the day `offset` days from today. */
const startOfDay = (offset: number) => new Date(`${dayFromToday(offset)}T00:01:00Z`);

async function expiryNote(id: string) {
  const [event] = await t.database.db
    .select({ note: hiringEvents.note })
    .from(hiringEvents)
    .where(
      and(
        eq(hiringEvents.recordType, 'hold'),
        eq(hiringEvents.recordId, id),
        eq(hiringEvents.transition, 'expire'),
      ),
    );
  return event?.note;
}

test('holds whose days have passed expire once, even with two sweeps at once; holds on days to come stay', async () => {
  const clientA = await hiringClient(t, { email: 'passed-a@example.com', company: 'Alpha Films' });
  const clientB = await hiringClient(t, { email: 'passed-b@example.com', company: 'Beta Studio' });
  const clientC = await hiringClient(t, { email: 'passed-c@example.com', company: 'Gamma Pictures' });
  const maya = await hiringFilmmaker(t, { email: 'passed-maya@example.com' });
  const sam = await hiringFilmmaker(t, { email: 'passed-sam@example.com', name: 'Sam Reed' });
  const lena = await hiringFilmmaker(t, { email: 'passed-lena@example.com', name: 'Lena Park' });
  const [tomorrow, inThree, inFour] = [dayFromToday(1), dayFromToday(3), dayFromToday(4)];

  // Maya: A first-holds tomorrow to the day after next; B waits behind it on tomorrow, C on the last day.
  const longFirst = (await placeHoldAs(t, clientA, holdTerms(maya.entityId, fullDays(tomorrow, inFour))))
    .body;
  const shortSecond = (await placeHoldAs(t, clientB, holdTerms(maya.entityId, fullDays(tomorrow)))).body;
  const laterSecond = (await placeHoldAs(t, clientC, holdTerms(maya.entityId, fullDays(inFour)))).body;
  // Sam: A first-holds tomorrow only, with 72 hours to confirm; B waits behind it.
  const soonFirst = (await placeHoldAs(t, clientA, holdTerms(sam.entityId, fullDays(tomorrow)))).body;
  const soonSecond = (await placeHoldAs(t, clientB, holdTerms(sam.entityId, fullDays(tomorrow)))).body;
  // Lena: C confirms a hold for tomorrow (a booking request now); B's hold in three days is promoted when
  // A lets the days go.
  const confirmed = (await placeHoldAs(t, clientC, holdTerms(lena.entityId, fullDays(tomorrow)))).body;
  expect((await holdAction(t, clientC, confirmed.id, 'confirm')).body.status).toBe('confirmed');
  const released = (await placeHoldAs(t, clientA, holdTerms(lena.entityId, fullDays(inThree)))).body;
  const promoted = (await placeHoldAs(t, clientB, holdTerms(lena.entityId, fullDays(inThree)))).body;
  expect((await holdAction(t, clientA, released.id, 'release')).status).toBe(200);
  expect((await call<Hold>(t, clientB.token, 'GET', `/holds/${promoted.id}`)).body.status).toBe('first');
  expect([longFirst, shortSecond, laterSecond, soonFirst, soonSecond].map((hold) => hold.status)).toEqual([
    'first',
    'second',
    'second',
    'first',
    'second',
  ]);

  // Tomorrow is still to come, and then under way: nothing expires.
  expect(await expireDueHolds({ db: t.database.db, now: startOfDay(1) })).toMatchObject({ expired: 0 });
  expect(
    await expireDueHolds({ db: t.database.db, now: new Date(`${tomorrow}T23:59:59.999Z`) }),
  ).toMatchObject({ expired: 0 });

  // The day after (UTC), two sweeps at once, as from two server processes.
  const now = startOfDay(2);
  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  try {
    const results = await Promise.all([
      expireDueHolds({ db: t.database.db, now }),
      expireDueHolds({ db: otherProcess?.db ?? t.database.db, now }),
    ]);
    // B's second hold on Maya's tomorrow, and both of Sam's holds; none promoted onto days gone by.
    expect(results[0].expired + results[1].expired).toBe(3);
    expect(results[0].promoted + results[1].promoted).toBe(0);
    expect(results[0].released + results[1].released).toBe(0);
  } finally {
    await otherProcess?.close();
  }
  expect(await expireDueHolds({ db: t.database.db, now })).toMatchObject({ expired: 0, promoted: 0 });

  // Each expired once, by Reelhire, saying why; the second behind Sam's first was never promoted.
  expect(await holdEvents(t, shortSecond.id)).toEqual(['behind_first_hold:client', 'expire:system']);
  expect(await holdEvents(t, soonFirst.id)).toEqual(['place:client', 'expire:system']);
  expect(await holdEvents(t, soonSecond.id)).toEqual(['behind_first_hold:client', 'expire:system']);
  expect(await expiryNote(shortSecond.id)).toBe(DAYS_PASSED_NOTE);
  expect(await expiryNote(soonFirst.id)).toBe(DAYS_PASSED_NOTE);
  // B's one email is for Lena's promoted hold (released by A), none for Sam's days.
  expect(await queuedEmails(t, clientB.email, 'booking_confirmation')).toEqual([
    expect.objectContaining({ stage: 'hold_promoted', otherPartyName: 'Lena Park' }),
  ]);

  // Holds with days to come, and a confirmed hold, are as they were.
  const statusOf = async (party: { token: string }, id: string) =>
    (await call<Hold>(t, party.token, 'GET', `/holds/${id}`)).body.status;
  expect(await statusOf(clientA, longFirst.id)).toBe('first');
  expect(await statusOf(clientC, laterSecond.id)).toBe('second');
  expect(await statusOf(clientB, promoted.id)).toBe('first');
  expect(await statusOf(clientC, confirmed.id)).toBe('confirmed');
  expect(await holdEvents(t, confirmed.id)).toEqual(['place:client', 'confirm:client']);

  // Both sides see it expired: the holder in their list, the filmmaker on the hold (their list shows the
  // live holds on their dates, so it is gone from there).
  const clientList = (await call<HoldList>(t, clientB.token, 'GET', '/holds')).body;
  expect(clientList.items.find((hold) => hold.id === shortSecond.id)?.status).toBe('expired');
  expect(clientList.items.find((hold) => hold.id === soonSecond.id)?.status).toBe('expired');
  expect(await statusOf(maya, shortSecond.id)).toBe('expired');
  expect(await statusOf(sam, soonFirst.id)).toBe('expired');
  expect(await statusOf(sam, soonSecond.id)).toBe('expired');
  const mayaList = (await call<HoldList>(t, maya.token, 'GET', '/holds')).body;
  expect(mayaList.items.map((hold) => hold.id).sort()).toEqual([longFirst.id, laterSecond.id].sort());
  // Another client, and another filmmaker, still cannot read it.
  expect((await call(t, clientC.token, 'GET', `/holds/${shortSecond.id}`)).status).toBe(404);
  expect((await call(t, lena.token, 'GET', `/holds/${shortSecond.id}`)).status).toBe(404);
}, 120_000);

test('a first hold whose days have passed cannot be confirmed, and the next sweep expires it', async () => {
  const client = await hiringClient(t, { email: 'passed-late@example.com', company: 'Late Films' });
  const filmmaker = await hiringFilmmaker(t, { email: 'passed-late-maya@example.com' });
  // Placed yesterday for yesterday: a hold can no longer be placed on a day gone by (decision 0057), so
  // its day is moved back under it, as midnight UTC would have.
  const hold = (await placeHoldAs(t, client, holdTerms(filmmaker.entityId, fullDays(dayFromToday(0))))).body;
  expect(hold.status).toBe('first');
  const yesterday = dayFromToday(-1);
  await t.database.db
    .update(holds)
    .set({ days: fullDays(yesterday), firstDay: yesterday, lastDay: yesterday })
    .where(eq(holds.id, hold.id));

  const refused = await holdAction(t, client, hold.id, 'confirm');
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: 'This hold lapsed: its days have passed', status: 'first' });
  expect(await holdEvents(t, hold.id)).toEqual(['place:client']);

  expect(await expireDueHolds({ db: t.database.db })).toMatchObject({ expired: 1, promoted: 0 });
  expect((await call<Hold>(t, client.token, 'GET', `/holds/${hold.id}`)).body.status).toBe('expired');
  expect(await expiryNote(hold.id)).toBe(DAYS_PASSED_NOTE);
}, 120_000);
