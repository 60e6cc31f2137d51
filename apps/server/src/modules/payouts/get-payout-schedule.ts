import type { PayoutSchedule } from '@reelhire/shared/payout-schedules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutSchedules } from '../../db/schema/payouts.ts';
import { serializePayoutSchedule } from './payout-schedule-record.ts';

/** The filmmaker's own payout schedule, off until they set one (decision 0049). */
export async function getPayoutSchedule({
  db,
  filmmakerId,
}: {
  db: Db;
  filmmakerId: string;
}): Promise<PayoutSchedule> {
  const [row] = await db.select().from(payoutSchedules).where(eq(payoutSchedules.filmmakerId, filmmakerId));
  return serializePayoutSchedule(row);
}
