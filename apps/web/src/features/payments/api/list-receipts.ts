import { receiptListSchema, type ReceiptList } from '@reelhire/shared/receipts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const RECEIPTS_PAGE_SIZE = 10;

/**
 * Receipts (`GET /receipts`), newest first: those issued to the caller, or, given a booking, every receipt
 * of that booking when the caller is one of its parties.
 */
export function listReceipts({
  bookingId,
  after,
}: {
  bookingId?: string;
  after?: string | null;
}): Promise<ReceiptList> {
  const query = new URLSearchParams({ limit: bookingId ? '100' : String(RECEIPTS_PAGE_SIZE) });
  if (bookingId) query.set('booking_id', bookingId);
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/receipts?${query}`, { schema: receiptListSchema });
}

export function useBookingReceipts(bookingId: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: ['receipts', userId, 'booking', bookingId],
    queryFn: () => listReceipts({ bookingId }),
    enabled: Boolean(userId),
  });
}

export function useMyReceipts() {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: ['receipts', userId, 'mine'],
    queryFn: ({ pageParam }) => listReceipts({ after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
