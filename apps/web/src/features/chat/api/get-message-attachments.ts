import {
  messageAttachmentListSchema,
  roomAttachmentsSchema,
  type Attachment,
} from '@reelhire/shared/chat-attachments';
import { apiFetch } from '@/lib/api-client';

const PATH = '/functions/v1/message-attachments';

/** Every query of chat attachments starts with this. */
export const CHAT_ATTACHMENTS_QUERY_KEY = ['chat', 'attachments'] as const;
export const messageAttachmentsQueryKey = (messageId: string) =>
  [...CHAT_ATTACHMENTS_QUERY_KEY, 'message', messageId] as const;
export const roomAttachmentsQueryKey = (roomName: string) =>
  [...CHAT_ATTACHMENTS_QUERY_KEY, 'room', roomName] as const;

// Both reads require a session: the server answers 401 'Not authenticated' without one, and nobody needs
// the round trip to learn it.

/** `GET message-attachments?message_id=`: one message's attachments, with fresh signed links. */
export async function getMessageAttachments(messageId: string): Promise<Attachment[]> {
  const { attachments } = await apiFetch(`${PATH}?${new URLSearchParams({ message_id: messageId })}`, {
    schema: messageAttachmentListSchema,
    requireSession: true,
  });
  return attachments;
}

/** `GET message-attachments?room_name=`: every attachment of a room, by message id. */
export async function getRoomAttachments(roomName: string): Promise<Record<string, Attachment[]>> {
  const { attachments } = await apiFetch(`${PATH}?${new URLSearchParams({ room_name: roomName })}`, {
    schema: roomAttachmentsSchema,
    requireSession: true,
  });
  return attachments;
}
