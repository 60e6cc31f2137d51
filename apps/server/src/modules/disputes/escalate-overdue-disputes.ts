import { DISPUTES } from '@reelhire/shared/constants';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { moveDispute } from './dispute-move.ts';

const WAITING = ['awaiting_filmmaker', 'awaiting_client'] as const;

/**
 * Sends every dispute whose respondent let the deadline pass (DISPUTES.responseDays) to the admins as it
 * stands (decision 0061). Safe from several processes at once: each dispute is claimed with FOR UPDATE
 * SKIP LOCKED and re-read under the lock, and the machine's conditional update lets one escalation win.
 * The party who had the turn no longer does; the dispute is the admins' to rule on.
 */
export async function escalateOverdueDisputes({
  db,
  now = new Date(),
  batchSize = 100,
}: {
  db: Db;
  now?: Date;
  batchSize?: number;
}): Promise<{ escalated: number; batch: number }> {
  const due = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(inArray(disputes.status, [...WAITING]), lte(disputes.respondBy, now)))
    .orderBy(asc(disputes.respondBy))
    .limit(batchSize);
  let escalated = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [dispute] = await tx
        .select()
        .from(disputes)
        .where(and(eq(disputes.id, id), inArray(disputes.status, [...WAITING]), lte(disputes.respondBy, now)))
        .for('update', { skipLocked: true });
      if (!dispute) return false;
      await moveDispute({
        tx,
        dispute,
        actors: ['system'],
        transition: 'escalate',
        actorUserId: null,
        note: `No answer within ${DISPUTES.responseDays} days: sent to Reelhire for a ruling`,
      });
      return true;
    });
    if (done) escalated += 1;
  }
  return { escalated, batch: due.length };
}
