import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/email.ts';

export type OutboxEmail = typeof emailOutbox.$inferSelect;

export interface ClaimDueEmailsOptions {
  db: Db;
  now: Date;
  limit: number;
}

/**
 * Takes up to `limit` due emails (pending, run_at reached), most urgent first, and marks them `sending`
 * with this attempt counted. `FOR UPDATE SKIP LOCKED` lets several workers claim side by side without
 * waiting on each other or taking the same email; it works on PGlite and PostgreSQL alike.
 */
export async function claimDueEmails({ db, now, limit }: ClaimDueEmailsOptions): Promise<OutboxEmail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.runAt, now)))
      .orderBy(asc(emailOutbox.priority), asc(emailOutbox.runAt), asc(emailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(emailOutbox)
      .set({ status: 'sending', lockedAt: now, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    // UPDATE ... RETURNING has no order; keep the urgency order of the SELECT.
    const rank = new Map(due.map((row, index) => [row.id, index]));
    return claimed.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  });
}
