import { projectSchema, type Project } from '@reelhire/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

export function getProject(projectId: string): Promise<Project> {
  return apiFetch(`/rest/v1/projects/${encodeURIComponent(projectId)}`, { schema: projectSchema });
}

export const projectQueryKey = (userId: string | undefined, projectId: string) =>
  [...PROJECTS_QUERY_ROOT, userId, 'project', projectId] as const;

export function useProject(projectId: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: projectQueryKey(userId, projectId),
    queryFn: () => getProject(projectId),
    enabled: Boolean(userId),
  });
}
