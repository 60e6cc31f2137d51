import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { sendVerificationReminders } from './send-verification-reminders.ts';

export interface VerificationRemindersScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  /** The first run waits this long, so start-up (migrations, seeding, the first requests) goes first. */
  initialDelayMs?: number;
  /** Reminders count in days: once an hour is plenty, and a missed run costs an hour at most. */
  intervalMs?: number;
}

export interface VerificationRemindersSchedule {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs sendVerificationReminders on a timer in the server process. Every process of an installation may
 * run it: the job is safe to run at once from several. Tests call the job directly instead.
 */
export function scheduleVerificationReminders({
  db,
  logger,
  initialDelayMs = 60_000,
  intervalMs = 3_600_000,
}: VerificationRemindersScheduleOptions): VerificationRemindersSchedule {
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => void run(), delayMs);
    // The schedule alone must not keep a process alive.
    timer.unref();
  };

  async function run(): Promise<void> {
    running = (async () => {
      try {
        const { queued } = await sendVerificationReminders({ db });
        if (queued > 0) logger.info({ queued }, 'queued verification reminders');
      } catch (error) {
        // The database may be restarting; the next run catches up.
        logger.error({ err: error }, 'verification reminders failed');
      }
    })();
    await running;
    running = undefined;
    if (!stopped) schedule(intervalMs);
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
