import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { autoReleaseMilestones } from './auto-release-milestones.ts';
import { makeEarningsAvailable } from './make-earnings-available.ts';
import { remindAutoRelease } from './remind-auto-release.ts';

const BATCH_SIZE = 100;

/**
 * One pass of every time-based money sweep (decision 0043), each until it has nothing left: remind
 * clients before an automatic release, approve and release what was left unanswered, then make earnings
 * past their hold available. `now` is the clock they judge by: the schedule's real time, or the sandbox
 * clock an admin moved forward (decision 0045).
 */
export async function runMoneySweeps({
  db,
  config,
  logger,
  now,
}: {
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  logger: Pick<FastifyBaseLogger, 'info'>;
  now?: Date;
}): Promise<{ reminded: number; released: number; madeAvailable: number }> {
  const totals = { reminded: 0, released: 0, madeAvailable: 0 };
  const sweeps = [
    {
      name: 'reminded before automatic release',
      total: 'reminded' as const,
      run: async () => (await remindAutoRelease({ db, now, batchSize: BATCH_SIZE })).reminded,
    },
    {
      name: 'approved and released automatically',
      total: 'released' as const,
      run: async () => (await autoReleaseMilestones({ db, config, now, batchSize: BATCH_SIZE })).released,
    },
    {
      name: 'earnings made available',
      total: 'madeAvailable' as const,
      run: async () => (await makeEarningsAvailable({ db, now, batchSize: BATCH_SIZE })).made,
    },
  ];
  for (const sweep of sweeps) {
    for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
      count = await sweep.run();
      totals[sweep.total] += count;
      if (count > 0) logger.info({ count }, sweep.name);
    }
  }
  return totals;
}
