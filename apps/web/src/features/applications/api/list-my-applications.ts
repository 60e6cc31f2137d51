import {
  applicationListSchema,
  type ApplicationList,
  type ApplicationStatus,
} from '@reelhire/shared/applications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const APPLICATIONS_QUERY_ROOT = ['applications'] as const;
const PAGE_SIZE = 20;

export function listMyApplications(
  status: ApplicationStatus | undefined,
  after: string | undefined,
): Promise<ApplicationList> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (status) query.set('status', status);
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/applications?${query.toString()}`, { schema: applicationListSchema });
}

/** The filmmaker's own applications, newest first, a page at a time (keyset cursor). */
export function useMyApplications(status: ApplicationStatus | undefined) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...APPLICATIONS_QUERY_ROOT, userId, 'mine', status ?? 'all'],
    queryFn: ({ pageParam }) => listMyApplications(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: Boolean(userId),
  });
}
