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
export function useToDos(
  as: DashboardRoleName,
  enabled: boolean,
  /** False for the home's card: the home page itself started this read on arriving (decision 0076). */
  { refetchOnMount = true }: { refetchOnMount?: boolean } = {},
) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...BOOKING_ACTIONS_QUERY_ROOT, 'to-dos', as, userId],
    queryFn: () => getToDos(as),
    enabled: enabled && Boolean(userId),
    staleTime: 0,
    refetchOnMount,
    refetchOnWindowFocus: true,
  });
}
