import type { ClientBasicInput, ClientProfile } from '@reelhire/shared/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { clientProfileQueryKey } from './get-client-profile';

export function saveClientBasic(input: ClientBasicInput, accessToken: string): Promise<ClientProfile> {
  return apiFetch<ClientProfile>('/rest/v1/profiles/client/me/basic', {
    method: 'PUT',
    body: input,
    accessToken,
  });
}

/** The client's one setup step: name, kind, industry, website, logo, location, about. */
export function useSaveClientBasic() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientBasicInput) => saveClientBasic(input, session?.access_token ?? ''),
    onSuccess: (profile) => {
      queryClient.setQueryData(clientProfileQueryKey(session?.user.id), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
