import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runMoneySweeps } from '../modules/earnings/run-money-sweeps.ts';
import { remindUnfundedBookings } from '../modules/payments/remind-unfunded-bookings.ts';
import { runScheduledPayouts } from '../modules/payouts/run-scheduled-payouts.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface MoneyScheduleOptions {
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  intervalMs?: number;
}

/**
 * The earning side's time-based moves (decision 0043), each safe from several processes at once: remind
 * clients before an automatic release, approve and release what was left unanswered, then make earnings
 * past their hold available. A full batch is followed at once by another. money-schedule.test.ts runs two
 * of these on two pools at once.
 */
export function scheduleMoney({
  db,
  config,
  logger,
  initialDelayMs = 70_000,
  intervalMs = 10 * 60_000,
}: MoneyScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'money',
    logger,
    initialDelayMs,
    intervalMs,
    run: () => runMoneyOnce({ db, config, logger }),
  });
}

/** One pass of every sweep (exported for the schedule's test), then the payment reminders (decision 0046). */
export async function runMoneyOnce(options: Parameters<typeof runMoneySweeps>[0]): Promise<void> {
  await runMoneySweeps(options);
  for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
    count = (await remindUnfundedBookings({ db: options.db, now: options.now, batchSize: BATCH_SIZE }))
      .reminded;
    if (count > 0) options.logger.info({ count }, 'payment reminders queued');
  }
  // After the sweeps, so earnings made available this pass are in the scheduled payouts (decision 0049).
  for (let ran = BATCH_SIZE; ran >= BATCH_SIZE;) {
    const run = await runScheduledPayouts({ db: options.db, now: options.now, batchSize: BATCH_SIZE });
    ran = run.ran;
    if (run.requested > 0) options.logger.info(run, 'scheduled payouts requested');
  }
}

const BATCH_SIZE = 100;
