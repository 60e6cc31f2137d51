import { projectSchema, type Project, type ProjectFields } from '@reelhire/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** A new project starts as a draft. */
export function createProject(input: ProjectFields): Promise<Project> {
  return apiFetch('/rest/v1/projects', { method: 'POST', body: input, schema: projectSchema });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
  });
}
