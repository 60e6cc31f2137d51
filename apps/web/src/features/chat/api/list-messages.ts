import { messageListSchema, type MessageRecord } from '@reelhire/shared/chat-messages';
import { MESSAGES } from '@reelhire/shared/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { olderPageParam, type MessagePage, type MessagePageParam } from '../message-pages';

export const messagesQueryKey = (roomName: string) => ['chat', 'messages', roomName] as const;

/**
 * `GET /messages?room_name&limit&order`: one page of a room, newest first (docs/product.md §7). `before` (the
 * oldest loaded message's time) is sent only for older pages.
 */
export function listMessages(roomName: string, before: string | null): Promise<MessageRecord[]> {
  const params = new URLSearchParams({
    room_name: roomName,
    limit: String(MESSAGES.pageSize),
    order: 'desc',
  });
  if (before) params.set('before', before);
  return apiFetch(`/rest/v1/messages?${params}`, { schema: messageListSchema });
}

/** A room's messages, 50 at a time, until a page comes back short. */
export function useMessagePages(roomName: string | null) {
  const signedIn = useAuthState().session !== null;
  return useInfiniteQuery({
    queryKey: messagesQueryKey(roomName ?? ''),
    initialPageParam: null as MessagePageParam,
    queryFn: async ({ pageParam }): Promise<MessagePage> => {
      const messages = await listMessages(roomName!, pageParam);
      return { messages, fetched: messages.length };
    },
    getNextPageParam: olderPageParam,
    enabled: Boolean(roomName) && signedIn,
  });
}
