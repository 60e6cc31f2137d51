import type { Attachment } from '@reelhire/shared/chat-attachments';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { messageAttachments, messages } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { notFound } from '../../http/errors.ts';
import { signFileUrl } from '../files/sign-file-url.ts';
import { requireRoomAccess } from './room-access.ts';

interface ListOptions {
  db: Db;
  config: Config;
  user: User;
}

/** An attachment with the file columns a signed link needs. */
export const attachmentColumns = {
  attachment: messageAttachments,
  file: {
    id: files.id,
    storageKey: files.storageKey,
    thumbnailKey: files.thumbnailKey,
    mimeType: files.mimeType,
    originalName: files.originalName,
  },
};

type Row = {
  attachment: typeof messageAttachments.$inferSelect;
  file: Parameters<typeof signFileUrl>[0]['file'];
};

/**
 * Attachments as docs/product.md §3 describes them, each with fresh signed links. The room's parties (and
 * admins) were checked before: a signed link is what lets the browser read a private chat file.
 */
async function describe(config: Config, rows: Row[]): Promise<Attachment[]> {
  return Promise.all(
    rows.map(async ({ attachment, file }) => {
      const [signed, thumbnail] = await Promise.all([
        signFileUrl({ config, file }),
        signFileUrl({ config, file, variant: 'thumbnail' }),
      ]);
      return {
        attachment_id: attachment.id,
        message_id: attachment.messageId,
        file_type: attachment.fileType,
        file_name: attachment.fileName,
        file_size: attachment.fileSize,
        mime_type: attachment.mimeType,
        file_url: attachment.fileId,
        signed_url: signed ?? null,
        thumbnail_signed_url: thumbnail ?? null,
        duration: attachment.duration,
        metadata: attachment.waveform ? { waveform: attachment.waveform } : {},
        created_at: attachment.createdAt.toISOString(),
      };
    }),
  );
}

/** `message-attachments?message_id=`: one message's attachments, in the order they were attached. */
export async function listMessageAttachments({
  db,
  config,
  user,
  messageId,
}: ListOptions & { messageId: string }): Promise<Attachment[]> {
  const [message] = await db
    .select({ roomName: messages.roomName })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw notFound('Message not found');
  await requireRoomAccess(db, user, message.roomName);
  const rows = await db
    .select(attachmentColumns)
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(eq(messageAttachments.messageId, messageId))
    .orderBy(asc(messageAttachments.position));
  return describe(config, rows);
}

/** `message-attachments?room_name=`: every attachment of a room, as a map from message id to its list. */
export async function listRoomAttachments({
  db,
  config,
  user,
  roomName,
}: ListOptions & { roomName: string }): Promise<Record<string, Attachment[]>> {
  await requireRoomAccess(db, user, roomName);
  const rows = await db
    .select(attachmentColumns)
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(eq(messageAttachments.roomName, roomName))
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.position));
  const map: Record<string, Attachment[]> = {};
  for (const attachment of await describe(config, rows)) {
    (map[attachment.message_id] ??= []).push(attachment);
  }
  return map;
}
