import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client.ts';
import { pruneExpiredRows, type PrunedRows } from './prune-expired-rows.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

/** Held by the process doing this pass's pruning; another process's pass finds it taken and skips. */
const HOUSEKEEPING_LOCK_ID = 7_301_943;

export interface HousekeepingOptions {
  database: Pick<Database, 'db' | 'driver'>;
  now: Date;
}

export interface Housekeeping {
  /** What was deleted, or undefined when another process was already pruning. */
  pruned: PrunedRows | undefined;
  /** Whether VACUUM ANALYZE ran (embedded PGlite only). */
  vacuumed: boolean;
}

/**
 * PGlite runs PostgreSQL without its background workers, so nothing vacuums or analyses the embedded
 * database: dead rows pile up and the planner's statistics go stale (decision 0068). A PostgreSQL server
 * has autovacuum, which does this better and without blocking, so there this does nothing.
 */
export async function vacuumEmbeddedDatabase(database: Pick<Database, 'db' | 'driver'>): Promise<boolean> {
  if (database.driver !== 'pglite') return false;
  await database.db.execute(sql`vacuum analyze`);
  return true;
}

/**
 * One housekeeping pass (decision 0068): delete the rows past their retention window, in a transaction
 * holding an advisory lock so that with several processes one does it, then vacuum an embedded database.
 */
export async function runHousekeepingOnce({ database, now }: HousekeepingOptions): Promise<Housekeeping> {
  const pruned = await database.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_ID}::bigint) as locked`,
    );
    return lock?.locked ? pruneExpiredRows({ db: tx, now }) : undefined;
  });
  // VACUUM cannot run inside a transaction block: after the pruning, so it also reclaims what went.
  const vacuumed = await vacuumEmbeddedDatabase(database);
  return { pruned, vacuumed };
}

export interface HousekeepingScheduleOptions {
  database: Pick<Database, 'db' | 'driver'>;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  intervalMs?: number;
}

/** Runs the housekeeping pass hourly in every process; the advisory lock keeps the pruning to one. */
export function scheduleHousekeeping({
  database,
  logger,
  initialDelayMs = 90_000,
  intervalMs = 60 * 60_000,
}: HousekeepingScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'housekeeping',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      const { pruned, vacuumed } = await runHousekeepingOnce({ database, now: new Date() });
      if (pruned && (pruned.idempotentCalls > 0 || pruned.signInFailures > 0)) {
        logger.info(pruned, 'deleted idempotency keys and sign-in failures past their windows');
      }
      if (vacuumed) logger.debug('vacuumed and analysed the embedded database');
    },
  });
}
