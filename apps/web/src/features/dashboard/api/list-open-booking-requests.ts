import { bookingListSchema, type BookingList } from '@reelhire/shared/booking-records';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** `GET /bookings?open_requests=true`: requests still waiting for an answer, on the caller's side. */
export function listOpenBookingRequests(as: 'client' | 'filmmaker'): Promise<BookingList> {
  return apiFetch(`/rest/v1/bookings?as=${as}&open_requests=true&limit=20`, { schema: bookingListSchema });
}

export function useOpenBookingRequests(as: 'client' | 'filmmaker', enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useQuery({
    // Under the bookings root, so answering a request anywhere refreshes this list too.
    queryKey: ['bookings', userId, 'open-requests', as],
    queryFn: () => listOpenBookingRequests(as),
    enabled: Boolean(userId) && enabled,
  });
}
