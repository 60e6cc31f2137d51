import type { ChatRole } from '@reelhire/shared/chat';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/**
 * `GET /filmmakers?user_id=` or `/clients?user_id=`: the viewer's own record for a role. Its id is the
 * entity a conversation names and every message carries; null when the user has no record for the role.
 */
export async function getMyChatEntity(
  role: ChatRole,
  userId: string,
  accessToken: string,
): Promise<string | null> {
  const resource = role === 'client' ? 'clients' : 'filmmakers';
  const rows = await apiFetch<unknown>(`/rest/v1/${resource}?${new URLSearchParams({ user_id: userId })}`, {
    accessToken,
  });
  const record = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined) : undefined;
  return typeof record?.id === 'string' ? record.id : null;
}

export function useMyChatEntity(role: ChatRole | null) {
  const { session } = useAuthState();
  const userId = session?.user.id ?? '';
  const accessToken = session?.access_token;
  return useQuery({
    queryKey: ['chat', 'entity', role, userId],
    queryFn: () => getMyChatEntity(role!, userId, accessToken!),
    enabled: Boolean(role && accessToken && userId),
  });
}
