import { bulkStatusResponseSchema, type MessageStatus } from '@reelhire/shared/chat-messages';
import { apiFetch } from '@/lib/api-client';

export interface RoomStatusInput {
  room_name: string;
  /** The other party, whose messages the viewer received or read. */
  sender_id: string;
  status: Extract<MessageStatus, 'delivered' | 'read'>;
}

/** `PATCH /messages/bulk-status`: all of one sender's messages in a room delivered or read. */
export function updateRoomStatus(input: RoomStatusInput) {
  return apiFetch('/rest/v1/messages/bulk-status', {
    method: 'PATCH',
    body: input,
    schema: bulkStatusResponseSchema,
  });
}
