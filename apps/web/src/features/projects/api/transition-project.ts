import { projectSchema, type Project, type ProjectTransition } from '@reelhire/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { JOBS_QUERY_ROOT, PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** `POST /projects/{id}/{transition}`: a move the server refuses answers 409 with the current status. */
export function transitionProject({
  id,
  transition,
}: {
  id: string;
  transition: ProjectTransition;
}): Promise<Project> {
  return apiFetch(`/rest/v1/projects/${encodeURIComponent(id)}/${transition}`, {
    method: 'POST',
    schema: projectSchema,
  });
}

export function useTransitionProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionProject,
    // A refused move (409) means the project changed elsewhere: read it again either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: JOBS_QUERY_ROOT }),
      ]),
  });
}
