import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { expireDueHolds } from '../modules/holds/expire-due-holds.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface HoldExpiryScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  /** A lapsed first hold should free its days for the second holder soon after its deadline. */
  intervalMs?: number;
}

const BATCH_SIZE = 100;

/**
 * Runs the hold expiry sweep periodically (DESIGN section 5: time-based transitions run once even with
 * several processes; the sweep claims each filmmaker with SKIP LOCKED): first holds past their 72 hours,
 * and live holds whose days have passed, by the first run after midnight UTC (decision 0050). A full batch
 * is followed at once by another. hold-expiry-schedule.test.ts runs two of these on two pools at once.
 */
export function scheduleHoldExpiry({
  db,
  logger,
  initialDelayMs = 50_000,
  intervalMs = 5 * 60_000,
}: HoldExpiryScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'hold expiry',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      for (let claimed = BATCH_SIZE; claimed >= BATCH_SIZE;) {
        const result = await expireDueHolds({ db, batchSize: BATCH_SIZE });
        claimed = result.filmmakers;
        if (result.expired > 0)
          logger.info(
            result,
            'expired lapsed holds and holds on passed days, and settled the holds behind them',
          );
      }
    },
  });
}
