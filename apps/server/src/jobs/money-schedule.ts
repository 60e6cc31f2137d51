import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { runMoneySweeps } from '../modules/earnings/run-money-sweeps.ts';
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

/**
 * One pass of every time-based money move, each until it has nothing left: the earning side's sweeps
 * (0043), the payment reminders (0046), the card refunds of cancellations (0048) and, last, so that
 * earnings made available this pass are in them, the scheduled payouts (0049). `now` is the schedule's
 * real time or the sandbox clock's (0045). Exported for the schedule's test and the sandbox clock.
 */
export async function runMoneyOnce(
  options: Parameters<typeof runMoneySweeps>[0] & {
    logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
    refundProvider?: PaymentProvider | undefined;
  },
): Promise<MoneyPass> {
  const { db, now, logger, refundProvider } = options;
  const pass = { ...(await runMoneySweeps(options)), paymentReminders: 0, refunded: 0, scheduledPayouts: 0 };
  for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
    count = (await remindUnfundedBookings({ db, now, batchSize: BATCH_SIZE })).reminded;
    pass.paymentReminders += count;
    if (count > 0) logger.info({ count }, 'payment reminders queued');
  }
  if (refundProvider) {
    for (let count = BATCH_SIZE; count >= BATCH_SIZE;) {
      const sent = await sendDueRefunds({ db, provider: refundProvider, now, batchSize: BATCH_SIZE, logger });
      count = sent.claimed;
      pass.refunded += count;
      if (count > 0) logger.info(sent, 'card refunds sent');
    }
  }
  for (let ran = BATCH_SIZE; ran >= BATCH_SIZE;) {
    const run = await runScheduledPayouts({ db, now, batchSize: BATCH_SIZE });
    ran = run.ran;
    pass.scheduledPayouts += run.requested;
    if (run.requested > 0) logger.info(run, 'scheduled payouts requested');
  }
  return pass;
}

const BATCH_SIZE = 100;
