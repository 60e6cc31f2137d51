import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { expireOffers } from '../modules/offers/expire-offers.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface OfferExpiryScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  /** Offers expire after days: a few minutes late is invisible, and each run is one indexed query. */
  intervalMs?: number;
}

const BATCH_SIZE = 100;

/**
 * Runs the offer expiry sweep every few minutes (DESIGN section 5: time-based transitions run once even
 * with several processes; the sweep claims offers with SKIP LOCKED). A full batch is followed at once by
 * another, so a backlog clears in one run. Tests call expireOffers directly.
 */
export function scheduleOfferExpiry({
  db,
  logger,
  initialDelayMs = 30_000,
  intervalMs = 5 * 60_000,
}: OfferExpiryScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'offer expiry',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      for (let expired = BATCH_SIZE; expired >= BATCH_SIZE;) {
        ({ expired } = await expireOffers({ db, batchSize: BATCH_SIZE }));
        if (expired > 0) logger.info({ expired }, 'expired unanswered offers');
      }
    },
  });
}
