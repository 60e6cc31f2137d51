import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { sql } from 'drizzle-orm';
import type { messages } from '../../db/schema/chat.ts';

/** A stored message as docs/product.md §3's record (snake_case on the wire), with its room sequence. */
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

/** A message row as a raw statement returns it with STORED_MESSAGE_COLUMNS (drivers differ on times). */
export type StoredMessageRow = Omit<typeof messages.$inferSelect, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** The RETURNING list of a raw statement that stores messages, named as Drizzle names them. */
export const STORED_MESSAGE_COLUMNS = sql.raw(
  `id, room_name as "roomName", seq, content, user_id as "userId", user_name as "userName",
   entity_id as "entityId", entity_role as "entityRole", status, has_attachments as "hasAttachments",
   attachment_count as "attachmentCount", message_type as "messageType", created_at as "createdAt",
   updated_at as "updatedAt"`,
);

export function serializeStoredRow(row: StoredMessageRow): MessageRecord {
  return serializeMessage({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) });
}
