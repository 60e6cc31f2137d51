import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Availability } from '@reelhire/shared/availability-api';
import type { CalendarFeed, OutsideCalendar, OutsideCalendarList } from '@reelhire/shared/calendar-feeds';
import type { TalentList } from '@reelhire/shared/talent';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { users } from '../../db/schema/auth.ts';
import { outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { loggableUrl } from '../../http/logger-options.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { bookedWork } from '../bookings/booking-test-kit.ts';
import { fullDays, holdAction, holdTerms, placeHoldAs } from '../holds/hold-test-kit.ts';
import { addOutsideCalendar } from './add-outside-calendar.ts';

// Decision 0092 through HTTP on a real database: the feed a calendar app reads, who can read it, and the
// outside calendars whose busy times block a filmmaker's days.

let t: TestApp;
let outside: Server;
let ics = '';
let status = 200;
let requests = 0;

beforeAll(async () => {
  outside = createServer((_, response) => {
    requests += 1;
    response.writeHead(status, { 'content-type': 'text/calendar' }).end(status === 200 ? ics : 'nope');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ env: { OUTSIDE_CALENDARS_PRIVATE_NETWORK: 'true' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => outside.close(resolve));
});

interface FeedEvent {
  summary: string;
  start: string;
  end: string;
  status: string;
  transp: string;
  uid: string;
  location: string | null;
}

/** Reads a feed as a calendar app would: through ical.js, every event with its all-day dates. */
function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .map((event) => ({
      summary: String(event.getFirstPropertyValue('summary')),
      start: String(event.getFirstPropertyValue('dtstart')),
      end: String(event.getFirstPropertyValue('dtend')),
      status: String(event.getFirstPropertyValue('status')),
      transp: String(event.getFirstPropertyValue('transp')),
      uid: String(event.getFirstPropertyValue('uid')),
      location: (event.getFirstPropertyValue('location') as string | null) ?? null,
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

async function readFeed(address: string) {
  const response = await t.app.inject({ method: 'GET', url: new URL(address).pathname });
  return { status: response.statusCode, type: response.headers['content-type'], text: response.body };
}

const send = (token: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

test('a filmmaker’s feed shows their booking and holds, a client’s only their own, and old addresses die', async () => {
  const work = await bookedWork(t, 'feed');
  const { filmmaker } = work;
  const other = await hiringClient(t, { email: 'feed-other@example.com', company: 'Beta Studio' });
  const third = await hiringClient(t, { email: 'feed-third@example.com', company: 'Gamma Ads' });
  const morning = await placeHoldAs(
    t,
    other,
    holdTerms(filmmaker.entityId, [{ date: '2027-04-01', part: 'am' }], { title: 'Product stills' }),
  );
  expect(morning.status).toBe(201);
  const run = await placeHoldAs(
    t,
    other,
    holdTerms(filmmaker.entityId, fullDays('2027-05-01', '2027-05-02', '2027-05-03'), {
      title: 'Music video',
    }),
  );
  expect(run.body.status).toBe('first');
  const behind = await placeHoldAs(
    t,
    third,
    holdTerms(filmmaker.entityId, fullDays('2027-05-02'), {
      title: 'Launch film',
      location: { remote: true },
    }),
  );
  expect(behind.body.status).toBe('second');
  // A released hold leaves the calendar.
  const gone = await placeHoldAs(
    t,
    third,
    holdTerms(filmmaker.entityId, fullDays('2027-06-01'), { title: 'Gone' }),
  );
  expect((await holdAction(t, third, gone.body.id, 'release')).status).toBe(200);

  expect((await call<CalendarFeed>(t, filmmaker.token, 'GET', '/calendar-feed')).body).toEqual({
    address: null,
    webcal_address: null,
    created_at: null,
    last_read_at: null,
  });
  const on = await call<CalendarFeed>(t, filmmaker.token, 'POST', '/calendar-feed');
  expect(on.status).toBe(200);
  const address = on.body.address!;
  expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[0-9a-f-]{36}\.[\w-]{43}\.ics$/);
  expect(on.body.webcal_address).toBe(address.replace(/^http:/, 'webcal:'));
  // The address never reaches a log line: whoever holds it reads the calendar.
  expect(loggableUrl(new URL(address).pathname)).toBe('/api/calendar/[redacted]');

  const feed = await readFeed(address);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  const events = eventsOf(feed.text);
  expect(
    events.map(({ summary, start, end, status: state, transp }) => [summary, start, end, state, transp]),
  ).toEqual([
    [`Booked: ${work.booking.title} · Northlight Films`, '2027-03-01', '2027-03-03', 'CONFIRMED', 'OPAQUE'],
    ['First hold: Product stills · Beta Studio (morning)', '2027-04-01', '2027-04-02', 'TENTATIVE', 'OPAQUE'],
    // Three days in a row are one event, as a shoot reads in a calendar.
    ['First hold: Music video · Beta Studio', '2027-05-01', '2027-05-04', 'TENTATIVE', 'OPAQUE'],
    ['Second hold: Launch film · Gamma Ads', '2027-05-02', '2027-05-03', 'TENTATIVE', 'TRANSPARENT'],
  ]);
  expect(events.every((event) => event.uid.endsWith(`@${new URL(address).host}`))).toBe(true);
  expect(events.find((event) => event.summary.startsWith('Second'))?.location).toBe('Remote');
  const read = await call<CalendarFeed>(t, filmmaker.token, 'GET', '/calendar-feed');
  expect(read.body.address).toBe(address);
  expect(read.body.last_read_at).not.toBeNull();

  // The hiring client's feed has the booking under the filmmaker's name, and nothing of the others'.
  const clientFeed = await call<CalendarFeed>(t, work.client.token, 'POST', '/calendar-feed');
  expect(eventsOf((await readFeed(clientFeed.body.address!)).text).map((event) => event.summary)).toEqual([
    `Booked: ${work.booking.title} · Maya Okafor`,
  ]);
  const thirdFeed = await call<CalendarFeed>(t, third.token, 'POST', '/calendar-feed');
  expect(eventsOf((await readFeed(thirdFeed.body.address!)).text).map((event) => event.summary)).toEqual([
    'Second hold: Launch film · Maya Okafor',
  ]);

  // A forged or altered address is a 404 like a missing one; so is a feed id signed for nobody.
  const path = new URL(address).pathname;
  const altered = path.replace(/\.([\w-])/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
  for (const url of [
    altered,
    path.replace('.ics', ''),
    '/api/calendar/nope.ics',
    `${path.split('.')[0]}.ics`,
  ]) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  }

  // A suspended account's feed answers nothing while the suspension lasts (decision 0064).
  const suspend = (at: Date | null) =>
    t.database.db.update(users).set({ suspendedAt: at }).where(eq(users.id, filmmaker.userId));
  await suspend(new Date());
  expect((await readFeed(address)).status).toBe(404);
  await suspend(null);
  expect((await readFeed(address)).status).toBe(200);

  // Renewing kills the old address; turning off kills the new one.
  const renewed = await call<CalendarFeed>(t, filmmaker.token, 'POST', '/calendar-feed');
  expect(renewed.body.address).not.toBe(address);
  expect((await readFeed(address)).status).toBe(404);
  expect((await readFeed(renewed.body.address!)).status).toBe(200);
  const off = await send(filmmaker.token, 'DELETE', '/calendar-feed');
  expect(off.json()).toMatchObject({ address: null });
  expect((await readFeed(renewed.body.address!)).status).toBe(404);
  expect((await call(t, undefined, 'GET', '/calendar-feed')).status).toBe(401);
});

const VCALENDAR = (events: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Studio diary//EN', events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const allDay = (uid: string, date: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART;VALUE=DATE:${date}\r\nSUMMARY:Busy\r\nEND:VEVENT`;
const afternoon = (uid: string, date: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:${date}T140000\r\nDTEND:${date}T160000\r\nSUMMARY:Edit\r\nEND:VEVENT`;

test('an outside calendar blocks the days it is busy on, for holds and the search too, until it frees them', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'outside-maya@example.com', name: 'Ola Outside' });
  const stranger = await hiringFilmmaker(t, { email: 'outside-sam@example.com', name: 'Sam Reed' });
  const client = await hiringClient(t, { email: 'outside-client@example.com' });
  const address = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/private/abc123/basic.ics`;
  ics = VCALENDAR(
    [
      allDay('shoot-1@example.com', '20270610'),
      afternoon('edit-1@example.com', '20270611'),
      // Reelhire's own event copied back into the outside calendar blocks nothing.
      allDay(`booking-x-2027-06-12-full@localhost:${new URL(t.config.publicUrl).port}`, '20270612'),
    ].join('\r\n'),
  );

  const added = await call<OutsideCalendar>(t, filmmaker.token, 'POST', '/outside-calendars', {
    label: 'Studio diary',
    address,
  });
  expect(added.status).toBe(201);
  expect(added.body).toMatchObject({
    label: 'Studio diary',
    host: '127.0.0.1',
    busy_slots: 2,
    sync_error: null,
  });
  expect(JSON.stringify(added.body)).not.toContain('abc123');

  const calendarOf = async (token: string | undefined) =>
    (
      await call<Availability>(
        t,
        token,
        'GET',
        `/availability?filmmaker_id=${filmmaker.entityId}&from=2027-06-10&to=2027-06-12`,
      )
    ).body;
  const own = await calendarOf(filmmaker.token);
  expect(own.days.map((day) => [day.date, day.am, day.pm])).toEqual([
    ['2027-06-10', 'unavailable', 'unavailable'],
    ['2027-06-11', 'free', 'unavailable'],
    ['2027-06-12', 'free', 'free'],
  ]);
  expect(own.days[1]!.detail?.outside).toEqual([{ part: 'pm', calendar: 'Studio diary' }]);
  // Clients see busy, never which calendar or why.
  const seen = await calendarOf(client.token);
  expect(seen.days[0]).toEqual({ date: '2027-06-10', am: 'unavailable', pm: 'unavailable' });

  // Holds and the "available on" search both respect it.
  const refused = await placeHoldAs(t, client, holdTerms(filmmaker.entityId, fullDays('2027-06-10')));
  expect(refused).toMatchObject({ status: 409, body: { details: { reason: 'unavailable' } } });
  const search = async () =>
    (
      await call<TalentList>(t, client.token, 'GET', '/talent?available_on=2027-06-10&limit=50')
    ).body.items.map((item) => item.id);
  expect(await search()).not.toContain(filmmaker.entityId);
  expect(await search()).toContain(stranger.entityId);

  // Nobody else reads, refreshes or removes it; a client has no outside calendars at all.
  expect(
    (await call<OutsideCalendarList>(t, stranger.token, 'GET', '/outside-calendars')).body.items,
  ).toEqual([]);
  expect((await call(t, stranger.token, 'POST', `/outside-calendars/${added.body.id}/sync`)).status).toBe(
    404,
  );
  expect((await send(stranger.token, 'DELETE', `/outside-calendars/${added.body.id}`)).statusCode).toBe(404);
  expect((await call(t, client.token, 'GET', '/outside-calendars')).status).toBe(403);

  // "Sync now" right after a read is refused for a minute; a minute later it reads again.
  const tooSoon = await call(t, filmmaker.token, 'POST', `/outside-calendars/${added.body.id}/sync`);
  expect(tooSoon).toMatchObject({
    status: 429,
    body: { error: expect.stringContaining('less than a minute ago') },
  });
  const aMinuteLater = () =>
    t.database.db
      .update(outsideCalendars)
      .set({ nextSyncAt: sql`${outsideCalendars.nextSyncAt} - interval '1 minute'` })
      .where(eq(outsideCalendars.id, added.body.id));
  await aMinuteLater();

  // The day is freed in the outside calendar: "Sync now" frees it here.
  ics = VCALENDAR(afternoon('edit-1@example.com', '20270611'));
  const synced = await call<OutsideCalendar>(
    t,
    filmmaker.token,
    'POST',
    `/outside-calendars/${added.body.id}/sync`,
  );
  expect(synced.body).toMatchObject({ busy_slots: 1, sync_error: null });
  expect((await calendarOf(filmmaker.token)).days[0]).toMatchObject({ am: 'free', pm: 'free' });

  // An address that stops answering keeps the last good busy days and says why.
  await aMinuteLater();
  status = 500;
  const failed = await call<OutsideCalendar>(
    t,
    filmmaker.token,
    'POST',
    `/outside-calendars/${added.body.id}/sync`,
  );
  expect(failed.body).toMatchObject({ busy_slots: 1, sync_error: 'The address answered 500' });
  expect((await calendarOf(filmmaker.token)).days[1]).toMatchObject({ pm: 'unavailable' });
  status = 200;

  // Bad addresses are refused with the reason, and nothing is saved.
  const before = requests;
  const ftp = await call(t, filmmaker.token, 'POST', '/outside-calendars', {
    label: 'X',
    address: 'ftp://example.com/a.ics',
  });
  expect(ftp.status).toBe(400);
  expect(requests).toBe(before);
  status = 404;
  const missing = await call(t, filmmaker.token, 'POST', '/outside-calendars', { label: 'Old', address });
  expect(missing).toMatchObject({ status: 400, body: { error: 'The address answered 404' } });
  status = 200;
  ics = 'this is not a calendar';
  const junk = await call(t, filmmaker.token, 'POST', '/outside-calendars', { label: 'Junk', address });
  expect(junk.status).toBe(400);
  ics = VCALENDAR(afternoon('edit-1@example.com', '20270611'));
  expect(
    (await call<OutsideCalendarList>(t, filmmaker.token, 'GET', '/outside-calendars')).body.items,
  ).toHaveLength(1);
  // Where this server may not fetch its own network (production), a loopback address is refused.
  await expect(
    addOutsideCalendar({
      db: t.database.db,
      filmmakerId: filmmaker.entityId,
      label: 'Local',
      address,
      settings: { privateNetwork: false, uidDomain: 'localhost' },
    }),
  ).rejects.toMatchObject({ statusCode: 400 });

  // Removing it frees its days.
  expect((await send(filmmaker.token, 'DELETE', `/outside-calendars/${added.body.id}`)).statusCode).toBe(204);
  expect((await calendarOf(filmmaker.token)).days[1]).toMatchObject({ pm: 'free' });
});
