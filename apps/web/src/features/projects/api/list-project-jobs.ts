import { jobListSchema, type JobList } from '@reelhire/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** Every job of the project in any status (the owner's view). */
export function listProjectJobs(projectId: string): Promise<JobList> {
  return apiFetch(`/rest/v1/projects/${encodeURIComponent(projectId)}/jobs?limit=100`, {
    schema: jobListSchema,
  });
}

export function useProjectJobs(projectId: string) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...PROJECTS_QUERY_ROOT, userId, 'project', projectId, 'jobs'],
    queryFn: () => listProjectJobs(projectId),
    enabled: Boolean(userId),
  });
}
