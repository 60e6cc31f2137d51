import { pitchNoContentSchema, pitchSchema } from '@reelhire/shared/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

/** `PUT` (save, answers the pitch) or `DELETE` (unsave, 204) `/pitches/{id}/saved`: the client's own list. */
export async function setPitchSaved({ id, saved }: { id: string; saved: boolean }): Promise<void> {
  const path = `/rest/v1/pitches/${encodeURIComponent(id)}/saved`;
  if (saved) await apiFetch(path, { method: 'PUT', schema: pitchSchema });
  else await apiFetch(path, { method: 'DELETE', schema: pitchNoContentSchema });
}

export function useSavePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPitchSaved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PITCHES_QUERY_ROOT }),
  });
}
