import { holdMachine, LIVE_HOLD_STATUSES } from '@reelhire/shared/holds';
import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
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

/** Why Reelhire expired a hold, in its timeline. */
export const DAYS_PASSED_NOTE = 'Its days have passed';
const LAPSED_NOTE = 'Neither confirmed nor released in time';

/**
 * The UTC date of `now`: a hold's days are dates with no time zone, so "passed" is judged on UTC's
 * calendar (decision 0050), the same everywhere; a hold whose last day is today stays until tomorrow UTC.
 */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Expires, through the hold machine's `expire` (by Reelhire, decisions 0031 and 0050): first holds whose
 * holder neither confirmed nor released them by `confirm_by`, and live holds, first or second, whose last
 * day is before today (UTC), so a second hold never promoted and a first hold placed for tomorrow do not
 * sit on both sides' lists after their days are over. Then settles the filmmaker's second holds behind
 * them. The passed holds are expired before settling, so a second hold on passed days is expired, never
 * promoted onto them.
 *
 * Safe from several server processes at once: each filmmaker is claimed with FOR UPDATE SKIP LOCKED on
 * their row (the lock every hold change takes first, so the lock order matches the requests'), then their
 * due holds with FOR UPDATE SKIP LOCKED; a process that finds the filmmaker taken leaves them to whoever
 * holds the lock, and the expiry itself only moves a hold still live. So each hold expires once and a
 * second is promoted once. One transaction per filmmaker keeps locks short.
 */
export async function expireDueHolds({
  db,
  now = new Date(),
  batchSize = 100,
}: ExpireDueHoldsOptions): Promise<ExpireDueHoldsResult> {
  const today = utcDate(now);
  const lapsed = and(eq(holds.status, 'first'), lte(holds.confirmBy, now));
  const passed = and(inArray(holds.status, [...LIVE_HOLD_STATUSES]), lt(holds.lastDay, today));
  // Two arms so each reads its own partial index (holds_expiry_idx, holds_days_passed_idx).
  const due = await db
    .select({ filmmakerId: holds.filmmakerId })
    .from(holds)
    .where(lapsed)
    .union(db.select({ filmmakerId: holds.filmmakerId }).from(holds).where(passed))
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
      const dueHolds = await tx
        .select({ id: holds.id, lastDay: holds.lastDay })
        .from(holds)
        .where(and(eq(holds.filmmakerId, filmmakerId), or(lapsed, passed)))
        .orderBy(asc(holds.createdAt), asc(holds.id))
        .for('update', { skipLocked: true });
      if (dueHolds.length === 0) return;
      result.filmmakers += 1;
      for (const hold of dueHolds) {
        await recordTransition({
          tx,
          table: holds,
          machine: holdMachine,
          recordType: 'hold',
          id: hold.id,
          transition: 'expire',
          actor: 'system',
          actorUserId: null,
          note: hold.lastDay < today ? DAYS_PASSED_NOTE : LAPSED_NOTE,
        });
      }
      const settled = await settleFilmmakerHolds({ tx, filmmakerId, now });
      result.expired += dueHolds.length;
      result.promoted += settled.promoted.length;
      result.released += settled.released.length;
    });
  }
  return result;
}
