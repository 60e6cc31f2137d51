import type { Attachment } from '@reelhire/shared/chat';
import { ApiError, apiFetch } from '@/lib/api-client';

const PATH = '/functions/v1/message-attachments';

/** Every query of chat attachments starts with this. */
export const CHAT_ATTACHMENTS_QUERY_KEY = ['chat', 'attachments'] as const;
export const messageAttachmentsQueryKey = (messageId: string) =>
  [...CHAT_ATTACHMENTS_QUERY_KEY, 'message', messageId] as const;
export const roomAttachmentsQueryKey = (roomName: string) =>
  [...CHAT_ATTACHMENTS_QUERY_KEY, 'room', roomName] as const;

/** The server answers 401 'Not authenticated' without a session; nobody needs the round trip to learn it. */
function requireSession(accessToken: string | null | undefined): string {
  if (!accessToken) throw new ApiError('Not authenticated', 401, { error: 'Not authenticated' });
  return accessToken;
}

/** `GET message-attachments?message_id=`: one message's attachments, with fresh signed links. */
export async function getMessageAttachments(
  messageId: string,
  accessToken: string | null | undefined,
): Promise<Attachment[]> {
  const token = requireSession(accessToken);
  const { attachments } = await apiFetch<{ attachments: Attachment[] }>(
    `${PATH}?${new URLSearchParams({ message_id: messageId })}`,
    { accessToken: token },
  );
  return attachments;
}

/** `GET message-attachments?room_name=`: every attachment of a room, by message id. */
export async function getRoomAttachments(
  roomName: string,
  accessToken: string | null | undefined,
): Promise<Record<string, Attachment[]>> {
  const token = requireSession(accessToken);
  const { attachments } = await apiFetch<{ attachments: Record<string, Attachment[]> }>(
    `${PATH}?${new URLSearchParams({ room_name: roomName })}`,
    { accessToken: token },
  );
  return attachments;
}
