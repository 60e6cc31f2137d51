import { holdListSchema, type HoldList } from '@reelhire/shared/hold-records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { HOLDS_QUERY_ROOT } from '@/lib/hiring-queries';
import { DASHBOARD_QUERY_ROOT } from '@/lib/profile-views';

/** Every holds query starts with HOLDS_QUERY_ROOT; a change to a hold refreshes them and the dashboard to-dos. */
export const HOLD_RELATED_QUERY_ROOTS = [HOLDS_QUERY_ROOT, DASHBOARD_QUERY_ROOT] as const;

/** A page of holds is enough for one screen: the holds panels show the first 100. */
const HOLDS_PAGE = 100;

/** `GET /holds?as=…`: the client's own holds, or the live holds on the filmmaker's dates by date. */
export function listHolds(as: 'client' | 'filmmaker'): Promise<HoldList> {
  return apiFetch(`/rest/v1/holds?as=${as}&limit=${HOLDS_PAGE}`, {
    schema: holdListSchema,
    requireSession: true,
  });
}

export function useHolds(as: 'client' | 'filmmaker') {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...HOLDS_QUERY_ROOT, as, userId],
    queryFn: () => listHolds(as),
    enabled: Boolean(userId),
    // A hold can be promoted or released by someone else at any time: check again on return to the tab.
    refetchOnWindowFocus: true,
  });
}

/** Refreshes every view of holds after one changed (also after a refusal: it may have moved meanwhile). */
export function useRefreshHolds() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(HOLD_RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
