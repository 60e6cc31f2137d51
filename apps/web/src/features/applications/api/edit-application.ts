import { applicationSchema, type Application, type ApplicationEdit } from '@reelhire/shared/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { applicationQueryKey } from './get-application';
import { APPLICATIONS_QUERY_ROOT } from './list-my-applications';

/** `PATCH /applications/{id}`: new terms while the client has not decided (decision 0057). */
export function editApplication(id: string, edit: ApplicationEdit): Promise<Application> {
  return apiFetch(`/rest/v1/applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: edit,
    schema: applicationSchema,
    requireSession: true,
  });
}

export function useEditApplication(id: string) {
  const userId = useAuthState().user?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ApplicationEdit) => editApplication(id, edit),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationQueryKey(userId, id), application);
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_ROOT });
    },
    // A 409 means the client acted meanwhile: show where the application is now.
    onError: () => queryClient.invalidateQueries({ queryKey: applicationQueryKey(userId, id) }),
  });
}
