import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { OutsideCalendarSettings } from '../modules/calendar-feeds/outside-calendar-record.ts';
import { syncDueOutsideCalendars } from '../modules/calendar-feeds/sync-due-outside-calendars.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface OutsideCalendarScheduleOptions {
  db: Db;
  settings: OutsideCalendarSettings;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  intervalMs?: number;
}

const BATCH_SIZE = 50;

/**
 * Fetches the outside calendars that are due (decision 0092): each every OUTSIDE_CALENDAR_SYNC_MINUTES.
 * The pass claims calendars with SKIP LOCKED and moves their next fetch on as it claims, so several
 * processes share the work and never fetch one calendar twice in a round. A full batch is followed at
 * once by another.
 */
export function scheduleOutsideCalendars({
  db,
  settings,
  logger,
  initialDelayMs = 40_000,
  intervalMs = 60_000,
}: OutsideCalendarScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'outside calendars',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      for (let claimed = BATCH_SIZE; claimed >= BATCH_SIZE;) {
        const result = await syncDueOutsideCalendars({ db, settings, batchSize: BATCH_SIZE });
        claimed = result.claimed;
        if (result.claimed > 0) logger.info(result, 'read outside calendars');
      }
    },
  });
}
