import { Readable } from 'node:stream';
import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { type VoiceNoteResponse, type voiceNoteUploadSchema } from '@reelhire/shared/chat-attachments';
import { MB } from '@reelhire/shared/file-kinds';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { messageAttachments, messages } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteFile } from '../files/delete-file.ts';
import { signFileUrl } from '../files/sign-file-url.ts';
import { uploadFile } from '../files/upload-file.ts';
import { attachmentColumns } from './list-message-attachments.ts';
import { postMessage, type PostedMessage } from './post-message.ts';
import { requireRoomSender, sideOf } from './room-access.ts';

/**
 * Five minutes of voice at the recorder's 32 kbps is about 1.2 MB; some browsers record AAC in MP4 at a
 * higher rate. 10 MB covers any of them with room to spare and still refuses a file that is not a note.
 */
export const VOICE_NOTE_MAX_BYTES = 10 * MB;

const EXTENSION_OF: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
};

export interface UploadVoiceNoteOptions {
  db: Db;
  config: Config;
  storage: StorageDriver;
  tempDir: string;
  user: User;
  input: z.output<typeof voiceNoteUploadSchema>;
  log: FastifyBaseLogger;
}

export interface UploadedVoiceNote {
  response: VoiceNoteResponse;
  /** The message it created (absent when the message already existed: skip_message_creation or a retry). */
  posted?: PostedMessage;
}

/**
 * docs/product.md §3's voice-note upload: the recording arrives as base64, is checked by its content like any
 * upload, stored as a chat file and attached to the message `message_id` with its duration and waveform.
 * Without `skip_message_creation` the voice message is created here too. Every check that can refuse runs
 * before anything is stored; a retry with the same `message_id` answers the note already stored.
 */
export async function uploadVoiceNote({
  db,
  config,
  storage,
  tempDir,
  user,
  input,
  log,
}: UploadVoiceNoteOptions): Promise<UploadedVoiceNote> {
  const access = await requireRoomSender(db, user, input.room_name, { entityId: input.entity_id });
  const sender = sideOf(access, access.as);
  if (!sender.setup) throw new HttpError(403, CHAT_ERRORS.noEntity);
  if (!sender.verified) throw new HttpError(403, CHAT_ERRORS.notVerified);

  const stored = await findVoiceNote(db, config, input.message_id, user.id);
  if (stored) return { response: stored };

  const bytes = Buffer.from(input.file_data, 'base64');
  if (bytes.length === 0) throw badRequest('file_data is not base64 audio');
  if (bytes.length > VOICE_NOTE_MAX_BYTES) {
    throw new HttpError(413, 'The voice note is larger than the 10 MB allowed');
  }
  const claimed = input.mime_type.split(';')[0]!.trim().toLowerCase();
  if (!claimed.startsWith('audio/')) throw badRequest('mime_type must be an audio type');
  const extension = EXTENSION_OF[claimed] ?? 'webm';

  const existingMessage = input.skip_message_creation
    ? await requireOwnMessage(db, input.message_id, input.room_name, user.id)
    : null;

  const file = await uploadFile({
    db,
    storage,
    tempDir,
    ownerId: user.id,
    kind: 'chat_attachment',
    file: {
      stream: Readable.from(bytes),
      fileName: `voice-note-${new Date().toISOString().slice(0, 10)}.${extension}`,
      claimedType: claimed,
    },
  });
  // The container may read as video (WebM, MP4); a voice note is audio whatever its box says.
  const mimeType = file.mimeType.replace(/^video\//, 'audio/');
  const waveform = input.waveform_data ?? [];
  const extras = { fileType: 'voice_note' as const, duration: input.duration, waveform };

  try {
    let posted: PostedMessage | undefined;
    if (existingMessage) {
      await db.transaction(async (tx) => {
        await tx.insert(messageAttachments).values({
          messageId: existingMessage.id,
          roomName: input.room_name,
          fileId: file.id,
          fileType: 'voice_note',
          fileName: file.originalName,
          fileSize: file.sizeBytes,
          mimeType,
          duration: input.duration,
          waveform,
          position: existingMessage.attachmentCount,
        });
        await tx
          .update(messages)
          .set({
            hasAttachments: true,
            attachmentCount: sql`${messages.attachmentCount} + 1`,
            messageType: 'voice',
            updatedAt: sql`now()`,
          })
          .where(eq(messages.id, existingMessage.id));
      });
    } else {
      posted = await postMessage({
        db,
        user,
        input: {
          id: input.message_id,
          room_name: input.room_name,
          content: '',
          entity_id: input.entity_id,
          entity_role: access.as,
          message_type: 'voice',
          attachment_ids: [file.id],
        },
        extras: new Map([[file.id, extras]]),
      });
    }
    await db.update(messageAttachments).set({ mimeType }).where(eq(messageAttachments.fileId, file.id));
    const response = await findVoiceNote(db, config, input.message_id, user.id);
    if (!response) throw new Error('The voice note was stored but cannot be read back');
    return { response, posted };
  } catch (error) {
    // Nothing half-done stays behind: the file goes when its message could not be written.
    await deleteFile({ db, storage, id: file.id, userId: user.id, log }).catch((cleanup: unknown) =>
      log.warn({ err: cleanup }, 'could not remove an unused voice note file'),
    );
    throw error;
  }
}

async function requireOwnMessage(db: Db, id: string, roomName: string, userId: string) {
  const [message] = await db
    .select({ id: messages.id, attachmentCount: messages.attachmentCount })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.roomName, roomName), eq(messages.userId, userId)));
  if (!message) throw badRequest('message_id must be a message you sent in this room');
  return message;
}

/** The sender's own voice note on a message (never someone else's: a guessed id reveals nothing). */
async function findVoiceNote(
  db: Db,
  config: Config,
  messageId: string,
  userId: string,
): Promise<VoiceNoteResponse | null> {
  const [row] = await db
    .select(attachmentColumns)
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(
      and(
        eq(messageAttachments.messageId, messageId),
        eq(messageAttachments.fileType, 'voice_note'),
        eq(messages.userId, userId),
      ),
    );
  if (!row) return null;
  return {
    attachment_id: row.attachment.id,
    file_url: row.file.id,
    signed_url: (await signFileUrl({ config, file: row.file })) ?? null,
    duration: row.attachment.duration ?? 0,
    waveform_data: row.attachment.waveform ?? [],
    message_id: messageId,
  };
}
