import { isCurrency } from '@reelhire/shared/money';
import { effectivePayoutMinimum, nextPayoutRun, payoutPeriod } from '@reelhire/shared/payout-schedules';
import { and, asc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { payoutSchedules } from '../../db/schema/payouts.ts';
import { HttpError } from '../../http/errors.ts';
import { requestPayout } from './request-payout.ts';

export interface RunScheduledPayoutsOptions {
  db: Db;
  /** The clock the run judges by: the schedule's real time, or a sandbox clock moved forward. */
  now?: Date;
  batchSize?: number;
}

export interface ScheduledPayoutsRun {
  /** Schedules whose run came and were moved on to their next run. */
  ran: number;
  /** Payouts asked for (one per currency at or above the schedule's minimum). */
  requested: number;
}

/** The key a schedule's payout of one currency in one period is asked with: one payout however often. */
export const scheduledPayoutKey = (filmmakerId: string, currency: string, period: string) =>
  `schedule:${filmmakerId}:${currency}:${period}`;

/** The schedules whose next run has come, soonest first: read off payout_schedules_due_idx. */
export const dueSchedulesQuery = ({ db, now, batchSize }: { db: Db; now: Date; batchSize: number }) =>
  db
    .select({ filmmakerId: payoutSchedules.filmmakerId })
    .from(payoutSchedules)
    .where(and(isNotNull(payoutSchedules.nextRunAt), lte(payoutSchedules.nextRunAt, now)))
    .orderBy(asc(payoutSchedules.nextRunAt))
    .limit(batchSize);

/**
 * Runs every payout schedule whose next run has come (decision 0049): for each currency whose available
 * balance reaches the schedule's minimum, asks for a payout of all of it through requestPayout, the same
 * path as the filmmaker's own request (the ledger refuses an overdraw under the account's lock), keyed
 * `schedule:{filmmakerId}:{currency}:{period}`. A balance under the minimum waits for the next run, and a
 * refusal (the balance moved since it was read, or the period already has its payout) skips that currency.
 *
 * One transaction per schedule: the row is claimed FOR UPDATE SKIP LOCKED and re-read as still due, the
 * payouts are asked for in savepoints inside it, and its next run is moved past `now` in the same commit,
 * so a second process skips it or finds it no longer due, and a crash leaves it due with nothing asked.
 */
export async function runScheduledPayouts({
  db,
  now = new Date(),
  batchSize = 100,
}: RunScheduledPayoutsOptions): Promise<ScheduledPayoutsRun> {
  const due = await dueSchedulesQuery({ db, now, batchSize });
  const totals: ScheduledPayoutsRun = { ran: 0, requested: 0 };
  for (const { filmmakerId } of due) {
    const requested = await db.transaction(async (tx) => {
      const [schedule] = await tx
        .select()
        .from(payoutSchedules)
        .where(and(eq(payoutSchedules.filmmakerId, filmmakerId), lte(payoutSchedules.nextRunAt, now)))
        .for('update', { skipLocked: true });
      if (!schedule?.nextRunAt || schedule.frequency === 'off') return undefined;
      // The period of the run that fell due: after downtime that is the missed run, paid once, late.
      const period = payoutPeriod(schedule.frequency, schedule.nextRunAt);
      const balances = await tx
        .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balanceMinor })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.kind, 'filmmaker_available'),
            eq(ledgerAccounts.ownerId, filmmakerId),
            gte(ledgerAccounts.balanceMinor, effectivePayoutMinimum(schedule.minimumMinor)),
          ),
        )
        .orderBy(asc(ledgerAccounts.currency));
      let count = 0;
      for (const { currency, balance } of balances) {
        // Only a supported currency is paid out (decision 0059); no account is opened in any other.
        if (!isCurrency(currency)) continue;
        try {
          await requestPayout({
            db: tx,
            filmmakerId,
            userId: null,
            input: { currency, amount_minor: balance },
            idempotencyKey: scheduledPayoutKey(filmmakerId, currency, period),
            schedulePeriod: period,
          });
          count += 1;
        } catch (error) {
          // The savepoint rolled back; the other currencies and the schedule's next run still go ahead.
          if (error instanceof HttpError && error.statusCode === 409) continue;
          throw error;
        }
      }
      await tx
        .update(payoutSchedules)
        .set({
          nextRunAt: nextPayoutRun(
            { frequency: schedule.frequency, weekday: schedule.weekday, day_of_month: schedule.dayOfMonth },
            now,
          ),
        })
        .where(eq(payoutSchedules.filmmakerId, filmmakerId));
      return count;
    });
    if (requested === undefined) continue;
    totals.ran += 1;
    totals.requested += requested;
  }
  return totals;
}
