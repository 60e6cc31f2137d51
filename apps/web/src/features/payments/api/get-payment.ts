import { paymentSchema, type Payment } from '@reelhire/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PAYMENTS_QUERY_ROOT } from '@/lib/payments/payment-queries';

export function getPayment(id: string): Promise<Payment> {
  return apiFetch(`/rest/v1/payments/${id}`, { schema: paymentSchema, requireSession: true });
}

const OPEN = new Set(['created', 'requires_action']);

/** One payment; while the provider's webhook has not landed it is asked again every two seconds. */
export function usePayment(id: string | null | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_ROOT, userId, 'detail', id],
    queryFn: () => getPayment(id!),
    enabled: Boolean(userId && id),
    refetchInterval: (query) => (query.state.data && OPEN.has(query.state.data.status) ? 2000 : false),
  });
}

export const isOpenPayment = (payment: Payment) => OPEN.has(payment.status);
