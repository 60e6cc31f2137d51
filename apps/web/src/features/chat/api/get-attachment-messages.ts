import { messageListSchema } from '@reelhire/shared/chat-messages';
import { apiFetch } from '@/lib/api-client';

/** The largest page the messages endpoint gives. */
const PAGE_SIZE = 200;

/** Who sent a message with attachments, and when: what the carousel shows under each file. */
export interface AttachmentMessage {
  id: string;
  user_name: string;
  created_at: string;
}

/**
 * docs/product.md §7's direct read of a room's messages with attachments (oldest first), for the sender and
 * date of the given messages. Pages are read until every wanted message is found or the room ends;
 * `has_attachments=true` lets the server skip text-only messages (a server ignoring it still answers right).
 */
export async function getAttachmentMessages(
  roomName: string,
  wanted: ReadonlySet<string>,
): Promise<Map<string, AttachmentMessage>> {
  const found = new Map<string, AttachmentMessage>();
  if (wanted.size === 0) return found;
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const params = new URLSearchParams({
      room_name: roomName,
      has_attachments: 'true',
      order: 'asc',
      limit: String(PAGE_SIZE),
      offset: String(offset),
    });
    const page = await apiFetch(`/rest/v1/messages?${params}`, { schema: messageListSchema });
    for (const message of page) {
      if (wanted.has(message.id)) {
        found.set(message.id, {
          id: message.id,
          user_name: message.user_name,
          created_at: message.created_at,
        });
      }
    }
    if (page.length < PAGE_SIZE || found.size === wanted.size) return found;
  }
}
