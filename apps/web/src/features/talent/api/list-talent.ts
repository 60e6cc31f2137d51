import { talentListSchema, type TalentList } from '@reelhire/shared/talent';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TALENT_QUERY_ROOT } from '@/lib/profile-views';

/** `query` is the search's query string (talentApiQuery); `after` the previous page's cursor. */
export function listTalent(query: string, after: string | null): Promise<TalentList> {
  const params = new URLSearchParams(query);
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/talent?${params}`, { schema: talentListSchema });
}

/** The directory's results, a keyset page at a time (decision 0057). */
export function useTalentList(query: string) {
  return useInfiniteQuery({
    queryKey: [...TALENT_QUERY_ROOT, 'list', query],
    queryFn: ({ pageParam }) => listTalent(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // The current results stay on screen while the next filters load, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
