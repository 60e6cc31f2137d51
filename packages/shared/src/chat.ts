import { z } from 'zod';
import { MESSAGES, REALTIME, VOICE } from './constants.ts';
import { sha256Hex } from './sha256.ts';

// Chat between a client and a filmmaker (issue 5, SPEC sections 2-9). The wire shapes here are the
// contract of `/api/rest/v1/messages*`, `/api/rest/v1/conversations`, the `message-attachments` and
// `voice-notes` functions and the Socket.IO events at `/api/realtime`. Why it works this way:
// docs/decisions/0016-chat.md.

export const CHAT_ROLES = ['client', 'filmmaker'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** The role on the other side of a conversation: email recipients take the sender's opposite (SPEC 6). */
export function oppositeRole(role: ChatRole): ChatRole {
  return role === 'client' ? 'filmmaker' : 'client';
}

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const STATUS_RANK: Record<MessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** Statuses only move forward: sent -> delivered -> read. A repeat of the same status is not a change. */
export function isStatusUpgrade(from: MessageStatus, to: MessageStatus): boolean {
  return STATUS_RANK[to] > STATUS_RANK[from];
}

export const MESSAGE_TYPES = ['text', 'voice'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

// ---------------------------------------------------------------------------------------------------
// Room and channel names (SPEC section 3)

const ROOM_PATTERN = /^chat_client_([^_]+)_filmmaker_([^_]+)$/;

/** `chat_client_<clientEntityId>_filmmaker_<filmmakerEntityId>`. */
export function roomName(clientEntityId: string, filmmakerEntityId: string): string {
  return `chat_client_${clientEntityId}_filmmaker_${filmmakerEntityId}`;
}

export interface RoomParties {
  clientEntityId: string;
  filmmakerEntityId: string;
}

/** The two parties a room name names (the third and fifth parts), or null for anything else. */
export function parseRoomName(name: string): RoomParties | null {
  const match = ROOM_PATTERN.exec(name);
  return match ? { clientEntityId: match[1]!, filmmakerEntityId: match[2]! } : null;
}

/** The room's entity for a role. */
export function roomEntityOf(parties: RoomParties, role: ChatRole): string {
  return role === 'client' ? parties.clientEntityId : parties.filmmakerEntityId;
}

export const CHANNEL_PREFIX = 'chat-room:';

/**
 * The realtime channel of a room: its name prefixed, within SPEC's 100 characters. A name too long for
 * that is replaced by the SHA-256 of the whole room name, not SPEC's "last two parts": those name only the
 * filmmaker, so every conversation of one filmmaker would share a channel and each client would hear the
 * others' messages (issue 10, decision 0017). Every real room name (two UUIDs) is too long.
 */
export function channelName(room: string): string {
  const full = `${CHANNEL_PREFIX}${room}`;
  if (full.length <= REALTIME.maxChannelNameLength) return full;
  return `${CHANNEL_PREFIX}sha256:${sha256Hex(room)}`;
}

/** The presence key of a party: `role_entityId` (SPEC section 3). */
export function presenceKey(role: ChatRole, entityId: string): string {
  return `${role}_${entityId}`;
}

// ---------------------------------------------------------------------------------------------------
// Attachments (SPEC section 3 and 9)

export const ATTACHMENT_FILE_TYPES = ['image', 'video', 'audio', 'voice_note', 'pdf', 'other'] as const;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[number];

/** SPEC section 9's display kind, from the MIME prefix: image, audio, video, pdf, else document. */
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

/** The carousel's entry: an attachment with who sent it and when (SPEC section 3). */
export interface CarouselAttachment extends Attachment {
  user_name: string;
  message_created_at: string;
}

/** Only images, videos, audio and PDFs with a signed link go in the carousel (SPEC section 5). */
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
// Messages

export const MAX_MESSAGE_LENGTH = 5000;

/** The stored record of SPEC section 3, plus the room's sequence number for catching up. */
export const messageRecordSchema = z.object({
  id: z.string(),
  content: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  room_name: z.string(),
  created_at: z.string(),
  entity_id: z.string(),
  entity_role: z.enum(CHAT_ROLES),
  status: z.enum(MESSAGE_STATUSES),
  has_attachments: z.boolean(),
  attachment_count: z.number().int(),
  message_type: z.enum(MESSAGE_TYPES),
  /** 1, 2, 3... per room, in the order the server stored them. */
  seq: z.number().int(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

const roomNameField = z
  .string({ error: 'room_name is required' })
  .refine((value) => parseRoomName(value) !== null, {
    error: 'room_name must look like chat_client_<clientId>_filmmaker_<filmmakerId>',
  });

/**
 * POST /messages: the stored record as the sender knows it. `id` is made by the sender so that a send
 * retried after a timeout is stored once; `user_id`, `user_name`, `status` and `created_at` are the
 * server's to set and are ignored if sent.
 */
export const postMessageSchema = z
  .object({
    id: z.uuid({ error: 'id must be a UUID made by the sender' }).optional(),
    room_name: roomNameField,
    content: z
      .string()
      .max(MAX_MESSAGE_LENGTH, `Keep a message to ${MAX_MESSAGE_LENGTH} characters`)
      .default(''),
    entity_id: z.string({ error: 'entity_id is required' }).min(1, 'entity_id is required'),
    entity_role: z.enum(CHAT_ROLES, { error: 'entity_role must be client or filmmaker' }),
    message_type: z.enum(MESSAGE_TYPES).default('text'),
    /** Files uploaded first (kind chat_attachment) to attach to this message. */
    attachment_ids: z
      .array(z.uuid({ error: 'attachment_ids must be file ids' }))
      .max(MAX_ATTACHMENTS_PER_MESSAGE, `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to one message`)
      .default([]),
  })
  .loose()
  .refine((body) => body.content.trim().length > 0 || body.attachment_ids.length > 0, {
    error: 'A message needs some text or an attachment',
    path: ['content'],
  });
export type PostMessageInput = z.input<typeof postMessageSchema>;

/** An empty or whitespace message without attachments is not sent (SPEC section 5). */
export function isSendable(content: string, attachmentCount: number): boolean {
  return content.trim().length > 0 || attachmentCount > 0;
}

export const messageListQuerySchema = z.object({
  room_name: roomNameField,
  limit: z.coerce.number().int().min(1).max(200).default(MESSAGES.pageSize),
  order: z.enum(['asc', 'desc']).default('desc'),
  offset: z.coerce.number().int().min(0).default(0),
  /** Only messages created before this time (the oldest one loaded): URL-encoded ISO time. */
  before: z.iso.datetime({ offset: true, error: 'before must be an ISO time' }).optional(),
  /** Only messages after this room sequence number: how a reconnecting client catches up. */
  after_seq: z.coerce.number().int().min(0).optional(),
  /** Only messages with (true) or without (false) attachments: the room's media carousel. */
  has_attachments: z
    .enum(['true', 'false'], { error: 'has_attachments must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messageListSchema = z.array(messageRecordSchema);

export const messageIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a message id' }) });

export const statusUpdateSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: 'status must be sent, delivered or read' }),
});
export const statusUpdateResponseSchema = z.object({
  success: z.boolean(),
  data: messageRecordSchema.nullable(),
});

export const bulkStatusSchema = z.object({
  room_name: roomNameField,
  /** The entity whose messages the reader received or read. */
  sender_id: z.string().min(1, 'sender_id is required'),
  status: z.enum(['delivered', 'read'], { error: 'status must be delivered or read' }),
});
export const bulkStatusResponseSchema = z.object({ success: z.boolean(), count: z.number().int() });

export const userEmailQuerySchema = z.object({
  entity_id: z.string().min(1, 'entity_id is required'),
  entity_role: z.enum(CHAT_ROLES, { error: 'entity_role must be client or filmmaker' }),
});
export const userEmailResponseSchema = z.object({ email: z.string(), name: z.string() });

// ---------------------------------------------------------------------------------------------------
// Conversations

export const conversationsQuerySchema = z.object({
  entity_id: z.string().min(1, 'entity_id is required').optional(),
  entity_role: z.enum(CHAT_ROLES, { error: 'entity_role must be client or filmmaker' }).optional(),
});

export const conversationSchema = z.object({
  room_name: z.string(),
  other: z.object({
    entity_id: z.string(),
    entity_role: z.enum(CHAT_ROLES),
    name: z.string(),
    /** A signed link to their photo or logo. */
    avatar_url: z.string().nullable(),
    username: z.string().nullable(),
  }),
  /** For admins, who read every room: the client side as well. */
  client: z.object({ entity_id: z.string(), name: z.string() }),
  filmmaker: z.object({ entity_id: z.string(), name: z.string() }),
  last_message: messageRecordSchema.nullable(),
  /** Messages from the other party the viewer has not read. */
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

// ---------------------------------------------------------------------------------------------------
// Voice notes (SPEC section 3)

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

// ---------------------------------------------------------------------------------------------------
// Realtime (Socket.IO at /api/realtime)

export const REALTIME_PATH = '/api/realtime';

export const presenceRecordSchema = z.object({
  user: z.string(),
  online_at: z.string(),
  entity_role: z.enum(CHAT_ROLES),
  entity_id: z.string(),
});
export type PresenceRecord = z.infer<typeof presenceRecordSchema>;

/** The 'status' broadcast for one message (SPEC section 7). */
export interface MessageStatusBroadcast {
  messageId: string;
  status: MessageStatus;
  /** The entity whose message changed (its sender): the broadcast is addressed to them. */
  entityId: string;
  /** The entity that received or read it. */
  updatedBy: string;
}

/**
 * The 'status' broadcast for all of one party's messages in a room (SPEC section 7). It is addressed to
 * the party whose messages changed (`recipientRole`, `recipientId`: the sender of those messages, the one
 * whose ticks move), like the per-message broadcast's `entityId`.
 */
export interface BulkStatusBroadcast {
  status: MessageStatus;
  room: string;
  recipientRole: ChatRole;
  recipientId: string;
}

export type StatusBroadcast = MessageStatusBroadcast | BulkStatusBroadcast;

export function isBulkStatus(payload: StatusBroadcast): payload is BulkStatusBroadcast {
  return 'room' in payload;
}

export const joinRoomSchema = z.object({ room_name: roomNameField });

/** Acknowledgement of every client-to-server event: ok with data, or the error a user may read. */
export type Ack<T = undefined> = { ok: true; data: T } | { ok: false; error: string; status: number };

export interface JoinedRoom {
  room_name: string;
  channel: string;
  /** Who the viewer is in this room: a party, or an admin reading it. */
  as: ChatRole | 'admin';
  entity_id: string | null;
  presence: PresenceRecord[];
  /** The room's latest sequence number, to catch up from. */
  last_seq: number;
}

/**
 * Server-to-client events. Browsers route each by its room name (`message.room_name`, `room_name`), never
 * by `channel`, which only says which channel carried it. 'message' also reaches the recipient's own
 * account channel wherever they are in the app, so it marks the message delivered (decision 0017).
 */
export interface ServerToClientEvents {
  message: (payload: { channel: string; message: MessageRecord }) => void;
  status: (payload: { channel: string; room_name: string; status: StatusBroadcast }) => void;
  presence: (payload: { channel: string; room_name: string; presence: PresenceRecord[] }) => void;
}

/** Client-to-server events, each acknowledged. */
export interface ClientToServerEvents {
  join: (payload: { room_name: string }, ack: (result: Ack<JoinedRoom>) => void) => void;
  leave: (payload: { room_name: string }, ack: (result: Ack) => void) => void;
  send: (payload: PostMessageInput, ack: (result: Ack<MessageRecord>) => void) => void;
  ping_health: (ack: (result: Ack<{ at: string }>) => void) => void;
}

/** The socket's handshake `auth`: the same public key and access token as every API call. */
export interface RealtimeHandshake {
  apikey: string;
  token: string;
}

/** Error texts the realtime endpoint answers with (SPEC section 8 where it names them). */
export const CHAT_ERRORS = {
  notAuthenticated: 'Not authenticated',
  userNotAuthenticated: 'User not authenticated',
  notInRoom: 'You are not part of this conversation',
  readOnly: 'Admins can read conversations but not write in them',
  noEntity: 'Set up your profile before sending messages',
  notVerified: 'Verify your identity before sending messages',
  forgedEntity: 'entity_id is not yours in this room',
  duplicateId: 'A different message already has this id',
  statusDowngrade: 'A message status only moves forward: sent, delivered, read',
  tooManyConnections: 'The server cannot accept more connections right now',
} as const;
