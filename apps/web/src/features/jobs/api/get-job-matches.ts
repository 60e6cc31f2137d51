import { jobMatchListSchema, type JobMatchList } from '@reelhire/shared/job-matches';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const jobMatchesKey = (jobId: string) => ['job-matches', jobId] as const;

/** `GET /api/rest/v1/jobs/{id}/matches`: who fits the job, best first, each with why (decision 0093). */
export function getJobMatches(jobId: string): Promise<JobMatchList> {
  return apiFetch(`/rest/v1/jobs/${encodeURIComponent(jobId)}/matches`, {
    schema: jobMatchListSchema,
    requireSession: true,
  });
}

export function useJobMatches(jobId: string) {
  return useQuery({ queryKey: jobMatchesKey(jobId), queryFn: () => getJobMatches(jobId) });
}
