import { projectListSchema, type ProjectList, type ProjectStatus } from '@reelhire/shared/projects';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

export const PROJECTS_PAGE_SIZE = 20;

export interface ProjectFilters {
  q: string;
  status: ProjectStatus | '';
}

/** One keyset page of the caller's projects, newest updated first. */
export function listProjects(filters: ProjectFilters, after: string | null): Promise<ProjectList> {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.status) query.set('status', filters.status);
  if (after) query.set('after', after);
  query.set('limit', String(PROJECTS_PAGE_SIZE));
  return apiFetch(`/rest/v1/projects?${query}`, { schema: projectListSchema });
}

export function useProjectList(filters: ProjectFilters) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...PROJECTS_QUERY_ROOT, userId, 'list', filters],
    queryFn: ({ pageParam }) => listProjects(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
