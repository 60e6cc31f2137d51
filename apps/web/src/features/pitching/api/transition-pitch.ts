import { pitchSchema, type Pitch, type PitchTransition } from '@reelhire/shared/pitches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

/** `POST /pitches/{id}/{transition}`: a move the server refuses answers 409 with the current status. */
export function transitionPitch({
  id,
  transition,
}: {
  id: string;
  transition: PitchTransition;
}): Promise<Pitch> {
  return apiFetch(`/rest/v1/pitches/${encodeURIComponent(id)}/${transition}`, {
    method: 'POST',
    schema: pitchSchema,
  });
}

export function useTransitionPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionPitch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PITCHES_QUERY_ROOT }),
  });
}
