import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { autoReleaseMilestones } from '../modules/bookings/auto-release-milestones.ts';
import { makeEarningsAvailable } from '../modules/earnings/make-earnings-available.ts';
import { remindAutoRelease } from '../modules/bookings/remind-auto-release.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { remindUnfundedBookings } from '../modules/payments/remind-unfunded-bookings.ts';
import { sendDueRefunds } from '../modules/payments/send-due-refunds.ts';
import { runScheduledPayouts } from '../modules/payouts/run-scheduled-payouts.ts';
import { runPeriodically, type PeriodicJob } from './run-periodically.ts';

export interface MoneyScheduleOptions {
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  logger: FastifyBaseLogger;
  initialDelayMs?: number;
  intervalMs?: number;
  /** The provider taking payments: the refund sweep sends cancelled card refunds to it (decision 0048). */
  refundProvider?: PaymentProvider;
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
  refundProvider,
}: MoneyScheduleOptions): PeriodicJob {
  return runPeriodically({
    name: 'money',
    logger,
    initialDelayMs,
    intervalMs,
    run: async () => {
      await runMoneyOnce({ db, config, logger, refundProvider });
    },
  });
}

/** What one pass did, for the log and the sandbox clock's answer (decision 0045). */
export interface MoneyPass {
  reminded: number;
  released: number;
  madeAvailable: number;
  paymentReminders: number;
  refunded: number;
  scheduledPayouts: number;
}

/** One sweep of a pass: run a batch, say how full it was (a full one is followed by another) and what it did. */
interface MoneySweep {
  name: string;
  total: keyof MoneyPass;
  run: () => Promise<{ batch: number; done: number; log?: object }>;
}

/**
 * One pass of every time-based money move, each until it has nothing left, in this order: remind clients
 * before an automatic release, approve and release what was left unanswered, make earnings past their
 * hold available (0043), the payment reminders (0046), the card refunds of cancellations (0048) and, last,
 * so that earnings made available this pass are in them, the scheduled payouts (0049). `now` is the
 * schedule's real time or the sandbox clock's (0045). Exported for the schedule's test and the sandbox clock.
 */
export async function runMoneyOnce({
  db,
  config,
  now,
  logger,
  refundProvider,
}: {
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  now?: Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  refundProvider?: PaymentProvider | undefined;
}): Promise<MoneyPass> {
  const counted = (count: number) => ({ batch: count, done: count });
  const sweeps: MoneySweep[] = [
    {
      name: 'reminded before automatic release',
      total: 'reminded',
      run: async () => counted((await remindAutoRelease({ db, now, batchSize: BATCH_SIZE })).reminded),
    },
    {
      name: 'approved and released automatically',
      total: 'released',
      run: async () =>
        counted((await autoReleaseMilestones({ db, config, now, batchSize: BATCH_SIZE })).released),
    },
    {
      name: 'earnings made available',
      total: 'madeAvailable',
      run: async () => counted((await makeEarningsAvailable({ db, now, batchSize: BATCH_SIZE })).made),
    },
    {
      name: 'payment reminders queued',
      total: 'paymentReminders',
      run: async () => counted((await remindUnfundedBookings({ db, now, batchSize: BATCH_SIZE })).reminded),
    },
    ...(refundProvider
      ? [
          {
            name: 'card refunds sent',
            total: 'refunded' as const,
            run: async () => {
              const sent = await sendDueRefunds({
                db,
                provider: refundProvider,
                now,
                batchSize: BATCH_SIZE,
                logger,
              });
              return { batch: sent.claimed, done: sent.claimed, log: sent };
            },
          },
        ]
      : []),
    {
      name: 'scheduled payouts requested',
      total: 'scheduledPayouts',
      run: async () => {
        const run = await runScheduledPayouts({ db, now, batchSize: BATCH_SIZE });
        return { batch: run.ran, done: run.requested, log: run };
      },
    },
  ];
  const pass: MoneyPass = {
    reminded: 0,
    released: 0,
    madeAvailable: 0,
    paymentReminders: 0,
    refunded: 0,
    scheduledPayouts: 0,
  };
  for (const sweep of sweeps) {
    for (let batch = BATCH_SIZE; batch >= BATCH_SIZE;) {
      const { done, log, ...ran } = await sweep.run();
      batch = ran.batch;
      pass[sweep.total] += done;
      if (done > 0) logger.info(log ?? { count: done }, sweep.name);
    }
  }
  return pass;
}

const BATCH_SIZE = 100;
