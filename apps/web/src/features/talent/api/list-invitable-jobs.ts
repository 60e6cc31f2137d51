import { jobListSchema, type Job } from '@reelhire/shared/jobs';
import { projectListSchema } from '@reelhire/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { JOBS_QUERY_ROOT } from '@/lib/hiring-queries';

export interface InvitableJobs {
  /** The client's published jobs, those of the most recently changed project first. */
  jobs: Job[];
  /** Whether the client has any project at all, to say what to do next when no job is published. */
  hasProjects: boolean;
}

/**
 * The jobs a filmmaker can be invited to: the published ones of the client's 100 most recently changed
 * projects. Read through the project list (which counts each project's published jobs) and the jobs of
 * only those projects that have one, so no endpoint of its own is needed.
 */
export async function listInvitableJobs(): Promise<InvitableJobs> {
  const projects = await apiFetch('/rest/v1/projects?limit=100', { schema: projectListSchema });
  const open = projects.items.filter((project) => project.open_job_count > 0);
  const lists = await Promise.all(
    open.map((project) =>
      apiFetch(`/rest/v1/projects/${encodeURIComponent(project.id)}/jobs?limit=100`, {
        schema: jobListSchema,
      }),
    ),
  );
  return {
    jobs: lists.flatMap((list) => list.items).filter((job) => job.status === 'published'),
    hasProjects: projects.items.length > 0,
  };
}

export function useInvitableJobs(enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...JOBS_QUERY_ROOT, userId, 'invitable'],
    queryFn: listInvitableJobs,
    enabled: enabled && Boolean(userId),
  });
}
