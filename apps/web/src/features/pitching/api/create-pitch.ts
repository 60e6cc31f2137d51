import { pitchSchema, type Pitch, type PitchFields } from '@reelhire/shared/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

/** A new pitch starts as a draft. */
export function createPitch(input: PitchFields): Promise<Pitch> {
  return apiFetch('/rest/v1/pitches', { method: 'POST', body: input, schema: pitchSchema });
}

export function useCreatePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPitch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PITCHES_QUERY_ROOT }),
  });
}
