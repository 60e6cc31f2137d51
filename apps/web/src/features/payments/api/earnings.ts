import { earningsSchema, type Earnings } from '@reelhire/shared/earnings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

/** `GET /earnings`: the filmmaker's figures per currency, by month and by booking. */
export function getEarnings(): Promise<Earnings> {
  return apiFetch('/rest/v1/earnings', { schema: earningsSchema, requireSession: true });
}

export function useEarnings() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...MONEY_QUERY_ROOT, userId, 'earnings'],
    queryFn: getEarnings,
    enabled: Boolean(userId),
  });
}
