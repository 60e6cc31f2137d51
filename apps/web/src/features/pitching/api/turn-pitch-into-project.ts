import { pitchProjectSchema } from '@reelhire/shared/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PROJECTS_QUERY_ROOT } from '@/lib/hiring-queries';

/** `POST /pitches/{id}/project`: a draft project of the client's, prefilled from the pitch. */
export function turnPitchIntoProject(id: string): Promise<{ project_id: string }> {
  return apiFetch(`/rest/v1/pitches/${encodeURIComponent(id)}/project`, {
    method: 'POST',
    schema: pitchProjectSchema,
  });
}

export function useTurnPitchIntoProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnPitchIntoProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
  });
}
