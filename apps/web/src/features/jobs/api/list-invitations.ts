import { invitationListSchema, type Invitation } from '@reelhire/shared/invitations';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { INVITATIONS_QUERY_ROOT } from '@/lib/hiring-queries';

/** The invitations to apply the signed-in filmmaker received, for jobs still published; newest first. */
export async function listInvitations(): Promise<Invitation[]> {
  return (await apiFetch('/rest/v1/invitations', { schema: invitationListSchema })).items;
}

export function useInvitations() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...INVITATIONS_QUERY_ROOT, userId, 'received'],
    queryFn: listInvitations,
    enabled: Boolean(userId),
  });
}
