import { receiptListSchema, type ReceiptList } from '@reelhire/shared/receipts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** Every receipt of one booking the caller is a party to (`GET /receipts?booking_id=`), newest first. */
export function listBookingReceipts(bookingId: string): Promise<ReceiptList> {
  const query = new URLSearchParams({ booking_id: bookingId, limit: '100' });
  return apiFetch(`/rest/v1/receipts?${query}`, { schema: receiptListSchema });
}

export function useBookingReceipts(bookingId: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['receipts', userId, 'booking', bookingId],
    queryFn: () => listBookingReceipts(bookingId),
    enabled: Boolean(userId),
  });
}
