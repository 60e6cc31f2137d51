import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { expireOffers } from '../modules/offers/expire-offers.ts';

export interface OfferExpiryScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  /** The first run waits this long, so start-up (migrations, seeding, the first requests) goes first. */
  initialDelayMs?: number;
  /** Offers expire after days: a few minutes late is invisible, and each run is one indexed query. */
  intervalMs?: number;
}

/**
 * Runs the offer expiry sweep on a timer in the server process (DESIGN section 5: time-based transitions
 * run from the job queue, once even with several processes; the sweep claims offers with SKIP LOCKED).
 * A full batch runs again at once so a backlog clears. Tests call expireOffers directly.
 */
export function scheduleOfferExpiry({
  db,
  logger,
  initialDelayMs = 30_000,
  intervalMs = 5 * 60_000,
}: OfferExpiryScheduleOptions): { stop(): Promise<void> } {
  const batchSize = 100;
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => void run(), delayMs);
    // The schedule alone must not keep a process alive.
    timer.unref();
  };

  async function run(): Promise<void> {
    running = expireOffers({ db, batchSize }).then(
      ({ expired }) => {
        if (expired > 0) logger.info({ expired }, 'expired unanswered offers');
        return expired;
      },
      (error: unknown) => {
        // The database may be restarting; the next run catches up.
        logger.error({ err: error }, 'offer expiry failed');
        return 0;
      },
    );
    const expired = await running;
    running = undefined;
    if (!stopped) schedule(expired >= batchSize ? 0 : intervalMs);
  }

  schedule(initialDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
