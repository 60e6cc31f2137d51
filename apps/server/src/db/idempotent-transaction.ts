import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { idempotencyKeyReused } from '../http/idempotency-key.ts';
import type { Db } from './client.ts';
import { idempotentCalls } from './schema/idempotency.ts';

/** A money-moving call as its caller named it (decision 0047). */
export interface IdempotentCall {
  userId: string;
  /** The caller's Idempotency-Key. */
  key: string;
  /** Which call (`milestones.approve`). */
  operation: string;
  /** What was asked: the record and the body. The same key with anything else is refused. */
  request: unknown;
}

/** A JSON value the first call settled on: what its retries answer from. */
type Settled = string | number | boolean | null | { [key: string]: Settled } | Settled[];

const digest = (call: IdempotentCall) =>
  createHash('sha256')
    .update(JSON.stringify([call.operation, call.request]))
    .digest('hex');

/**
 * Runs `work` in one transaction that also records the call's Idempotency-Key (decision 0047), and answers
 * `{ result, replayed }`. The key is claimed first: a retry finds it and gets the first call's result
 * without running `work` again; a retry racing the first waits on the key's unique index until the first
 * commits (then replays) or rolls back (then runs). A call that fails records nothing, so it may be
 * retried once its cause is gone. The same key for a different request is a 409. Keys are kept for their
 * replay window (RETENTION_WINDOWS, decision 0068), then the hourly housekeeping deletes them.
 */
export async function idempotentTransaction<T extends Settled>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Db) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const requestHash = digest(call);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotentCalls)
      .values({ userId: call.userId, key: call.key, operation: call.operation, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotentCalls.key });
    const mine = and(eq(idempotentCalls.userId, call.userId), eq(idempotentCalls.key, call.key));
    if (!claimed) {
      const [first] = await tx
        .select({ requestHash: idempotentCalls.requestHash, result: idempotentCalls.result })
        .from(idempotentCalls)
        .where(mine);
      if (!first || first.requestHash !== requestHash) throw idempotencyKeyReused();
      return { result: first.result as T, replayed: true };
    }
    const result = await work(tx);
    await tx.update(idempotentCalls).set({ result }).where(mine);
    return { result, replayed: false };
  });
}
