import { bookingListSchema, type BookingList } from '@reelhire/shared/booking-records';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { BOOKINGS_QUERY_ROOT } from '@/lib/bookings/booking-queries';

export const BOOKINGS_PAGE_SIZE = 20;

/** One keyset page of the filmmaker's bookings, newest first. */
export function listFilmmakerBookings(after: string | null): Promise<BookingList> {
  const query = new URLSearchParams({ as: 'filmmaker', limit: String(BOOKINGS_PAGE_SIZE) });
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/bookings?${query.toString()}`, { schema: bookingListSchema });
}

export function useFilmmakerBookings() {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...BOOKINGS_QUERY_ROOT, userId, 'filmmaker-list'],
    queryFn: ({ pageParam }) => listFilmmakerBookings(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
