import { holdMachine } from '@reelhire/shared/holds';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { holds } from '../../db/schema/holds.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { settleFilmmakerHolds } from './settle-holds.ts';

export interface ExpireDueHoldsOptions {
  db: Db;
  /** The time of the run (tests move it). */
  now?: Date;
  /** How many filmmakers one run settles. */
  batchSize?: number;
}

export interface ExpireDueHoldsResult {
  /** Filmmakers this run claimed. */
  filmmakers: number;
  expired: number;
  promoted: number;
  released: number;
}

/**
 * Expires first holds whose holder neither confirmed nor released them by `confirm_by` (decision 0031's
 * `expire`, by Reelhire) and settles the filmmaker's second holds behind them. Safe from several server
 * processes at once: each filmmaker is claimed with FOR UPDATE SKIP LOCKED on their row (the lock every
 * hold change takes first, so the lock order matches the requests'), then their due holds with FOR UPDATE
 * SKIP LOCKED; a process that finds the filmmaker taken leaves them to whoever holds the lock, and the
 * expiry itself only moves a hold still first. So each hold expires once and its second is promoted once.
 * One transaction per filmmaker keeps locks short.
 */
export async function expireDueHolds({
  db,
  now = new Date(),
  batchSize = 100,
}: ExpireDueHoldsOptions): Promise<ExpireDueHoldsResult> {
  const due = await db
    .selectDistinct({ filmmakerId: holds.filmmakerId })
    .from(holds)
    .where(and(eq(holds.status, 'first'), lte(holds.confirmBy, now)))
    .limit(batchSize);
  const result: ExpireDueHoldsResult = { filmmakers: 0, expired: 0, promoted: 0, released: 0 };
  for (const { filmmakerId } of due) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select({ id: filmmakers.id })
        .from(filmmakers)
        .where(eq(filmmakers.id, filmmakerId))
        .for('update', { skipLocked: true });
      if (!claimed) return;
      const lapsed = await tx
        .select({ id: holds.id })
        .from(holds)
        .where(and(eq(holds.filmmakerId, filmmakerId), eq(holds.status, 'first'), lte(holds.confirmBy, now)))
        .orderBy(asc(holds.confirmBy))
        .for('update', { skipLocked: true });
      if (lapsed.length === 0) return;
      result.filmmakers += 1;
      for (const hold of lapsed) {
        await recordTransition({
          tx,
          table: holds,
          machine: holdMachine,
          recordType: 'hold',
          id: hold.id,
          transition: 'expire',
          actor: 'system',
          actorUserId: null,
          note: 'Neither confirmed nor released in time',
        });
      }
      const settled = await settleFilmmakerHolds({ tx, filmmakerId, now });
      result.expired += lapsed.length;
      result.promoted += settled.promoted.length;
      result.released += settled.released.length;
    });
  }
  return result;
}
