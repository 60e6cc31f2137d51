import type { MessageRecord } from '@reelhire/shared/chat';
import type { messages } from '../../db/schema/chat.ts';

/** A stored message as SPEC section 3's record (snake_case on the wire), with its room sequence. */
export function serializeMessage(row: typeof messages.$inferSelect): MessageRecord {
  return {
    id: row.id,
    content: row.content,
    user_id: row.userId,
    user_name: row.userName,
    room_name: row.roomName,
    created_at: row.createdAt.toISOString(),
    entity_id: row.entityId,
    entity_role: row.entityRole,
    status: row.status,
    has_attachments: row.hasAttachments,
    attachment_count: row.attachmentCount,
    message_type: row.messageType,
    seq: row.seq,
  };
}
