import { projectReferencesSchema, type ProjectReferences } from '@reelhire/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/**
 * The reference links and files of a job's project, with signed links: for a filmmaker while one of its
 * jobs is published or they applied (else 404; decision 0029).
 */
export function getProjectReferences(projectId: string): Promise<ProjectReferences> {
  return apiFetch(`/rest/v1/projects/${encodeURIComponent(projectId)}/references`, {
    schema: projectReferencesSchema,
  });
}

export function useProjectReferences(projectId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...PROJECTS_QUERY_ROOT, userId, 'references', projectId],
    queryFn: () => getProjectReferences(projectId!),
    enabled: Boolean(userId && projectId),
    // The signed links last an hour: fetch new ones well before, and never retry a 404.
    staleTime: 30 * 60_000,
    refetchInterval: 45 * 60_000,
    retry: false,
  });
}
