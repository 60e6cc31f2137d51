import { z } from 'zod';
import { VOICE } from './constants.ts';
import { roomNameField } from './chat-rooms.ts';

// Chat attachments (issue 5): files and voice notes sent in a conversation, as the `message-attachments` and
// `voice-notes` functions take and answer them, and how each is shown. Why it works this way:
// docs/decisions/0016-chat.md.

// ---------------------------------------------------------------------------------------------------
// Attachments (docs/product.md §3 and §9)

export const ATTACHMENT_FILE_TYPES = ['image', 'video', 'audio', 'voice_note', 'pdf', 'other'] as const;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[number];

/** docs/product.md §9's display kind, from the MIME prefix: image, audio, video, pdf, else document. */
export type DisplayFileKind = 'image' | 'audio' | 'video' | 'pdf' | 'document';

export function displayKindOfMime(mime: string | null | undefined): DisplayFileKind {
  const type = (mime ?? '').toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'application/pdf') return 'pdf';
  return 'document';
}

/** The stored attachment type of an uploaded file: the display kind, with 'other' for the rest. */
export function attachmentTypeOfMime(mime: string): AttachmentFileType {
  const kind = displayKindOfMime(mime);
  return kind === 'document' ? 'other' : kind;
}

/** mm:ss for voice notes and clips ('Duration: 01:05'). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

export const attachmentSchema = z.object({
  attachment_id: z.string(),
  message_id: z.string(),
  file_type: z.enum(ATTACHMENT_FILE_TYPES),
  file_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  /** The stored file's id; reads go through the signed links below. */
  file_url: z.string(),
  signed_url: z.string().nullable(),
  thumbnail_signed_url: z.string().nullable(),
  duration: z.number().nullable(),
  metadata: z.object({ waveform: z.array(z.number().min(0).max(1)).optional() }),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The carousel's entry: an attachment with who sent it and when (docs/product.md §3). */
export interface CarouselAttachment extends Attachment {
  user_name: string;
  message_created_at: string;
}

/** Only images, videos, audio and PDFs with a signed link go in the carousel (docs/product.md §5). */
export function isCarouselAttachment(attachment: Attachment): boolean {
  const kind = displayKindOfMime(attachment.mime_type);
  return attachment.signed_url !== null && kind !== 'document';
}

export const messageAttachmentsQuerySchema = z
  .object({
    message_id: z.uuid({ error: 'message_id must be a message id' }).optional(),
    room_name: z.string().optional(),
  })
  .refine((query) => Boolean(query.message_id) !== Boolean(query.room_name), {
    error: 'Give either message_id or room_name',
  });

/** `message-attachments?message_id=`: one message's attachments. */
export const messageAttachmentListSchema = z.object({ attachments: z.array(attachmentSchema) });
/** `message-attachments?room_name=`: a room's attachments by message id. */
export const roomAttachmentsSchema = z.object({
  attachments: z.record(z.string(), z.array(attachmentSchema)),
});
export const messageAttachmentsResponseSchema = z.union([messageAttachmentListSchema, roomAttachmentsSchema]);

/** Attachments of one message at most: a message is one thought, not a folder. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;

// ---------------------------------------------------------------------------------------------------
// Voice notes (docs/product.md §3)

export const voiceNoteUploadSchema = z.object({
  room_name: roomNameField,
  duration: z
    .number({ error: 'duration is required (seconds)' })
    .positive('The voice note is empty')
    .max(VOICE.maxDurationSeconds + 1, `Voice notes last at most ${VOICE.maxDurationSeconds / 60} minutes`),
  file_data: z.string({ error: 'file_data is required (base64)' }).min(1, 'file_data is required'),
  mime_type: z.string().min(1),
  file_size: z.number().int().positive(),
  waveform_data: z.array(z.number().min(0).max(1)).max(1000).optional(),
  entity_id: z.string().min(1, 'entity_id is required'),
  message_id: z.uuid({ error: 'message_id must be a UUID made by the sender' }),
  skip_message_creation: z.boolean().optional(),
});
export type VoiceNoteUpload = z.infer<typeof voiceNoteUploadSchema>;

export const voiceNoteResponseSchema = z.object({
  attachment_id: z.string(),
  file_url: z.string(),
  signed_url: z.string().nullable(),
  duration: z.number(),
  waveform_data: z.array(z.number()),
  message_id: z.string(),
});
export type VoiceNoteResponse = z.infer<typeof voiceNoteResponseSchema>;
