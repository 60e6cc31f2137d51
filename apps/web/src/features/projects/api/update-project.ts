import { projectSchema, type Project, type ProjectFields } from '@reelhire/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

export function updateProject({ id, input }: { id: string; input: ProjectFields }): Promise<Project> {
  return apiFetch(`/rest/v1/projects/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: projectSchema,
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
  });
}
