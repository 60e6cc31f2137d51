import { applicationSchema, type Application, type ApplicationInput } from '@reelhire/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { INVITATIONS_QUERY_ROOT } from '@/lib/hiring-queries';
import { APPLICATIONS_QUERY_ROOT } from './list-my-applications';

export function submitApplication(jobId: string, input: ApplicationInput): Promise<Application> {
  return apiFetch('/rest/v1/applications', {
    method: 'POST',
    body: { job_id: jobId, ...input },
    schema: applicationSchema,
    requireSession: true,
  });
}

/** Sends an application (a retry answers the first one, so a double submit is harmless). */
export function useSubmitApplication(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => submitApplication(jobId, input),
    // An application also answers the invitation to apply, which then leaves the jobs page.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_ROOT }),
      ]),
  });
}
