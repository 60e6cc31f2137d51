import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useBookingChanged } from './booking-queries';

export function cancelBooking(id: string, reason: string): Promise<Booking> {
  return apiFetch(`/rest/v1/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason },
    schema: bookingSchema,
    requireSession: true,
  });
}

/** Either party cancels with a reason; a client after confirmation owes the kill fee the server records. */
export function useCancelBooking(id: string) {
  const changed = useBookingChanged(useAuthState().user?.id);
  return useMutation({ mutationFn: (reason: string) => cancelBooking(id, reason), ...changed });
}
