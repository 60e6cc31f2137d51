import { holdTopMatchesResultSchema, type HoldTopMatchesResult } from '@reelhire/shared/job-matches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { HOLDS_QUERY_ROOT } from '@/lib/hiring-queries';
import { jobMatchesKey } from './get-job-matches';

/** `POST /api/rest/v1/jobs/{id}/matches/hold`: first holds on the shoot days for up to three filmmakers. */
export function holdTopMatches(jobId: string, filmmakerIds: string[]): Promise<HoldTopMatchesResult> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(jobId)}/matches/hold`, {
    method: 'POST',
    body: { filmmaker_ids: filmmakerIds },
    schema: holdTopMatchesResultSchema,
    requireSession: true,
  });
}

/** Held filmmakers are no longer free on the days: the matches and the client's holds are read again. */
export function useHoldTopMatches(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filmmakerIds: string[]) => holdTopMatches(jobId, filmmakerIds),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: jobMatchesKey(jobId) });
      await queryClient.invalidateQueries({ queryKey: HOLDS_QUERY_ROOT });
    },
  });
}
