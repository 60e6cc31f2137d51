import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { startDueBookings } from '../modules/bookings/start-due-bookings.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface BookingStartScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  /** Bookings start by the day: every quarter hour puts one in progress soon after midnight UTC. */
  intervalMs?: number;
}

const BATCH_SIZE = 100;

/**
 * Runs the booking start sweep periodically (DESIGN section 5: time-based transitions run once even with
 * several processes; the sweep claims bookings with SKIP LOCKED). A full batch is followed at once by
 * another. Tests call startDueBookings directly.
 */
export function scheduleBookingStarts({
  db,
  logger,
  initialDelayMs = 45_000,
  intervalMs = 15 * 60_000,
}: BookingStartScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'booking starts',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      for (let started = BATCH_SIZE; started >= BATCH_SIZE;) {
        ({ started } = await startDueBookings({ db, batchSize: BATCH_SIZE }));
        if (started > 0) logger.info({ started }, 'started bookings on their first day');
      }
    },
  });
}
