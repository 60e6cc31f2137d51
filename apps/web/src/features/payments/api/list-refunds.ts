import { refundListSchema, type RefundList } from '@reelhire/shared/refunds';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const REFUNDS_PAGE_SIZE = 10;

/** The caller's card refunds (`GET /refunds`, decision 0048), newest first. */
export function listRefunds({ after }: { after?: string | null }): Promise<RefundList> {
  const query = new URLSearchParams({ limit: String(REFUNDS_PAGE_SIZE) });
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/refunds?${query}`, { schema: refundListSchema });
}

export function useMyRefunds() {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: ['refunds', userId, 'mine'],
    queryFn: ({ pageParam }) => listRefunds({ after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
