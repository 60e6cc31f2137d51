import { clientRecordListSchema, filmmakerRecordListSchema } from '@reelhire/shared/auth-profiles';
import type { ChatRole } from '@reelhire/shared/chat-rooms';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/**
 * `GET /filmmakers?user_id=` or `/clients?user_id=`: the viewer's own record for a role. Its id is the
 * entity a conversation names and every message carries; null when the user has no record for the role.
 */
export async function getMyChatEntity(role: ChatRole, userId: string): Promise<string | null> {
  const query = new URLSearchParams({ user_id: userId });
  const rows =
    role === 'client'
      ? await apiFetch(`/rest/v1/clients?${query}`, { schema: clientRecordListSchema })
      : await apiFetch(`/rest/v1/filmmakers?${query}`, { schema: filmmakerRecordListSchema });
  return rows[0]?.id ?? null;
}

export function useMyChatEntity(role: ChatRole | null) {
  const userId = useAuthState().session?.user.id ?? '';
  return useQuery({
    queryKey: ['chat', 'entity', role, userId],
    queryFn: () => getMyChatEntity(role!, userId),
    enabled: Boolean(role && userId),
  });
}
