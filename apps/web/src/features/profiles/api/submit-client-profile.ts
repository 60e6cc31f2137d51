import { clientProfileSchema, type ClientProfile } from '@reelhire/shared/client-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { clientProfileQueryKey } from './get-client-profile';

export function submitClientProfile(): Promise<ClientProfile> {
  return apiFetch('/rest/v1/profiles/client/me/submit', { method: 'POST', schema: clientProfileSchema });
}

/** Sets the client profile up (setup true); a 400 lists what is still missing. */
export function useSubmitClientProfile() {
  const userId = useAuthState().session?.user.id;
  const queryClient = useQueryClient();
  const queryKey = clientProfileQueryKey(userId);
  return useMutation({
    mutationFn: submitClientProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKey, profile);
      void refreshProfileViews(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
