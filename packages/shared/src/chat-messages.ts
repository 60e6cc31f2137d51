import { idParamsSchema } from './id-params.ts';
import { z } from 'zod';
import { MESSAGES } from './constants.ts';
import { MAX_ATTACHMENTS_PER_MESSAGE } from './chat-attachments.ts';
import { CHAT_ROLES, roomNameField } from './chat-rooms.ts';

// Chat messages and conversations (issue 5, docs/product.md §3-7): the contract of `/api/rest/v1/messages*` and
// `/api/rest/v1/conversations`, and the rules of a message's status. Why it works this way:
// docs/decisions/0016-chat.md.

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
// Messages

export const MAX_MESSAGE_LENGTH = 5000;

/** The stored record of docs/product.md §3, plus the room's sequence number for catching up. */
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

/** An empty or whitespace message without attachments is not sent (docs/product.md §5). */
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

export const messageIdParamsSchema = idParamsSchema('message');

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
