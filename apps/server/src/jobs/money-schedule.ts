import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runMoneySweeps } from '../modules/earnings/run-money-sweeps.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { remindUnfundedBookings } from '../modules/payments/remind-unfunded-bookings.ts';
import { sendDueRefunds } from '../modules/payments/send-due-refunds.ts';
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
    run: () => runMoneyOnce({ db, config, logger, refundProvider }),
  });
}

/**
 * One pass of every sweep (exported for the schedule's test), then the payment reminders (decision 0046),
 * then the card refunds of cancellations (decision 0048).
 */
export async function runMoneyOnce(
  options: Parameters<typeof runMoneySweeps>[0] & {
    logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
    refundProvider?: PaymentProvider | undefined;
  },
): Promise<void> {
  await runMoneySweeps(options);
  for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
    count = (await remindUnfundedBookings({ db: options.db, now: options.now, batchSize: BATCH_SIZE }))
      .reminded;
    if (count > 0) options.logger.info({ count }, 'payment reminders queued');
  }
  if (options.refundProvider) {
    for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
      const sent = await sendDueRefunds({
        db: options.db,
        provider: options.refundProvider,
        now: options.now,
        batchSize: BATCH_SIZE,
        logger: options.logger,
      });
      count = sent.claimed;
      if (count > 0) options.logger.info(sent, 'card refunds sent');
    }
  }
}

const BATCH_SIZE = 100;
