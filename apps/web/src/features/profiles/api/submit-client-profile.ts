import type { ClientProfile } from '@reelhire/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { clientProfileQueryKey } from './get-client-profile';

export function submitClientProfile(accessToken: string): Promise<ClientProfile> {
  return apiFetch<ClientProfile>('/rest/v1/profiles/client/me/submit', { method: 'POST', accessToken });
}

/** Sets the client profile up (setup true); a 400 lists what is still missing. */
export function useSubmitClientProfile() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  const queryKey = clientProfileQueryKey(session?.user.id);
  return useMutation({
    mutationFn: () => submitClientProfile(session?.access_token ?? ''),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKey, profile);
      void refreshProfileViews(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
