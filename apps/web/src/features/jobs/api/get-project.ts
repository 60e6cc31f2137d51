import { projectSchema, type Project } from '@reelhire/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** The job's project: a new job takes its currency and the page names it. */
export function getProject(projectId: string): Promise<Project> {
  return apiFetch(`/rest/v1/projects/${encodeURIComponent(projectId)}`, { schema: projectSchema });
}

export function useProject(projectId: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    // The projects feature reads the same record under the same key: one cache entry for both.
    queryKey: [...PROJECTS_QUERY_ROOT, userId, 'project', projectId],
    queryFn: () => getProject(projectId),
    enabled: Boolean(userId),
  });
}
