import type { Booking } from '@reelhire/shared/booking-records';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { bookingMilestones } from '../db/schema/bookings.ts';
import { hiringEvents } from '../db/schema/hiring.ts';
import { call, queuedEmails } from '../modules/applications/hiring-test-kit.ts';
import { bookedWork, delivery, milestoneAction } from '../modules/bookings/booking-test-kit.ts';
import { balanceOf, fundMilestone } from '../modules/earnings/money-test-kit.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runMoneyOnce } from './money-schedule.ts';

// The earning side's sweeps (decision 0043) from two server processes at once: on PostgreSQL each has its
// own connection pool, as two processes would; on PGlite both share the database. Each reminder, each
// automatic approval and release, and each release becoming available happens once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const logger = pino({ level: 'silent' });

async function submittedDaysAgo(milestoneId: string, days: number) {
  await t.database.db
    .update(bookingMilestones)
    .set({ submittedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(bookingMilestones.id, milestoneId));
}

async function approvals(milestoneId: string) {
  const rows = await t.database.db
    .select({ actor: hiringEvents.actor })
    .from(hiringEvents)
    .where(and(eq(hiringEvents.recordId, milestoneId), eq(hiringEvents.transition, 'approve')));
  return rows.map((row) => row.actor);
}

test('two processes remind once, auto-release an unanswered delivery once, and make its earnings available once', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'money-sweeps');
  const [deposit, shoot] = booking.milestones as [Booking['milestones'][0], Booking['milestones'][0]];
  const { db } = t.database;
  // Both are funded: Reelhire never approves unfunded work on its own (decision 0052).
  for (const milestone of [deposit, shoot]) {
    await fundMilestone(db, {
      clientId: booking.client_id,
      milestoneId: milestone.id,
      currency: 'GBP',
      amountMinor: milestone.amount_minor,
    });
  }
  await milestoneAction(t, filmmaker, deposit.id, 'submit', delivery);
  await milestoneAction(t, filmmaker, shoot.id, 'submit', delivery);
  await submittedDaysAgo(deposit.id, 15); // past the 14 days: released
  await submittedDaysAgo(shoot.id, 12); // within the last 3 days before release: reminded

  const otherProcess = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  const pools = [db, otherProcess?.db ?? db];
  try {
    await Promise.all(pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger })));
    await Promise.all(pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger })));

    const after = (await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`)).body;
    expect(after.milestones[0]).toMatchObject({
      status: 'approved',
      release: { amount_minor: 40_000, fee_minor: 4_000, earned_minor: 36_000, automatic: true },
    });
    expect(after.milestones[1]!.status).toBe('submitted');
    expect(await approvals(deposit.id)).toEqual(['system']);
    expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(36_000);
    expect(await queuedEmails(t, filmmaker.email, 'deliverable_approved')).toEqual([
      expect.objectContaining({ deliverableTitle: deposit.title, automatic: true }),
    ]);
    const reminders = (await queuedEmails(t, client.email, 'deliverable_submitted')).filter(
      (email) => email.autoReleaseOn,
    );
    expect(reminders).toEqual([
      expect.objectContaining({
        deliverableTitle: shoot.title,
        autoReleaseOn: new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10),
      }),
    ]);

    // Four days on: the hold is over, and the reminded delivery is past its own deadline too.
    const later = new Date(Date.now() + 4 * DAY_MS);
    await Promise.all(pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger, now: later })));
    await Promise.all(pools.map((pool) => runMoneyOnce({ db: pool, config: t.config, logger, now: later })));
  } finally {
    await otherProcess?.close();
  }
  // The reminded shoot days were approved automatically once and released once; the same pass, four days
  // on, also counts their hold as over (the release is stamped with the database's clock).
  expect(await approvals(shoot.id)).toEqual(['system']);
  const done = (await call<Booking>(t, client.token, 'GET', `/bookings/${booking.id}`)).body;
  expect(done.milestones[1]).toMatchObject({
    status: 'approved',
    release: { amount_minor: shoot.amount_minor, automatic: true },
  });
  expect(await balanceOf(db, 'filmmaker_pending', booking.filmmaker_id)).toBe(0);
  expect(await balanceOf(db, 'filmmaker_available', booking.filmmaker_id)).toBe(
    36_000 + done.milestones[1]!.release!.earned_minor,
  );
  expect(done.status).toBe('completed');
  const check = await checkLedger({ db });
  expect([...check.mismatchedAccounts, ...check.unbalancedTransactions, ...check.negativeAccounts]).toEqual(
    [],
  );
}, 120_000);

test('a delivery the client answered with an extra revision is not released automatically', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'money-answered');
  const milestone = booking.milestones[0]!;
  await milestoneAction(t, filmmaker, milestone.id, 'submit', delivery);
  // No revisions are included, so this one waits for the filmmaker: the client has answered.
  const asked = await milestoneAction(t, client, milestone.id, 'request_revision', {
    comments: 'Warmer grade',
  });
  expect(asked.status).toBe(200);
  await submittedDaysAgo(milestone.id, 20);
  await runMoneyOnce({ db: t.database.db, config: t.config, logger });
  expect(await approvals(milestone.id)).toEqual([]);
  expect(
    (await queuedEmails(t, client.email, 'deliverable_submitted')).filter((email) => email.autoReleaseOn),
  ).toEqual([]);
}, 60_000);
