import {
  applicationListSchema,
  type APPLICANT_SORTS,
  type ApplicationList,
  type ApplicationStatus,
} from '@reelhire/shared/applications';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { APPLICATIONS_QUERY_ROOT } from '@/lib/hiring-queries';

export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANTS_PAGE_SIZE = 20;

export interface ApplicantFilters {
  sort: ApplicantSort;
  status: ApplicationStatus | '';
}

/** One keyset page of a job's applicants (the job owner's view). */
export function listApplicants(
  jobId: string,
  filters: ApplicantFilters,
  after: string | null,
): Promise<ApplicationList> {
  const query = new URLSearchParams({ job_id: jobId, sort: filters.sort });
  if (filters.status) query.set('status', filters.status);
  if (after) query.set('after', after);
  query.set('limit', String(APPLICANTS_PAGE_SIZE));
  return apiFetch(`/rest/v1/applications?${query}`, { schema: applicationListSchema });
}

export function useApplicants(jobId: string, filters: ApplicantFilters) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...APPLICATIONS_QUERY_ROOT, userId, 'job', jobId, filters],
    queryFn: ({ pageParam }) => listApplicants(jobId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
