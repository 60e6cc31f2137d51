import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { AUTH_RATE_LIMITS } from '../modules/auth/rate-limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long rows that only grow are kept (decision 0068), in one place. Each is the window in which the row
 * still changes an answer; past it nothing reads the row and the hourly housekeeping deletes it.
 */
export const RETENTION_WINDOWS = {
  /**
   * An Idempotency-Key of a money-moving call (decision 0047) replays the first call's answer for this
   * long. A client retries a lost answer within minutes; 30 days also covers a phone that was offline for
   * weeks. A retry after this runs the call again, and the booking's state machine and the ledger's own
   * keys refuse to move the money twice, so the window bounds the table, not the safety of money.
   */
  idempotentCallReplayMs: 30 * DAY_MS,
  /**
   * A failed password sign-in counts for `forgetAfterSeconds` (decision 0055); the longest lock is
   * shorter, so a row whose last failure is older than this neither counts nor locks anything.
   */
  signInFailureMs:
    Math.max(
      AUTH_RATE_LIMITS.signInPerAccount.forgetAfterSeconds,
      AUTH_RATE_LIMITS.signInPerAccount.maxDelaySeconds,
    ) * 1000,
} as const;

export interface PruneExpiredRowsOptions {
  db: Db;
  now: Date;
}

export interface PrunedRows {
  idempotentCalls: number;
  signInFailures: number;
}

/**
 * Deletes idempotency keys past their replay window and sign-in failures past their throttle window, and
 * says how many went. Both deletes are safe when two processes run them at once (each row goes once); the
 * housekeeping pass also takes an advisory lock, so only one process does the work each time.
 */
export async function pruneExpiredRows({ db, now }: PruneExpiredRowsOptions): Promise<PrunedRows> {
  const keysBefore = new Date(now.getTime() - RETENTION_WINDOWS.idempotentCallReplayMs).toISOString();
  const failuresBefore = new Date(now.getTime() - RETENTION_WINDOWS.signInFailureMs).toISOString();
  const idempotentCalls = await countDeleted(
    db,
    sql`delete from idempotent_calls where created_at < ${keysBefore}::timestamptz returning 1`,
  );
  // A row still locking its account is kept whatever its age (only possible if the windows change).
  const signInFailures = await countDeleted(
    db,
    sql`delete from sign_in_failures
        where last_failed_at < ${failuresBefore}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        returning 1`,
  );
  return { idempotentCalls, signInFailures };
}

/** Runs a `delete … returning` and answers how many rows it deleted, without reading them back. */
async function countDeleted(db: Db, deletion: SQL): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`with gone as (${deletion}) select count(*)::int as deleted from gone`,
  );
  return row?.deleted ?? 0;
}
