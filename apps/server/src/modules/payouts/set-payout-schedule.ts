import {
  nextPayoutRun,
  type PayoutSchedule,
  type PayoutScheduleSettings,
} from '@reelhire/shared/payout-schedules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutSchedules } from '../../db/schema/payouts.ts';
import { serializePayoutSchedule } from './payout-schedule-record.ts';

export interface SetPayoutScheduleOptions {
  db: Db;
  filmmakerId: string;
  /** The parsed input: only the day its frequency uses is set. */
  input: PayoutScheduleSettings;
  /** When it is set (tests move it): the first run is the next scheduled day strictly after it. */
  now?: Date;
}

/**
 * Sets the filmmaker's payout schedule (decision 0049), replacing any earlier one. The next run is
 * computed here and stored, so the sweep finds due schedules by index and the page shows the same date
 * the sweep will use. Setting it on its own day waits for the next one: nothing is paid out the moment a
 * filmmaker saves.
 */
export async function setPayoutSchedule({
  db,
  filmmakerId,
  input,
  now = new Date(),
}: SetPayoutScheduleOptions): Promise<PayoutSchedule> {
  const values = {
    frequency: input.frequency,
    weekday: input.weekday,
    dayOfMonth: input.day_of_month,
    minimumMinor: input.minimum_minor,
    nextRunAt: nextPayoutRun(input, now),
  };
  const [row] = await db
    .insert(payoutSchedules)
    .values({ filmmakerId, ...values })
    .onConflictDoUpdate({ target: payoutSchedules.filmmakerId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return serializePayoutSchedule(row);
}
