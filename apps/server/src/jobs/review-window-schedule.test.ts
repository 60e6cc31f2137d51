import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { reviews } from '../db/schema/reviews.ts';
import { call, queuedEmails } from '../modules/applications/hiring-test-kit.ts';
import { bookedWork } from '../modules/bookings/booking-test-kit.ts';
import { completeBooking, reviewEvents } from '../modules/reviews/review-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scheduleReviewWindows } from './review-window-schedule.ts';

// The review windows close from the job queue, once, with two server processes each running the schedule
// (decision 0060). On PostgreSQL each schedule has its own pool, as two processes would; on PGlite both
// share the database and still tick at the same moments.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('two processes remind once, then publish the sealed review once and lapse the unwritten side once', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'window-sched');
  await completeBooking(t, client, filmmaker, booking);
  const written = await call(t, filmmaker.token, 'POST', '/reviews', {
    booking_id: booking.id,
    rating: 4,
    body: 'A clear brief and paid on the day the work was approved.',
    scores: { clarity_of_brief: 4, payment: 5, communication: 4 },
  });
  expect(written.status).toBe(201);
  const rows = await t.database.db
    .select({ id: reviews.id, role: reviews.reviewerRole })
    .from(reviews)
    .where(eq(reviews.bookingId, booking.id));
  const byRole = Object.fromEntries(rows.map((row) => [row.role, row.id]));
  const setWindow = (closesIn: string) =>
    t.database.db.execute(
      sql`update reviews set window_closes_at = now() + ${closesIn}::interval where booking_id = ${booking.id}`,
    );

  const logger = pino({ level: 'silent' });
  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  const run = async (until: () => Promise<void>) => {
    const schedules = [t.database.db, otherProcess?.db ?? t.database.db].map((db) =>
      scheduleReviewWindows({ db, logger, initialDelayMs: 0, intervalMs: 20 }),
    );
    try {
      await vi.waitFor(until, { timeout: 20_000, interval: 50 });
      // Let both schedules tick a few more times over what is settled.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
    }
  };
  try {
    // Two days left: the client, who has not written, is reminded, once.
    await setWindow('2 days');
    await run(async () => {
      expect(await queuedEmails(t, client.email, 'review_reminder')).toHaveLength(1);
    });
    expect(await queuedEmails(t, client.email, 'review_reminder')).toHaveLength(1);
    expect(await queuedEmails(t, filmmaker.email, 'review_reminder')).toEqual([]);

    // The window has closed.
    await setWindow('-1 minute');
    await run(async () => {
      expect(await reviewEvents(t, byRole.client!)).toContain('lapse:system');
      expect(await reviewEvents(t, byRole.filmmaker!)).toContain('publish:system');
    });
  } finally {
    await otherProcess?.close();
  }
  expect(await reviewEvents(t, byRole.client!)).toEqual(['for_client:system', 'lapse:system']);
  expect(await reviewEvents(t, byRole.filmmaker!)).toEqual([
    'for_filmmaker:system',
    'write:filmmaker',
    'publish:system',
  ]);
}, 120_000);
