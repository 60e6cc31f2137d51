import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { bookingQueryKey } from './booking-queries';

export function getBooking(id: string): Promise<Booking> {
  return apiFetch(`/rest/v1/bookings/${encodeURIComponent(id)}`, { schema: bookingSchema });
}

/** One booking with its milestones, deliveries (fresh signed links) and timeline, for either party. */
export function useBooking(id: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: bookingQueryKey(userId, id),
    queryFn: () => getBooking(id!),
    enabled: Boolean(userId && id),
  });
}
