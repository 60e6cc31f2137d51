import type { Booking } from '@reelhire/shared/booking-records';
import { useQueryClient } from '@tanstack/react-query';
import { MONEY_QUERY_ROOT, PAYMENTS_QUERY_ROOT } from '@/lib/payments/payment-queries';

// Bookings are read by three features (the filmmaker's bookings, the client's job page, the dashboard
// homes); their query keys start with these roots so a change made on one page refreshes the others.
// Every key continues with the signed-in user's id.

export const BOOKINGS_QUERY_ROOT = ['bookings'] as const;
/** The dashboard homes' bookings to-do. */
export const BOOKING_ACTIONS_QUERY_ROOT = ['booking-actions'] as const;

export const bookingQueryKey = (userId: string | undefined, id: string | undefined) =>
  [...BOOKINGS_QUERY_ROOT, userId, 'detail', id] as const;

/**
 * Money reads a booking change can move: an approval releases escrow (the job page's escrow figure, the
 * earnings), a cancellation settles it and issues receipts, so they refresh with the booking rather than
 * showing the old figure until a reload.
 */
const MONEY_ROOTS = [
  PAYMENTS_QUERY_ROOT,
  MONEY_QUERY_ROOT,
  ['receipts'],
  ['expenditure'],
  ['wallet'],
] as const;

/** After a change: the answer is the whole booking, so the detail redraws from it and lists refresh. */
export function useBookingChanged(userId: string | undefined) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (booking: Booking) => queryClient.setQueryData(bookingQueryKey(userId, booking.id), booking),
    onSettled: () =>
      Promise.all(
        [BOOKINGS_QUERY_ROOT, BOOKING_ACTIONS_QUERY_ROOT, ...MONEY_ROOTS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: 'active' }),
        ),
      ),
  };
}
