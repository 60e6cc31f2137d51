import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email.ts';

/**
 * Longer than any send can take (the SMTP transport gives up on a silent server after a minute or two),
 * so an email still `sending` after this was left behind by a worker that crashed or was killed.
 */
export const STALE_SENDING_AFTER_MS = 15 * 60_000;

export interface RecoverStaleEmailsOptions {
  db: Db;
  now: Date;
  staleAfterMs?: number;
}

/**
 * Puts emails left `sending` by a crashed worker back in the queue at once, or fails them if that was
 * their last attempt. The interrupted attempt counts: an email that crashes the worker must not loop.
 */
export async function recoverStaleEmails({
  db,
  now,
  staleAfterMs = STALE_SENDING_AFTER_MS,
}: RecoverStaleEmailsOptions): Promise<number> {
  const staleBefore = new Date(now.getTime() - staleAfterMs);
  const minutes = Math.round(staleAfterMs / 60_000);
  const recovered = await db
    .update(emailOutbox)
    .set({
      status: sql`case when ${emailOutbox.attempts} >= ${emailOutbox.maxAttempts} then 'failed' else 'pending' end`,
      lockedAt: null,
      runAt: now,
      lastError: `Sending was interrupted (still unfinished after ${minutes} minutes); the worker probably stopped`,
    })
    .where(and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedAt, staleBefore)))
    .returning({ id: emailOutbox.id });
  return recovered.length;
}
