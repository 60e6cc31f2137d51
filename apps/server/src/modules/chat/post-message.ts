import { attachmentTypeOfMime, type AttachmentFileType } from '@reelhire/shared/chat-attachments';
import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { type MessageRecord, type postMessageSchema } from '@reelhire/shared/chat-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { messageAttachments, messages } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/query-error.ts';
import { requireRoomSender, sideOf, type RoomAccess } from './room-access.ts';
import { serializeMessage } from './serialize-message.ts';
import {
  storeMessage,
  storeMessages,
  type AttachmentToStore,
  type MessageToStore,
} from './store-messages.ts';

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

/**
 * Stores one message (docs/product.md §5: store first; the caller broadcasts only what was stored). The
 * sender's own `id` makes a retried send a no-op that answers the stored message. Every message, with
 * attachments or without, is stored by storeMessage: batched with the other sends of this turn, numbered
 * in its room in the order of storing (store-messages.ts).
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
  const toStore = async (): Promise<MessageToStore> => ({
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
    attachments: await claimAttachments(db, user.id, id, input.attachment_ids, extras),
  });
  const row = await toStore();

  const batched = await storeMessage(db, row).catch((): typeof RETRY_ALONE => RETRY_ALONE);
  if (batched === 'already_stored') {
    const stored = await findStored(db, id, input.room_name, user.id);
    if (stored) return { message: stored, created: false, access };
  } else if (batched !== RETRY_ALONE) {
    return { message: batched, created: true, access };
  }

  // A failed batch fails all of its messages, whichever one caused it: each is tried again on its own,
  // where a duplicate id, a file attached meanwhile (checked again) or a lost connection gets its own
  // answer.
  const stored = await findStored(db, id, input.room_name, user.id);
  if (stored) return { message: stored, created: false, access };
  try {
    const [alone] = await storeMessages(db, [row.attachments.length > 0 ? await toStore() : row]);
    if (alone !== 'already_stored') return { message: alone!, created: true, access };
  } catch (error) {
    // Two sends of the same id raced past the lookup: the loser answers what the winner stored.
    const winner = isUniqueViolation(error) && (await findStored(db, id, input.room_name, user.id));
    if (winner) return { message: winner, created: false, access };
    throw error;
  }
  const winner = await findStored(db, id, input.room_name, user.id);
  if (!winner) throw new Error('A stored message vanished while it was being sent again');
  return { message: winner, created: false, access };
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

/**
 * The sender's own chat files, not attached to anything yet, in the order given, as they are stored. A file
 * attached to this very message already is a retried send, which storing answers as 'already_stored'.
 */
async function claimAttachments(
  db: Db,
  userId: string,
  messageId: string,
  ids: readonly string[],
  extras: Map<string, AttachmentExtras> | undefined,
): Promise<AttachmentToStore[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw badRequest('The same file is attached twice');
  const rows = await db
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
    if (file.attachedTo && file.attachedTo !== messageId) {
      throw badRequest('This file is already attached to another message');
    }
    const extra = extras?.get(file.id);
    return {
      fileId: file.id,
      fileType: extra?.fileType ?? attachmentTypeOfMime(file.mimeType),
      fileName: file.originalName,
      fileSize: file.sizeBytes,
      mimeType: file.mimeType,
      duration: extra?.duration ?? null,
      waveform: extra?.waveform ?? null,
    };
  });
}
