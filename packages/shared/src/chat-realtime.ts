import { z } from 'zod';
import { CHAT_ROLES, roomNameField, type ChatRole } from './chat-rooms.ts';
import type { MessageRecord, MessageStatus, PostMessageInput } from './chat-messages.ts';
import type { NotificationPush } from './notifications.ts';

// Chat in real time (issue 5, docs/product.md §7-8): the Socket.IO events at `/api/realtime`, their
// acknowledgements and the errors the endpoint answers with. Why it works this way:
// docs/decisions/0016-chat.md.

export const REALTIME_PATH = '/api/realtime';

export const presenceRecordSchema = z.object({
  user: z.string(),
  online_at: z.string(),
  entity_role: z.enum(CHAT_ROLES),
  entity_id: z.string(),
});
export type PresenceRecord = z.infer<typeof presenceRecordSchema>;

/** The 'status' broadcast for one message (docs/product.md §7). */
export interface MessageStatusBroadcast {
  messageId: string;
  status: MessageStatus;
  /** The entity whose message changed (its sender): the broadcast is addressed to them. */
  entityId: string;
  /** The entity that received or read it. */
  updatedBy: string;
}

/**
 * The 'status' broadcast for all of one party's messages in a room (docs/product.md §7). It is addressed to
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
  /** A new in-app notification, on its recipient's account channel only (decision 0062). */
  notification: (payload: NotificationPush) => void;
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

/** Error texts the realtime endpoint answers with (docs/product.md §8 where it names them). */
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
