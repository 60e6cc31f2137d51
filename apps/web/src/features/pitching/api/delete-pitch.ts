import { pitchNoContentSchema } from '@reelhire/shared/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

/** `DELETE /pitches/{id}`: gone for good, with the clients' saves of it. */
export async function deletePitch(id: string): Promise<void> {
  await apiFetch(`/rest/v1/pitches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: pitchNoContentSchema,
  });
}

export function useDeletePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePitch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PITCHES_QUERY_ROOT }),
  });
}
