import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { idempotentTransaction } from '../db/idempotent-transaction.ts';
import { signInFailures, users } from '../db/schema/auth.ts';
import { idempotentCalls } from '../db/schema/idempotency.ts';
import { assertSignInAllowed, recordSignInFailure } from '../modules/auth/sign-in-throttle.ts';
import { createPgliteDatabase, createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { runHousekeepingOnce, scheduleHousekeeping } from './housekeeping-schedule.ts';
import { RETENTION_WINDOWS } from './prune-expired-rows.ts';

// Decision 0068: rows that only grow are deleted past their windows, once across processes, and the
// embedded database is vacuumed because PGlite has no autovacuum.

const DAY = 24 * 60 * 60 * 1000;
let t: TestDatabase;
let userId: string;

beforeAll(async () => {
  t = await createTestDatabase();
  const [user] = await t.db
    .insert(users)
    .values({ email: 'housekeeping@example.com' })
    .returning({ id: users.id });
  userId = user!.id;
}, 120_000);
afterAll(() => t?.close());

/** An approval-like money call: `runs` counts how often its work really ran. */
function moneyCall(key: string, runs: { count: number }) {
  return idempotentTransaction(
    t.db,
    { userId, key, operation: 'milestones.approve', request: { milestone: 'm1' } },
    async () => {
      runs.count += 1;
      return { booking: 'b1' };
    },
  );
}

const ageKey = (key: string, ageMs: number) =>
  t.db.execute(
    sql`update idempotent_calls set created_at = ${new Date(Date.now() - ageMs).toISOString()}::timestamptz
        where key = ${key}`,
  );

test('keys past the replay window go, a key within it stays and still replays', async () => {
  const runs = { count: 0 };
  await moneyCall('old-key-0001', runs);
  await moneyCall('fresh-key-001', runs);
  await ageKey('old-key-0001', RETENTION_WINDOWS.idempotentCallReplayMs + DAY);
  await ageKey('fresh-key-001', RETENTION_WINDOWS.idempotentCallReplayMs - DAY);

  const { pruned } = await runHousekeepingOnce({ database: t, now: new Date() });
  expect(pruned).toEqual({ idempotentCalls: 1, signInFailures: 0 });
  const kept = await t.db.select({ key: idempotentCalls.key }).from(idempotentCalls);
  expect(kept.map((row) => row.key)).toEqual(['fresh-key-001']);

  // A retry within the window answers from the first call without running it again.
  expect(await moneyCall('fresh-key-001', runs)).toEqual({ result: { booking: 'b1' }, replayed: true });
  expect(runs.count).toBe(2);
});

test('sign-in failures past the throttle window go; recent ones stay and still lock the account', async () => {
  const now = new Date();
  const longAgo = new Date(now.getTime() - RETENTION_WINDOWS.signInFailureMs - 60_000);
  await recordSignInFailure(t.db, 'forgotten@example.com', longAgo);
  for (let attempt = 0; attempt < 6; attempt += 1) await recordSignInFailure(t.db, 'locked@example.com', now);
  await expect(assertSignInAllowed(t.db, 'locked@example.com', now)).rejects.toMatchObject({ status: 429 });

  const { pruned } = await runHousekeepingOnce({ database: t, now });
  expect(pruned).toEqual({ idempotentCalls: 0, signInFailures: 1 });
  const kept = await t.db.select({ account: signInFailures.account }).from(signInFailures);
  expect(kept.map((row) => row.account)).toEqual(['locked@example.com']);
  await expect(assertSignInAllowed(t.db, 'locked@example.com', now)).rejects.toMatchObject({ status: 429 });
});

test.runIf(process.env.TEST_DATABASE_URL)(
  'while one process prunes, another process skips its pass (PostgreSQL: PGlite has one connection)',
  async () => {
    const other: Database = await openDatabase({ databaseUrl: t.url });
    try {
      const runs = { count: 0 };
      await moneyCall('race-key-0001', runs);
      await ageKey('race-key-0001', RETENTION_WINDOWS.idempotentCallReplayMs + DAY);
      // Process one is inside its pass (holding the lock) when process two's pass starts.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const first = t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7301943::bigint)`);
        locked();
        await held;
      });
      await lockTaken;
      expect((await runHousekeepingOnce({ database: other, now: new Date() })).pruned).toBeUndefined();
      release();
      await first;
      expect((await runHousekeepingOnce({ database: other, now: new Date() })).pruned).toEqual({
        idempotentCalls: 1,
        signInFailures: 0,
      });
    } finally {
      await other.close();
    }
  },
);

/** How many times the users table has been vacuumed and analysed by hand (PostgreSQL's own statistics). */
async function manualVacuums(database: Pick<Database, 'db'>) {
  const [row] = await queryRows<{ vacuums: number; analyses: number }>(
    database.db,
    sql`select vacuum_count::int as vacuums, analyze_count::int as analyses
        from pg_stat_user_tables where relname = 'users'`,
  );
  return row!;
}

test('the schedule vacuums an embedded PGlite database, and never a PostgreSQL server', async () => {
  const logger = pino({ level: 'silent' });
  const embedded = t.driver === 'pglite' ? t : await createPgliteDatabase();
  try {
    const before = await manualVacuums(embedded);
    const schedule = scheduleHousekeeping({ database: embedded, logger, initialDelayMs: 0, intervalMs: 20 });
    try {
      await vi.waitFor(
        async () => expect((await manualVacuums(embedded)).vacuums).toBeGreaterThan(before.vacuums),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
    } finally {
      await schedule.stop();
    }
    expect((await manualVacuums(embedded)).analyses).toBeGreaterThan(before.analyses);

    // The same database presented as a PostgreSQL server's: its autovacuum is left to do the work.
    const asServer = { db: embedded.db, driver: 'postgres' as const };
    const quiet = await manualVacuums(embedded);
    expect(await runHousekeepingOnce({ database: asServer, now: new Date() })).toMatchObject({
      vacuumed: false,
    });
    expect(await manualVacuums(embedded)).toEqual(quiet);
  } finally {
    if (embedded !== t) await embedded.close();
  }
});

test.runIf(process.env.TEST_DATABASE_URL)(
  'on a real PostgreSQL server the pass issues no VACUUM',
  async () => {
    // a server only
    const before = await manualVacuums(t);
    expect(await runHousekeepingOnce({ database: t, now: new Date() })).toMatchObject({ vacuumed: false });
    expect((await manualVacuums(t)).vacuums).toBe(before.vacuums);
  },
);
