import { jobListSchema, type JobList } from '@reelhire/shared/jobs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { JOBS_QUERY_ROOT } from '@/lib/hiring-queries';

/**
 * One keyset page of open jobs. `query` is the search's query string without paging (jobApiQuery); the
 * server puts jobs in the filmmaker's crafts and city first.
 */
export function searchJobs(query: string, after: string | null): Promise<JobList> {
  const params = new URLSearchParams(query);
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/jobs?${params}`, { schema: jobListSchema });
}

export function useJobSearch(query: string) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...JOBS_QUERY_ROOT, userId, 'search', query],
    queryFn: ({ pageParam }) => searchJobs(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
