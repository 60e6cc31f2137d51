import {
  clientProfileSchema,
  type ClientBasicInput,
  type ClientProfile,
} from '@reelhire/shared/client-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { refreshProfileViews } from '@/lib/profile-views';
import { clientProfileQueryKey } from './get-client-profile';

export function saveClientBasic(input: ClientBasicInput): Promise<ClientProfile> {
  return apiFetch('/rest/v1/profiles/client/me/basic', {
    method: 'PUT',
    body: input,
    schema: clientProfileSchema,
  });
}

/** The client's one setup step: name, kind, industry, website, logo, location, about. */
export function useSaveClientBasic() {
  const userId = useAuthState().session?.user.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClientBasic,
    onSuccess: (profile) => {
      queryClient.setQueryData(clientProfileQueryKey(userId), profile);
      void refreshProfileViews(queryClient);
    },
  });
}
