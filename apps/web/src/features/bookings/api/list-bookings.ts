import { bookingListSchema, type BookingList } from '@reelhire/shared/booking-records';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { BOOKINGS_QUERY_ROOT } from '@/lib/bookings/booking-queries';

export interface BookingListFilter {
  as?: 'client' | 'filmmaker';
  filmmakerId?: string | undefined;
  openRequests?: boolean;
}

export function listBookings(filter: BookingListFilter): Promise<BookingList> {
  const query = new URLSearchParams({ limit: '50' });
  if (filter.as) query.set('as', filter.as);
  if (filter.filmmakerId) query.set('filmmaker_id', filter.filmmakerId);
  if (filter.openRequests) query.set('open_requests', 'true');
  return apiFetch(`/rest/v1/bookings?${query.toString()}`, { schema: bookingListSchema });
}

/** The caller's bookings and requests, newest first, narrowed to one filmmaker or to open requests. */
export function useBookings(filter: BookingListFilter, enabled = true) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...BOOKINGS_QUERY_ROOT, userId, 'list', filter],
    queryFn: () => listBookings(filter),
    enabled: Boolean(userId) && enabled,
  });
}
