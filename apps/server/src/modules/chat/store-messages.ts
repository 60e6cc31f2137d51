import type { AttachmentFileType } from '@reelhire/shared/chat-attachments';
import type { ChatRole } from '@reelhire/shared/chat-rooms';
import type { MessageRecord, MessageType } from '@reelhire/shared/chat-messages';
import { sql } from 'drizzle-orm';
import { perDatabase } from '../../db/batch-per-turn.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { chatRooms, messageAttachments, messages } from '../../db/schema/chat.ts';
import { serializeStoredRow, STORED_MESSAGE_COLUMNS, type StoredMessageRow } from './serialize-message.ts';

/** A file attached to a message, checked as the sender's own and free (post-message.ts). */
export interface AttachmentToStore {
  fileId: string;
  fileType: AttachmentFileType;
  fileName: string;
  fileSize: number;
  mimeType: string;
  duration: number | null;
  waveform: number[] | null;
}

export interface MessageToStore {
  id: string;
  roomName: string;
  clientId: string;
  filmmakerId: string;
  content: string;
  userId: string;
  userName: string;
  entityId: string;
  entityRole: ChatRole;
  messageType: MessageType;
  /** In the order they are shown. */
  attachments: AttachmentToStore[];
}

/** A message whose id is stored already: left alone, so that a retried send is stored once. */
export type StoreOutcome = MessageRecord | 'already_stored';

/**
 * Stores messages in one statement, all or nothing: creates or bumps each room's row for the next sequence
 * number, inserts the messages and their attachments. The room's row is locked by the bump, so a room's
 * numbers and `created_at` (taken after it) follow the order of storing. At most one message per room
 * and per id in one call (a row is updated once per statement); the batcher below keeps to that.
 */
export async function storeMessages(db: Db, rows: readonly MessageToStore[]): Promise<StoreOutcome[]> {
  const input = rows.map(({ attachments, ...row }) => ({ ...row, attachmentCount: attachments.length }));
  const attachments = rows.flatMap((row) =>
    row.attachments.map((attachment, position) => ({
      ...attachment,
      messageId: row.id,
      roomName: row.roomName,
      position,
    })),
  );
  // Text messages (most of them) leave out the attachments' part: planning it again for every batch
  // was a fifth of the statement's cost on PGlite (decision 0072).
  const stored = await queryRows<StoredMessageRow>(
    db,
    sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(input)}::json) as t(
        "id" uuid, "roomName" text, "clientId" uuid, "filmmakerId" uuid, "content" text, "userId" uuid,
        "userName" text, "entityId" uuid, "entityRole" text, "messageType" text, "attachmentCount" integer)
      where not exists (select 1 from ${messages} m where m.id = t."id")
    ), room as (
      insert into ${chatRooms} (name, client_id, filmmaker_id, last_seq, last_message_at)
      select "roomName", "clientId", "filmmakerId", 1, clock_timestamp() from input
      on conflict (name) do update
        set last_seq = ${chatRooms}.last_seq + 1, last_message_at = clock_timestamp()
      returning name, last_seq
    ), stored as (
      insert into ${messages} (id, room_name, seq, content, user_id, user_name, entity_id, entity_role,
                               has_attachments, attachment_count, message_type, created_at)
      select i."id", i."roomName", room.last_seq, i."content", i."userId", i."userName", i."entityId",
             i."entityRole", i."attachmentCount" > 0, i."attachmentCount", i."messageType", clock_timestamp()
      from input i join room on room.name = i."roomName"
      returning ${STORED_MESSAGE_COLUMNS}
    )${
      attachments.length === 0
        ? sql``
        : sql`, attached as (
      insert into ${messageAttachments} (message_id, room_name, file_id, file_type, file_name, file_size,
                                         mime_type, duration, waveform, position)
      select a."messageId", a."roomName", a."fileId", a."fileType", a."fileName", a."fileSize",
             a."mimeType", a."duration", a."waveform", a."position"
      from json_to_recordset(${JSON.stringify(attachments)}::json) as a(
        "messageId" uuid, "roomName" text, "fileId" uuid, "fileType" text, "fileName" text,
        "fileSize" bigint, "mimeType" text, "duration" real, "waveform" jsonb, "position" integer)
      where a."messageId" in (select id from stored)
    )`
    }
    select * from stored`,
  );
  const byId = new Map(stored.map((row) => [row.id, serializeStoredRow(row)]));
  return rows.map((row) => byId.get(row.id) ?? 'already_stored');
}

/**
 * storeMessages for the calls of one event-loop turn together (batch-per-turn.ts): under load one
 * statement for many sends is what lets one process take thousands a second. A failed batch fails all of
 * its calls, whichever one caused it.
 */
export const storeMessage = perDatabase<MessageToStore, StoreOutcome>((db) => ({
  // One id in two rooms at once would fail the whole statement on the primary key, one file in two
  // messages on its unique key: the second waits for the first's batch, then gets its own answer.
  serialKeys: (row) => [
    `room:${row.roomName}`,
    `id:${row.id}`,
    ...row.attachments.map((attachment) => `file:${attachment.fileId}`),
  ],
  run: (rows) => storeMessages(db, rows),
}));
