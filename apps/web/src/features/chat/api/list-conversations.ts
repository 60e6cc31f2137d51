import { conversationListSchema, type Conversation } from '@reelhire/shared/chat-messages';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import type { ChatViewerIdentity } from '../message-status';

/** Every conversation list query starts with this; new messages and receipts refresh them. */
export const CONVERSATIONS_QUERY_KEY = ['chat', 'conversations'] as const;

/**
 * `GET /conversations?entity_id&entity_role`: the viewer's conversations with the other party's name and
 * picture, the last message and the unread count. Admins ask without parameters and get every room.
 */
export function listConversations(viewer: ChatViewerIdentity): Promise<Conversation[]> {
  const params =
    viewer.role === 'admin'
      ? ''
      : `?${new URLSearchParams({ entity_id: viewer.entityId ?? '', entity_role: viewer.role })}`;
  return apiFetch(`/rest/v1/conversations${params}`, { schema: conversationListSchema });
}

export function useConversations(viewer: ChatViewerIdentity, enabled = true) {
  const userId = useAuthState().session?.user.id;
  const ready = viewer.role === 'admin' || Boolean(viewer.entityId);
  return useQuery({
    queryKey: [...CONVERSATIONS_QUERY_KEY, viewer.role, viewer.entityId, userId],
    queryFn: () => listConversations(viewer),
    enabled: enabled && ready && Boolean(userId),
    // New conversations start on the other side too; the list is cheap to read again.
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
  });
}
