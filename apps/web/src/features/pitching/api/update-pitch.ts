import { pitchSchema, type Pitch, type PitchFields } from '@reelhire/shared/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

export function updatePitch({ id, input }: { id: string; input: PitchFields }): Promise<Pitch> {
  return apiFetch(`/rest/v1/pitches/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: pitchSchema,
  });
}

export function useUpdatePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PITCHES_QUERY_ROOT }),
  });
}
