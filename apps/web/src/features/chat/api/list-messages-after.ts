import { messageListSchema, type MessageRecord } from '@reelhire/shared/chat-messages';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /messages?room_name&after_seq`: what a room's channel missed while it was away, oldest first. The
 * realtime client calls it (registered by use-chat-connection.ts) to catch a channel up after any gap; it
 * also hands over its handshake, which is not needed here: the API client has the session itself.
 */
export function fetchMessagesAfter(
  roomName: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRecord[]> {
  const params = new URLSearchParams({
    room_name: roomName,
    after_seq: String(afterSeq),
    order: 'asc',
    limit: String(limit),
  });
  return apiFetch(`/rest/v1/messages?${params}`, { schema: messageListSchema });
}
