import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@reelhire/shared/availability';
import { utcToday } from '@reelhire/shared/booking-days';
import { eq } from 'drizzle-orm';
import { outsideBusySlots, outsideCalendars } from '../../db/schema/calendar-feeds.ts';
import { users } from '../../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { syncDueOutsideCalendars } from './sync-due-outside-calendars.ts';

// Decision 0092's schedule: each due outside calendar is read once a round, even with two passes at once
// (two server processes; on PostgreSQL in CI, where the passes really overlap), and a suspended
// filmmaker's calendars are not read.

let t: TestApp;
let outside: Server;
let reads = 0;
// A day in the coming year, when outside calendars' busy times count.
const busyDay = addDays(utcToday(), 10);
beforeAll(async () => {
  outside = createServer((_, response) => {
    reads += 1;
    response
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a@example.com\r\n' +
          `DTSTAMP:20300101T000000Z\r\nDTSTART;VALUE=DATE:${busyDay.replaceAll('-', '')}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
      );
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => outside.close(resolve));
});

test('two passes at once read each due calendar once, and a suspended filmmaker’s not at all', async () => {
  const address = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/cal.ics`;
  const calendarOf = async (email: string) => {
    const filmmaker = await hiringFilmmaker(t, { email });
    const [row] = await t.database.db
      .insert(outsideCalendars)
      .values({
        filmmakerId: filmmaker.entityId,
        label: 'Diary',
        address,
        nextSyncAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: outsideCalendars.id });
    return { filmmaker, id: row!.id };
  };
  const due = await Promise.all([calendarOf('sched-a@example.com'), calendarOf('sched-b@example.com')]);
  const suspended = await calendarOf('sched-sus@example.com');
  await t.database.db
    .update(users)
    .set({ suspendedAt: new Date() })
    .where(eq(users.id, suspended.filmmaker.userId));

  const settings = { privateNetwork: true, uidDomain: 'reelhire.test' };
  const passes = await Promise.all([
    syncDueOutsideCalendars({ db: t.database.db, settings, batchSize: 10 }),
    syncDueOutsideCalendars({ db: t.database.db, settings, batchSize: 10 }),
  ]);
  expect(passes.reduce((sum, pass) => sum + pass.claimed, 0)).toBe(2);
  expect(reads).toBe(2);
  for (const calendar of due) {
    const slots = await t.database.db
      .select()
      .from(outsideBusySlots)
      .where(eq(outsideBusySlots.calendarId, calendar.id));
    expect(slots.map((slot) => [slot.date, slot.part])).toEqual([[busyDay, 'full']]);
  }
  const [suspendedRow] = await t.database.db
    .select({ syncedAt: outsideCalendars.syncedAt })
    .from(outsideCalendars)
    .where(eq(outsideCalendars.id, suspended.id));
  expect(suspendedRow!.syncedAt).toBeNull();
  // The next round is not due yet: a third pass reads nothing.
  expect((await syncDueOutsideCalendars({ db: t.database.db, settings, batchSize: 10 })).claimed).toBe(0);
});
