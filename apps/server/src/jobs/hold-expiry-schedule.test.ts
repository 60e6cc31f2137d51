import type { Hold } from '@reelhire/shared/hold-records';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { holds } from '../db/schema/holds.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  queuedEmails,
} from '../modules/applications/hiring-test-kit.ts';
import { fullDays, holdEvents, holdTerms, placeHoldAs } from '../modules/holds/hold-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { scheduleHoldExpiry } from './hold-expiry-schedule.ts';

// Expiry runs from the job queue, once, with two server processes each running the schedule (issue 13).
// On PostgreSQL each schedule has its own connection pool, as two processes would; on PGlite (one
// process only) both share the database and still tick at the same moments.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

test('two processes running the hold expiry schedule expire a lapsed first hold once and promote the second once', async () => {
  const clientA = await hiringClient(t, { email: 'sched-a@example.com', company: 'Alpha Films' });
  const clientB = await hiringClient(t, { email: 'sched-b@example.com', company: 'Beta Studio' });
  const filmmaker = await hiringFilmmaker(t, { email: 'sched-maya@example.com' });
  const days = fullDays('2031-02-10');
  const first = (await placeHoldAs(t, clientA, holdTerms(filmmaker.entityId, days))).body;
  const second = (await placeHoldAs(t, clientB, holdTerms(filmmaker.entityId, days))).body;
  // Its 72 hours are over.
  await t.database.db
    .update(holds)
    .set({ confirmBy: new Date(Date.now() - 60_000) })
    .where(eq(holds.id, first.id));

  const logger = pino({ level: 'silent' });
  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  const schedules = [t.database.db, otherProcess?.db ?? t.database.db].map((db) =>
    scheduleHoldExpiry({ db, logger, initialDelayMs: 0, intervalMs: 20 }),
  );
  try {
    await vi.waitFor(
      async () => {
        const { body } = await call<Hold>(t, clientA.token, 'GET', `/holds/${first.id}`);
        expect(body.status).toBe('expired');
      },
      { timeout: 20_000, interval: 50 },
    );
    // Let both schedules tick a few more times over the settled holds.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    await otherProcess?.close();
  }

  expect((await call<Hold>(t, clientB.token, 'GET', `/holds/${second.id}`)).body.status).toBe('first');
  expect(await holdEvents(t, first.id)).toEqual(['place:client', 'expire:system']);
  expect(await holdEvents(t, second.id)).toEqual(['behind_first_hold:client', 'promote:system']);
  expect(await queuedEmails(t, clientB.email, 'booking_confirmation')).toHaveLength(1);
}, 120_000);
