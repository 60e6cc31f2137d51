import { effectivePayoutMinimum, type PayoutSchedule } from '@reelhire/shared/payout-schedules';
import type { payoutSchedules } from '../../db/schema/payouts.ts';

export type PayoutScheduleRow = typeof payoutSchedules.$inferSelect;

/** A schedule as the API answers it; no row is the default, off, never set (decision 0049). */
export function serializePayoutSchedule(row: PayoutScheduleRow | undefined): PayoutSchedule {
  return {
    frequency: row?.frequency ?? 'off',
    weekday: row?.weekday ?? null,
    day_of_month: row?.dayOfMonth ?? null,
    minimum_minor: row?.minimumMinor ?? null,
    effective_minimum_minor: effectivePayoutMinimum(row?.minimumMinor ?? null),
    next_run_at: row?.nextRunAt?.toISOString() ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
