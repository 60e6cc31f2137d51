import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { escalateOverdueDisputes } from '../modules/disputes/escalate-overdue-disputes.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface DisputeDeadlineScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  intervalMs?: number;
}

const BATCH_SIZE = 100;

/**
 * Sends disputes whose answer is overdue to the admins (decision 0061), periodically and once even with
 * several processes (each dispute is claimed with SKIP LOCKED). A full batch is followed at once by another.
 */
export function scheduleDisputeDeadlines({
  db,
  logger,
  initialDelayMs = 55_000,
  intervalMs = 10 * 60_000,
}: DisputeDeadlineScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'dispute deadlines',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      for (let batch = BATCH_SIZE; batch >= BATCH_SIZE;) {
        const result = await escalateOverdueDisputes({ db, batchSize: BATCH_SIZE });
        batch = result.batch;
        if (result.escalated > 0) logger.info(result, 'sent disputes with no answer in time to the admins');
      }
    },
  });
}
