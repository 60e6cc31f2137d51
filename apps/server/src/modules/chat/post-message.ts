import {
  attachmentTypeOfMime,
  CHAT_ERRORS,
  type AttachmentFileType,
  type ChatRole,
  type MessageRecord,
  type MessageType,
  type postMessageSchema,
} from '@reelhire/shared/chat';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { perDatabase } from '../../db/batch-per-turn.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { chatRooms, messageAttachments, messages } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/query-error.ts';
import { requireRoomSender, sideOf, type RoomAccess } from './room-access.ts';
import {
  serializeMessage,
  serializeStoredRow,
  STORED_MESSAGE_COLUMNS,
  type StoredMessageRow,
} from './serialize-message.ts';

/** What a voice note adds to its attachment beyond the stored file. */
export interface AttachmentExtras {
  fileType?: AttachmentFileType;
  duration?: number | null;
  waveform?: number[] | null;
}

export interface PostMessageOptions {
  db: Db;
  user: User;
  input: z.output<typeof postMessageSchema>;
  /** Per attached file id: a voice note's type, duration and waveform. */
  extras?: Map<string, AttachmentExtras>;
}

export interface PostedMessage {
  message: MessageRecord;
  /** False when this id was already stored: a retried send, answered with what was stored. */
  created: boolean;
  access: RoomAccess;
}

const CHAT_FILE_KINDS = ['chat_attachment'];

const RETRY_ALONE = Symbol('retry alone');

interface TextMessageRow {
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
}

/**
 * Messages without attachments, the bulk of chat, are stored in one statement per event-loop turn: it
 * creates or bumps each room's row for the next sequence number and inserts the messages, all or
 * nothing. One message per room (a row is updated once per statement) and per id per statement, and a room's next
 * message waits for the statement holding its last, so a room's numbers and times still follow the order
 * of storing. An id that is already stored is left alone and answered as 'already_stored'.
 */
const storeTextMessage = perDatabase<TextMessageRow, MessageRecord | 'already_stored'>((db) => ({
  // One id in two rooms at once would fail the whole statement on the primary key: the second waits,
  // then finds the id taken and is answered as a duplicate.
  serialKeys: (row) => [`room:${row.roomName}`, `id:${row.id}`],
  async run(rows) {
    const stored = await queryRows<StoredMessageRow>(
      db,
      sql`
      with input as (
        select * from json_to_recordset(${JSON.stringify(rows)}::json) as t(
          "id" uuid, "roomName" text, "clientId" uuid, "filmmakerId" uuid, "content" text, "userId" uuid,
          "userName" text, "entityId" uuid, "entityRole" text, "messageType" text)
        where not exists (select 1 from ${messages} m where m.id = t."id")
      ), room as (
        insert into ${chatRooms} (name, client_id, filmmaker_id, last_seq, last_message_at)
        select "roomName", "clientId", "filmmakerId", 1, clock_timestamp() from input
        on conflict (name) do update
          set last_seq = ${chatRooms}.last_seq + 1, last_message_at = clock_timestamp()
        returning name, last_seq
      )
      insert into ${messages} (id, room_name, seq, content, user_id, user_name, entity_id, entity_role,
                               has_attachments, attachment_count, message_type, created_at)
      select i."id", i."roomName", room.last_seq, i."content", i."userId", i."userName", i."entityId",
             i."entityRole", false, 0, i."messageType", clock_timestamp()
      from input i join room on room.name = i."roomName"
      returning ${STORED_MESSAGE_COLUMNS}`,
    );
    const byId = new Map(stored.map((row) => [row.id, serializeStoredRow(row)]));
    return rows.map((row) => byId.get(row.id) ?? 'already_stored');
  },
}));

/**
 * Stores one message (SPEC section 5: store first; the caller broadcasts only what was stored). The
 * sender's own `id` makes a retried send a no-op that answers the stored message. The room's row hands
 * out the next sequence number under a row lock, so messages of one room are numbered in the order they
 * were stored and `created_at` (taken after the lock) never goes backwards within a room.
 */
export async function postMessage({ db, user, input, extras }: PostMessageOptions): Promise<PostedMessage> {
  const access = await requireRoomSender(db, user, input.room_name, {
    entityId: input.entity_id,
    entityRole: input.entity_role,
  });
  const sender = sideOf(access, access.as);
  const recipient = sideOf(access, access.as === 'client' ? 'filmmaker' : 'client');
  if (!sender.setup) throw new HttpError(403, CHAT_ERRORS.noEntity);
  if (!sender.verified) throw new HttpError(403, CHAT_ERRORS.notVerified);
  if (!recipient.setup) throw new HttpError(404, 'This conversation does not exist');

  const id = input.id ?? crypto.randomUUID();
  if (input.attachment_ids.length === 0) {
    const batched = await storeTextMessage(db, {
      id,
      roomName: input.room_name,
      clientId: access.parties.clientEntityId,
      filmmakerId: access.parties.filmmakerEntityId,
      content: input.content.trim(),
      userId: user.id,
      userName: sender.name,
      entityId: sender.entityId,
      entityRole: access.as,
      messageType: input.message_type,
    }).catch((): typeof RETRY_ALONE => RETRY_ALONE);
    if (batched === 'already_stored') {
      const stored = await findStored(db, id, input.room_name, user.id);
      if (stored) return { message: stored, created: false, access };
    } else if (batched !== RETRY_ALONE) {
      return { message: batched, created: true, access };
    }
    // A failed batch fails all of its messages, whichever one caused it: each is tried again on its own
    // below, where a duplicate id or a lost connection gets its own answer.
  }

  const stored = await findStored(db, id, input.room_name, user.id);
  if (stored) return { message: stored, created: false, access };

  try {
    const message = await db.transaction(async (tx) => {
      await tx
        .insert(chatRooms)
        .values({
          name: input.room_name,
          clientId: access.parties.clientEntityId,
          filmmakerId: access.parties.filmmakerEntityId,
        })
        .onConflictDoNothing();
      const [room] = await tx
        .update(chatRooms)
        .set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, lastMessageAt: sql`clock_timestamp()` })
        .where(eq(chatRooms.name, input.room_name))
        .returning({ seq: chatRooms.lastSeq });

      const attached = await claimAttachments(tx, user.id, input.attachment_ids);
      const [row] = await tx
        .insert(messages)
        .values({
          id,
          roomName: input.room_name,
          seq: room!.seq,
          content: input.content.trim(),
          userId: user.id,
          userName: sender.name,
          entityId: sender.entityId,
          entityRole: access.as,
          hasAttachments: attached.length > 0,
          attachmentCount: attached.length,
          messageType: input.message_type,
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      if (attached.length > 0) {
        await tx.insert(messageAttachments).values(
          attached.map((file, position) => {
            const extra = extras?.get(file.id);
            return {
              messageId: id,
              roomName: input.room_name,
              fileId: file.id,
              fileType: extra?.fileType ?? attachmentTypeOfMime(file.mimeType),
              fileName: file.originalName,
              fileSize: file.sizeBytes,
              mimeType: file.mimeType,
              duration: extra?.duration ?? null,
              waveform: extra?.waveform ?? null,
              position,
            };
          }),
        );
      }
      return serializeMessage(row!);
    });
    return { message, created: true, access };
  } catch (error) {
    // Two sends of the same id raced past the lookup: the loser answers what the winner stored.
    if (isUniqueViolation(error)) {
      const winner = await findStored(db, id, input.room_name, user.id);
      if (winner) return { message: winner, created: false, access };
    }
    throw error;
  }
}

async function findStored(
  db: Db,
  id: string,
  roomName: string,
  userId: string,
): Promise<MessageRecord | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  if (!row) return undefined;
  if (row.roomName !== roomName || row.userId !== userId) throw new HttpError(409, CHAT_ERRORS.duplicateId);
  return serializeMessage(row);
}

/** The sender's own chat files, not attached to anything yet, in the order given. */
async function claimAttachments(tx: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw badRequest('The same file is attached twice');
  const rows = await tx
    .select({
      id: files.id,
      mimeType: files.mimeType,
      sizeBytes: files.sizeBytes,
      originalName: files.originalName,
      attachedTo: messageAttachments.messageId,
    })
    .from(files)
    .leftJoin(messageAttachments, eq(messageAttachments.fileId, files.id))
    .where(and(inArray(files.id, unique), eq(files.ownerId, userId), inArray(files.kind, CHAT_FILE_KINDS)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((fileId) => {
    const file = byId.get(fileId);
    if (!file) throw badRequest('Upload the attachment as a chat attachment first; it was not found');
    if (file.attachedTo) throw badRequest('This file is already attached to another message');
    return file;
  });
}
