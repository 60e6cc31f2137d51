import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';
import { sendVerificationReminders } from './send-verification-reminders.ts';

export interface VerificationRemindersScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  /** Reminders count in days: once an hour is plenty, and a missed run costs an hour at most. */
  intervalMs?: number;
}

/** Runs sendVerificationReminders every hour in the server process. */
export function scheduleVerificationReminders({
  db,
  logger,
  initialDelayMs,
  intervalMs = 3_600_000,
}: VerificationRemindersScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'verification reminders',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      const { queued } = await sendVerificationReminders({ db });
      if (queued > 0) logger.info({ queued }, 'queued verification reminders');
    },
  });
}
