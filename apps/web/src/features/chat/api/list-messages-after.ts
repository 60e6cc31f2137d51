import { messageListSchema, type MessageRecord, type RealtimeHandshake } from '@reelhire/shared/chat';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /messages?room_name&after_seq`: what a room's channel missed while it was away, oldest first. The
 * realtime client calls it (registered by use-chat-connection.ts) to catch a channel up after any gap.
 */
export async function fetchMessagesAfter(
  roomName: string,
  afterSeq: number,
  limit: number,
  handshake: RealtimeHandshake,
): Promise<MessageRecord[]> {
  const params = new URLSearchParams({
    room_name: roomName,
    after_seq: String(afterSeq),
    order: 'asc',
    limit: String(limit),
  });
  const rows = await apiFetch<unknown>(`/rest/v1/messages?${params}`, { accessToken: handshake.token });
  return messageListSchema.parse(rows);
}
