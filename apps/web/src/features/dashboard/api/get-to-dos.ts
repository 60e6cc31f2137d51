import type { DashboardRoleName } from '@reelhire/shared/dashboard';
import { toDosSchema, type ToDos } from '@reelhire/shared/to-dos';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { BOOKING_ACTIONS_QUERY_ROOT } from '@/lib/bookings/booking-queries';

export function getToDos(as: DashboardRoleName): Promise<ToDos> {
  return apiFetch(`/rest/v1/dashboard/to-dos?as=${as}`, { schema: toDosSchema });
}

/**
 * Everything whose turn is the user's on one side (decision 0053). Read afresh on every visit to the home
 * and on focus: until notifications exist, the home is the only place that says an offer or a counter
 * arrived. Under the booking actions' root, so a change made on a booking page refreshes it too.
 */
export function useToDos(as: DashboardRoleName, enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...BOOKING_ACTIONS_QUERY_ROOT, 'to-dos', as, userId],
    queryFn: () => getToDos(as),
    enabled: enabled && Boolean(userId),
    // Afresh on each visit, but the card mounting just after the home page started this read (decision 0076)
    // uses that answer rather than asking again.
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
}
