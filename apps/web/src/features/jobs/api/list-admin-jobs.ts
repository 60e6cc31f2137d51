import { jobListSchema, type JobList, type JobStatus } from '@reelhire/shared/jobs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { JOBS_QUERY_ROOT } from '@/lib/hiring-queries';

export const ADMIN_JOBS_PAGE_SIZE = 20;

export interface AdminJobFilters {
  q: string;
  status: JobStatus | '';
}

/** The first segments of the admin list's query keys: an unpublish updates its rows in place. */
export const adminJobsKeyRoot = (userId: string | undefined) => [...JOBS_QUERY_ROOT, userId, 'admin-list'];

/** `GET /admin/jobs`: one keyset page of every job, newest first, searched and filtered (admins only). */
export function listAdminJobs(filters: AdminJobFilters, after: string | null): Promise<JobList> {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (after) params.set('after', after);
  params.set('limit', String(ADMIN_JOBS_PAGE_SIZE));
  return apiFetch(`/rest/v1/admin/jobs?${params}`, { schema: jobListSchema });
}

export function useAdminJobs(filters: AdminJobFilters) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...adminJobsKeyRoot(userId), filters.q, filters.status],
    queryFn: ({ pageParam }) => listAdminJobs(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
