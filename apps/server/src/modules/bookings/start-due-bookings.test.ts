import type { Booking } from '@reelhire/shared/booking-records';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../applications/hiring-test-kit.ts';
import { bookedWork } from './booking-test-kit.ts';
import { startDueBookings } from './start-due-bookings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('a confirmed booking goes in progress on its first day, once, even with two sweeps at once', async () => {
  const early = await bookedWork(t, 'start-early', { start_date: '2027-03-01', end_date: '2027-03-02' });
  const later = await bookedWork(t, 'start-later', { start_date: '2027-05-01', end_date: '2027-05-02' });

  expect(await startDueBookings({ db: t.database.db, today: '2027-02-28' })).toEqual({ started: 0 });

  // Two sweeps at once, as from two server processes (two connections on PostgreSQL).
  const other = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  try {
    const results = await Promise.all([
      startDueBookings({ db: t.database.db, today: '2027-03-01' }),
      startDueBookings({ db: other?.db ?? t.database.db, today: '2027-03-01' }),
    ]);
    expect(results[0].started + results[1].started).toBe(1);
  } finally {
    await other?.close();
  }

  const started = (await call<Booking>(t, early.filmmaker.token, 'GET', `/bookings/${early.booking.id}`))
    .body;
  expect(started.status).toBe('in_progress');
  // Reelhire starts the first milestone with it; the next waits for the filmmaker.
  expect(started.milestones.map((m) => m.status)).toEqual(['in_progress', 'pending']);
  expect(started.timeline.filter((e) => e.transition === 'start' && e.record_type === 'booking')).toEqual([
    expect.objectContaining({ actor: 'system', actor_name: 'Reelhire', from_status: 'confirmed' }),
  ]);
  const waiting = (await call<Booking>(t, later.client.token, 'GET', `/bookings/${later.booking.id}`)).body;
  expect(waiting.status).toBe('confirmed');
  // A later run finds nothing left to do.
  expect(await startDueBookings({ db: t.database.db, today: '2027-03-02' })).toEqual({ started: 0 });
});
