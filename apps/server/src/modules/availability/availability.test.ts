import type { Availability } from '@reelhire/shared/availability-api';
import type { TalentList } from '@reelhire/shared/talent';
import { holds } from '../../db/schema/holds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { bookedWork, type BookedWork } from '../bookings/booking-test-kit.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let work: BookedWork;
let otherClient: HiringClient;
let otherFilmmaker: Party;
let holdIds: { first: string; second: string };
const NOTE = 'Family wedding in Lisbon';

const calendar = (token: string | undefined, filmmakerId: string, from = '2027-03-01', to = '2027-03-07') =>
  call<Availability>(t, token, 'GET', `/availability?filmmaker_id=${filmmakerId}&from=${from}&to=${to}`);
const mark = (party: Pick<Party, 'token'> | undefined, path: string, payload: unknown) =>
  call<Availability>(t, party?.token, 'POST', `/availability/${path}`, payload);
// As a signed-in client: a signed-out visitor's search is answered from what was kept for a few seconds
// (decision 0090), and these change holds between searches.
const search = async (dates: string) =>
  (
    await call<TalentList>(t, work.client.token, 'GET', `/talent?available_on=${dates}&limit=100`)
  ).body.items.map((item) => item.id);

beforeAll(async () => {
  t = await createTestApp();
  // Client A's confirmed booking of Maya on 1 and 2 March (the contract's shoot days).
  work = await bookedWork(t, 'avail');
  otherClient = await hiringClient(t, { email: 'avail-other-client@example.com', company: 'Other Co' });
  otherFilmmaker = await hiringFilmmaker(t, { email: 'avail-sam@example.com', name: 'Sam Reed' });
  // Client B pencils Maya: a first hold on the morning of 3 March, a second hold on 4 March.
  const hold = (status: 'first' | 'second', date: string, part: 'full' | 'am', title: string) =>
    t.database.db
      .insert(holds)
      .values({
        filmmakerId: work.filmmaker.entityId,
        clientId: otherClient.entityId,
        status,
        days: [{ date, part }],
        firstDay: date,
        lastDay: date,
        title,
        currency: 'GBP',
        amountMinor: 30_000,
      })
      .returning({ id: holds.id })
      .then((rows) => rows[0]!.id);
  holdIds = {
    first: await hold('first', '2027-03-03', 'am', 'Secret launch film'),
    second: await hold('second', '2027-03-04', 'full', 'Confidential pitch'),
  };
  const marked = await mark(work.filmmaker, 'unavailable', {
    days: [{ date: '2027-03-05', part: 'full' }],
    note: NOTE,
  });
  expect(marked.status).toBe(200);
}, 240_000); // the whole hiring loop to a booking, on a shared and busy machine
afterAll(() => t?.close());

test('the calendar fills in from bookings, holds and marks, half day by half day', async () => {
  expect(work.booking.days).toEqual([
    { date: '2027-03-01', part: 'full' },
    { date: '2027-03-02', part: 'full' },
  ]);
  const { status, body } = await calendar(undefined, work.filmmaker.entityId);
  expect(status).toBe(200);
  expect(body.view).toBe('public');
  expect(body.days.map(({ date, am, pm }) => [date, am, pm])).toEqual([
    ['2027-03-01', 'booked', 'booked'],
    ['2027-03-02', 'booked', 'booked'],
    ['2027-03-03', 'first_hold', 'free'],
    ['2027-03-04', 'second_hold', 'second_hold'],
    ['2027-03-05', 'unavailable', 'unavailable'],
    ['2027-03-06', 'free', 'free'],
    ['2027-03-07', 'free', 'free'],
  ]);
});

test('no one but the filmmaker learns who booked or holds a day, or why a day is marked', async () => {
  const admin = await signedInAccount(t, {
    email: 'avail-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  // A visitor, the booking client, the holding client, another filmmaker and an admin see states only.
  for (const token of [undefined, work.client.token, otherClient.token, otherFilmmaker.token, admin.token]) {
    const { status, body } = await calendar(token, work.filmmaker.entityId);
    expect(status).toBe(200);
    expect(body.view).toBe('public');
    const text = JSON.stringify(body);
    for (const secret of [
      NOTE,
      'Secret launch film',
      'Confidential pitch',
      holdIds.first,
      holdIds.second,
      work.booking.id,
      work.booking.title,
      work.client.entityId,
      otherClient.entityId,
      'detail',
    ]) {
      expect(text).not.toContain(secret);
    }
  }
});

test('the filmmaker sees which booking and hold fill each day, and their own notes', async () => {
  const { body } = await calendar(work.filmmaker.token, work.filmmaker.entityId);
  expect(body.view).toBe('owner');
  const day = (date: string) => body.days.find((entry) => entry.date === date)!.detail;
  expect(day('2027-03-01')!.bookings).toEqual([
    { id: work.booking.id, title: work.booking.title, status: 'confirmed', part: 'full' },
  ]);
  expect(day('2027-03-03')!.holds).toEqual([
    { id: holdIds.first, title: 'Secret launch film', status: 'first', part: 'am' },
  ]);
  expect(day('2027-03-04')!.holds[0]).toMatchObject({ id: holdIds.second, status: 'second' });
  expect(day('2027-03-05')!.marks).toEqual([{ part: 'full', note: NOTE }]);
  expect(day('2027-03-06')).toEqual({ bookings: [], holds: [], marks: [], outside: [] });
});

test('a booked slot cannot be marked: a 409 that changes nothing', async () => {
  const refused = await mark(work.filmmaker, 'unavailable', {
    days: [
      { date: '2027-03-02', part: 'pm' },
      { date: '2027-03-06', part: 'full' },
    ],
  });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ status: 'booked', error: expect.stringContaining('2027-03-02') });
  const after = await calendar(undefined, work.filmmaker.entityId, '2027-03-06', '2027-03-06');
  expect(after.body.days[0]).toMatchObject({ am: 'free', pm: 'free' });
});

test('marks by half day: clearing one half of a whole day leaves the other, with its note', async () => {
  const marked = await mark(work.filmmaker, 'unavailable', {
    days: [{ date: '2027-03-08', part: 'full' }],
    note: 'School play',
  });
  expect(marked.body.days).toEqual([
    expect.objectContaining({ date: '2027-03-08', am: 'unavailable', pm: 'unavailable' }),
  ]);
  const cleared = await mark(work.filmmaker, 'available', { days: [{ date: '2027-03-08', part: 'am' }] });
  expect(cleared.status).toBe(200);
  expect(cleared.body.days[0]).toMatchObject({
    am: 'free',
    pm: 'unavailable',
    detail: { marks: [{ part: 'pm', note: 'School play' }] },
  });
  // Marking the half again, and then the whole day, stays one mark per slot.
  await mark(work.filmmaker, 'unavailable', { days: [{ date: '2027-03-08', part: 'am' }] });
  const whole = await mark(work.filmmaker, 'unavailable', { days: [{ date: '2027-03-08', part: 'full' }] });
  expect(whole.body.days[0]!.detail!.marks).toEqual([{ part: 'full', note: null }]);
  const free = await mark(work.filmmaker, 'available', { days: [{ date: '2027-03-08', part: 'full' }] });
  expect(free.body.days[0]).toMatchObject({ am: 'free', pm: 'free', detail: { marks: [] } });
  // Marking a day under a hold is the filmmaker's call; the hold still shows over the mark.
  const held = await mark(work.filmmaker, 'unavailable', { days: [{ date: '2027-03-03', part: 'full' }] });
  expect(held.body.days[0]).toMatchObject({ am: 'first_hold', pm: 'unavailable' });
  await mark(work.filmmaker, 'available', { days: [{ date: '2027-03-03', part: 'full' }] });
});

test('only a filmmaker marks, and only their own calendar', async () => {
  const days = [{ date: '2027-03-09', part: 'full' }];
  expect((await mark(undefined, 'unavailable', { days })).status).toBe(401);
  expect((await mark(work.client, 'unavailable', { days })).status).toBe(403);
  // Naming another filmmaker is refused, not ignored (decision 0056), and marks nobody's day.
  expect(
    (await mark(otherFilmmaker, 'unavailable', { days, filmmaker_id: work.filmmaker.entityId })).status,
  ).toBe(400);
  for (const filmmaker of [work.filmmaker, otherFilmmaker]) {
    expect(
      (await calendar(undefined, filmmaker.entityId, '2027-03-09', '2027-03-09')).body.days[0],
    ).toMatchObject({ am: 'free', pm: 'free' });
  }
  // Without the field the filmmaker marks their own calendar.
  expect((await mark(otherFilmmaker, 'unavailable', { days })).status).toBe(200);
  expect(
    (await calendar(undefined, otherFilmmaker.entityId, '2027-03-09', '2027-03-09')).body.days[0],
  ).toMatchObject({ am: 'unavailable', pm: 'unavailable' });
  await mark(otherFilmmaker, 'available', { days });
});

test('bad ranges are refused; a profile in setup is private but its owner still reads it', async () => {
  const id = work.filmmaker.entityId;
  expect((await calendar(undefined, id, '2027-03-01', '2027-06-30')).status).toBe(400);
  expect((await calendar(undefined, id, '2027-03-05', '2027-03-01')).status).toBe(400);
  expect(
    (await call(t, undefined, 'GET', '/availability?filmmaker_id=nope&from=2027-03-01&to=2027-03-02')).status,
  ).toBe(400);
  expect((await calendar(undefined, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  const draft = await hiringFilmmaker(t, { email: 'avail-draft@example.com', setup: false });
  expect((await calendar(undefined, draft.entityId)).status).toBe(404);
  expect((await calendar(work.client.token, draft.entityId)).status).toBe(404);
  expect((await calendar(draft.token, draft.entityId)).body.view).toBe('owner');
  const farAhead = await mark(work.filmmaker, 'unavailable', {
    days: [{ date: '2035-01-01', part: 'full' }],
  });
  expect(farAhead.status).toBe(400);
});

test('the talent search leaves out filmmakers who are not free all day on every date asked for', async () => {
  const maya = work.filmmaker.entityId;
  const sam = otherFilmmaker.entityId;
  // Booked, first-held (one half), second-held and marked days all leave Maya out; Sam is free.
  for (const dates of ['2027-03-01', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06,2027-03-05']) {
    const ids = await search(dates);
    expect(ids, dates).not.toContain(maya);
    expect(ids, dates).toContain(sam);
  }
  expect(await search('2027-03-06')).toEqual(expect.arrayContaining([maya, sam]));
  expect(await search('2027-03-06&available_on=2027-03-07')).toEqual(expect.arrayContaining([maya, sam]));
  // A cancelled booking or a released hold frees its days again.
  await t.database.db.update(holds).set({ status: 'released' }).where(eq(holds.id, holdIds.first));
  expect(await search('2027-03-03')).toContain(maya);
  await t.database.db.update(holds).set({ status: 'first' }).where(eq(holds.id, holdIds.first));
  // Too many dates, or not dates, are a 400.
  const many = Array.from({ length: 15 }, (_, index) => `2027-04-${String(index + 1).padStart(2, '0')}`);
  expect((await call(t, undefined, 'GET', `/talent?available_on=${many.join(',')}`)).status).toBe(400);
  expect((await call(t, undefined, 'GET', '/talent?available_on=tomorrow')).status).toBe(400);
  // Drafts never show, whatever the dates.
  const [draft] = await t.database.db
    .select({ id: filmmakers.id })
    .from(filmmakers)
    .where(eq(filmmakers.setup, false));
  if (draft) expect(await search('2027-03-06')).not.toContain(draft.id);
});
