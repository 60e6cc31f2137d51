import { draftListSchema, type DraftList } from '@reelhire/shared/claims';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const DRAFTS_QUERY_ROOT = ['admin', 'drafts'] as const;
const PAGE_SIZE = 20;

export function listDrafts(test: boolean, after?: string | null): Promise<DraftList> {
  const query = new URLSearchParams({ test: String(test), limit: String(PAGE_SIZE) });
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/admin/drafts?${query.toString()}`, {
    schema: draftListSchema,
    requireSession: true,
  });
}

/** Sent or test drafts, newest first, a page at a time ("Show more" follows the cursor). */
export function useDrafts(test: boolean) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: [...DRAFTS_QUERY_ROOT, test, userId],
    queryFn: ({ pageParam }) => listDrafts(test, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(userId),
    refetchOnWindowFocus: true,
  });
}
