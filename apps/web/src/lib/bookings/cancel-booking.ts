import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useIntentKeys } from '@/lib/use-intent-keys';
import { useBookingChanged } from './booking-queries';

/** `POST /bookings/{id}/cancel`: it may move money (kill fee, refund), so it carries an Idempotency-Key. */
export function cancelBooking(id: string, reason: string, idempotencyKey: string): Promise<Booking> {
  return apiFetch(`/rest/v1/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: { reason },
    headers: { 'idempotency-key': idempotencyKey },
    schema: bookingSchema,
    requireSession: true,
  });
}

/** Either party cancels with a reason; a client after confirmation owes the kill fee the server records. */
export function useCancelBooking(id: string) {
  const changed = useBookingChanged(useAuthState().user?.id);
  const keys = useIntentKeys();
  // One key per reason given: the same words sent again after a lost answer are the same cancellation.
  return useMutation({
    mutationFn: (reason: string) => cancelBooking(id, reason, keys.keyFor(reason)),
    ...changed,
    onSettled: (_booking, error, reason) => {
      keys.settled(reason, error);
      return changed.onSettled();
    },
  });
}
