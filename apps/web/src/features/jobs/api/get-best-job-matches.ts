import { filmmakerJobMatchListSchema, type FilmmakerJobMatchList } from '@reelhire/shared/job-matches';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { JOBS_QUERY_ROOT } from '@/lib/hiring-queries';

/** `GET /api/rest/v1/jobs/best-matches`: the open jobs that fit the signed-in filmmaker best (decision 0093). */
export function getBestJobMatches(): Promise<FilmmakerJobMatchList> {
  return apiFetch('/rest/v1/jobs/best-matches', {
    schema: filmmakerJobMatchListSchema,
    requireSession: true,
  });
}

export function useBestJobMatches(enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useQuery({
    // Under the jobs root: an application sent refreshes it, and the job applied for drops out.
    queryKey: [...JOBS_QUERY_ROOT, userId, 'best-matches'],
    queryFn: getBestJobMatches,
    enabled: enabled && Boolean(userId),
  });
}
