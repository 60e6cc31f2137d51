import { invitationSchema, type Invitation, type InvitationInput } from '@reelhire/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { INVITATIONS_QUERY_ROOT } from '@/lib/hiring-queries';

/** Invites a filmmaker to apply for one of the client's published jobs; a second time answers the first. */
export function inviteFilmmaker(input: InvitationInput): Promise<Invitation> {
  return apiFetch('/rest/v1/invitations', {
    method: 'POST',
    body: input,
    schema: invitationSchema,
    requireSession: true,
  });
}

export function useInviteFilmmaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFilmmaker,
    // Sent or refused (a job unpublished meanwhile), read again what the dialog shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_ROOT }),
  });
}
