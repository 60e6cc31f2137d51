import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';
import { sendProfileReminders } from './send-profile-reminders.ts';
import { sendWeeklyDigests } from './send-weekly-digests.ts';

export interface EmailSchedulesOptions {
  db: Db;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  /** Both count in days or weeks: once an hour is plenty, and a missed run costs an hour at most. */
  intervalMs?: number;
}

/** Runs the profile reminders and weekly digests (decision 0063) every hour in the server process. */
export function scheduleEmailDigests({
  db,
  logger,
  initialDelayMs,
  intervalMs = 3_600_000,
}: EmailSchedulesOptions): PeriodicJob {
  return runPeriodically({
    name: 'profile reminders and weekly digests',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      const reminders = await sendProfileReminders({ db });
      if (reminders.queued > 0) logger.info({ queued: reminders.queued }, 'queued profile reminders');
      const digests = await sendWeeklyDigests({ db });
      if (digests.queued > 0) logger.info({ queued: digests.queued }, 'queued weekly digests');
    },
  });
}
