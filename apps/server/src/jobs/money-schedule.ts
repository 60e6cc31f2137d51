import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { autoReleaseMilestones } from '../modules/earnings/auto-release-milestones.ts';
import { makeEarningsAvailable } from '../modules/earnings/make-earnings-available.ts';
import { remindAutoRelease } from '../modules/earnings/remind-auto-release.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface MoneyScheduleOptions {
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  intervalMs?: number;
}

const BATCH_SIZE = 100;

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

/** One pass of every sweep, until each has nothing left (exported for the schedule's test). */
export async function runMoneyOnce({
  db,
  config,
  logger,
  now,
}: {
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  logger: FastifyBaseLogger;
  now?: Date;
}): Promise<void> {
  const sweeps = [
    {
      name: 'reminded before automatic release',
      run: async () => (await remindAutoRelease({ db, now, batchSize: BATCH_SIZE })).reminded,
    },
    {
      name: 'approved and released automatically',
      run: async () => (await autoReleaseMilestones({ db, config, now, batchSize: BATCH_SIZE })).released,
    },
    {
      name: 'earnings made available',
      run: async () => (await makeEarningsAvailable({ db, now, batchSize: BATCH_SIZE })).made,
    },
  ];
  for (const sweep of sweeps) {
    for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
      count = await sweep.run();
      if (count > 0) logger.info({ count }, sweep.name);
    }
  }
}
