import { receiptSchema, type Receipt } from '@reelhire/shared/receipts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** One receipt (`GET /receipts/{id}`): its booking's parties and admins only; anyone else gets 404. */
export function getReceipt(id: string): Promise<Receipt> {
  return apiFetch(`/rest/v1/receipts/${encodeURIComponent(id)}`, { schema: receiptSchema });
}

export function useReceipt(id: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['receipt', userId, id],
    queryFn: () => getReceipt(id),
    enabled: Boolean(userId),
  });
}
