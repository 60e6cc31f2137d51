import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import type { BookingTerms } from '@reelhire/shared/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { BOOKINGS_QUERY_ROOT } from '@/lib/bookings/booking-queries';

/** `POST /bookings`: a retry with the same terms answers the open request instead of making another. */
export function createBookingRequest(terms: BookingTerms): Promise<Booking> {
  return apiFetch('/rest/v1/bookings', {
    method: 'POST',
    body: terms,
    schema: bookingSchema,
    requireSession: true,
  });
}

export function useCreateBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookingRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_ROOT }),
  });
}
