import { payoutScheduleSchema, type PayoutSchedule } from '@reelhire/shared/payout-schedules';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

/** `GET /payouts/schedule`: the filmmaker's payout schedule and its next run (UTC), off until set. */
export function getPayoutSchedule(): Promise<PayoutSchedule> {
  return apiFetch('/rest/v1/payouts/schedule', { schema: payoutScheduleSchema, requireSession: true });
}

export const payoutScheduleQueryKey = (userId: string | undefined) =>
  [...MONEY_QUERY_ROOT, userId, 'payout-schedule'] as const;

export function usePayoutSchedule() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: payoutScheduleQueryKey(userId),
    queryFn: getPayoutSchedule,
    enabled: Boolean(userId),
  });
}
