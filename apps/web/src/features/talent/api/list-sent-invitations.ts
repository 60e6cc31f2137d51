import { invitationListSchema, type Invitation } from '@reelhire/shared/invitations';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { INVITATIONS_QUERY_ROOT } from '@/lib/hiring-queries';

/** The invitations the signed-in client sent this filmmaker, to any of their jobs. */
export async function listSentInvitations(filmmakerId: string): Promise<Invitation[]> {
  const query = new URLSearchParams({ filmmaker_id: filmmakerId });
  return (await apiFetch(`/rest/v1/invitations?${query}`, { schema: invitationListSchema })).items;
}

export function useSentInvitations(filmmakerId: string, enabled: boolean) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...INVITATIONS_QUERY_ROOT, userId, 'sent', filmmakerId],
    queryFn: () => listSentInvitations(filmmakerId),
    enabled: enabled && Boolean(userId),
  });
}
