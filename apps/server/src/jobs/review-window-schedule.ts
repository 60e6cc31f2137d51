import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { closeReviewWindows } from '../modules/reviews/close-review-windows.ts';
import { remindReviews } from '../modules/reviews/remind-reviews.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface ReviewWindowScheduleOptions {
  db: Db;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  initialDelayMs?: number;
  intervalMs?: number;
}

const BATCH_SIZE = 100;

/**
 * One pass of the review windows' time-based moves (decision 0060): remind the sides that have not
 * written before their window closes, then close the windows that have: sealed reviews published, unwritten
 * sides lapsed. Each is safe from several processes at once (the outbox's unique key; the booking row
 * claimed SKIP LOCKED). A full batch is followed at once by another.
 */
export async function runReviewWindowsOnce({
  db,
  now,
  logger,
}: {
  db: Db;
  now?: Date;
  logger: Pick<FastifyBaseLogger, 'info'>;
}): Promise<{ reminded: number; published: number; lapsed: number }> {
  const pass = { reminded: 0, published: 0, lapsed: 0 };
  for (let batch = BATCH_SIZE; batch >= BATCH_SIZE;) {
    const { reminded } = await remindReviews({ db, now, batchSize: BATCH_SIZE });
    batch = reminded;
    pass.reminded += reminded;
  }
  for (let batch = BATCH_SIZE; batch >= BATCH_SIZE;) {
    const closed = await closeReviewWindows({ db, now, batchSize: BATCH_SIZE });
    batch = closed.bookings;
    pass.published += closed.published;
    pass.lapsed += closed.lapsed;
  }
  if (pass.reminded + pass.published + pass.lapsed > 0) {
    logger.info(pass, 'review windows: reminded, published and lapsed');
  }
  return pass;
}

/** Runs the pass periodically in the server process (DESIGN section 5: time-based transitions). */
export function scheduleReviewWindows({
  db,
  logger,
  initialDelayMs = 80_000,
  intervalMs = 15 * 60_000,
}: ReviewWindowScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'review windows',
    logger: logger as FastifyBaseLogger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      await runReviewWindowsOnce({ db, logger });
    },
  });
}
