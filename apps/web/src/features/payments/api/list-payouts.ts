import { payoutListSchema, type PayoutList, type PayoutStatus } from '@reelhire/shared/payouts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

/** `GET /payouts`: the filmmaker's own, or (admin) everyone's with this status; newest first. */
export function listPayouts(status?: PayoutStatus): Promise<PayoutList> {
  const query = new URLSearchParams({ limit: '50' });
  if (status) query.set('status', status);
  return apiFetch(`/rest/v1/payouts?${query.toString()}`, { schema: payoutListSchema, requireSession: true });
}

export function usePayouts(status?: PayoutStatus) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...MONEY_QUERY_ROOT, userId, 'payouts', status ?? 'all'],
    queryFn: () => listPayouts(status),
    enabled: Boolean(userId),
  });
}
