import { bookingFundingSchema, type BookingFunding } from '@reelhire/shared/payments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PAYMENTS_QUERY_ROOT } from './payment-queries';

/** `GET /bookings/{id}/funding`: each milestone's funding and fee, and the wallet balance to pay from. */
export function getBookingFunding(bookingId: string): Promise<BookingFunding> {
  return apiFetch(`/rest/v1/bookings/${bookingId}/funding`, {
    schema: bookingFundingSchema,
    requireSession: true,
  });
}

export function useBookingFunding(bookingId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...PAYMENTS_QUERY_ROOT, userId, 'funding', bookingId],
    queryFn: () => getBookingFunding(bookingId!),
    enabled: Boolean(userId && bookingId),
  });
}
