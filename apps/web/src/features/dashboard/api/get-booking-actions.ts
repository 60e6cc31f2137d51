import { bookingActionsSchema, type BookingActions } from '@reelhire/shared/booking-actions';
import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { BOOKING_ACTIONS_QUERY_ROOT } from '@/lib/bookings/booking-queries';

export function getBookingActions(as: DashboardRoleName): Promise<BookingActions> {
  return apiFetch(`/rest/v1/dashboard/bookings?as=${as}`, { schema: bookingActionsSchema });
}

/** Bookings waiting for the user now (milestones to deliver, deliveries to review); refreshed on focus. */
export function useBookingActions(as: DashboardRoleName, enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...BOOKING_ACTIONS_QUERY_ROOT, as, userId],
    queryFn: () => getBookingActions(as),
    enabled: enabled && Boolean(userId),
    refetchOnWindowFocus: true,
  });
}
