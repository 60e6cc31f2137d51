import { z } from 'zod';
import { REALTIME } from './constants.ts';
import { sha256Hex } from './sha256.ts';

// Chat between a client and a filmmaker (issue 5, docs/product.md §2-9): the two roles, and the names of the
// rooms they talk in, of the realtime channels that carry a room and of the parties' presence. Why it works
// this way: docs/decisions/0016-chat.md.

export const CHAT_ROLES = ['client', 'filmmaker'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** The role on the other side of a conversation: email recipients take the sender's opposite (SPEC 6). */
export function oppositeRole(role: ChatRole): ChatRole {
  return role === 'client' ? 'filmmaker' : 'client';
}

// ---------------------------------------------------------------------------------------------------
// Room and channel names (docs/product.md §3)

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

/** The presence key of a party: `role_entityId` (docs/product.md §3). */
export function presenceKey(role: ChatRole, entityId: string): string {
  return `${role}_${entityId}`;
}

/** A room name in a request, checked to name a client and a filmmaker. */
export const roomNameField = z
  .string({ error: 'room_name is required' })
  .refine((value) => parseRoomName(value) !== null, {
    error: 'room_name must look like chat_client_<clientId>_filmmaker_<filmmakerId>',
  });
