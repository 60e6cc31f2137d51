import { oppositeRole, roomName, type ChatRole } from '@reelhire/shared/chat-rooms';
import { type Conversation } from '@reelhire/shared/chat-messages';
import type { ChatViewerIdentity } from './message-status';

/** A conversation a view shows: the room, and who it is with as the viewer sees them. */
export interface ChatTarget {
  roomName: string;
  /** The other party's name (for an admin: both parties). */
  title: string;
  avatarUrl: string | null;
  /** The other party; null for an admin, who reads a room between two others. */
  other: { entityId: string; role: ChatRole } | null;
}

/** docs/product.md §2: the role is read from the path: /client/ is client, /admin/ admin, else filmmaker. */
export function viewerRoleOfPath(pathname: string): ChatRole | 'admin' {
  if (pathname.startsWith('/client/')) return 'client';
  if (pathname.startsWith('/admin/')) return 'admin';
  return 'filmmaker';
}

/** The room between the viewer and another party. */
export function roomWith(viewer: { role: ChatRole; entityId: string }, other: { entityId: string }): string {
  return viewer.role === 'client'
    ? roomName(viewer.entityId, other.entityId)
    : roomName(other.entityId, viewer.entityId);
}

export function targetOfConversation(conversation: Conversation, viewer: ChatViewerIdentity): ChatTarget {
  if (viewer.role === 'admin') {
    return {
      roomName: conversation.room_name,
      title: `${conversation.client.name} and ${conversation.filmmaker.name}`,
      avatarUrl: null,
      other: null,
    };
  }
  return {
    roomName: conversation.room_name,
    title: conversation.other.name,
    avatarUrl: conversation.other.avatar_url,
    other: { entityId: conversation.other.entity_id, role: conversation.other.entity_role },
  };
}

/** Only links the app can show as a picture: http(s) or this origin's own paths. */
function safeImageUrl(value: string | null): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

export type ParamsTarget =
  { kind: 'none' } | { kind: 'target'; target: ChatTarget } | { kind: 'invalid'; reason: string };

/**
 * docs/product.md §2: the messages pages open a conversation from the query (`id` and `role` of the other
 * party, with `name` and `avatar` to show before the list has it), even when no message exists yet: the
 * room is created by its first message. Admins open a room by its name (`room`).
 */
export function targetFromParams(
  params: URLSearchParams,
  viewer: ChatViewerIdentity,
  conversations: readonly Conversation[] | undefined,
): ParamsTarget {
  if (viewer.role === 'admin') {
    const room = params.get('room');
    if (!room) return { kind: 'none' };
    const known = conversations?.find((conversation) => conversation.room_name === room);
    return {
      kind: 'target',
      target: known
        ? targetOfConversation(known, viewer)
        : { roomName: room, title: params.get('name') || 'Conversation', avatarUrl: null, other: null },
    };
  }
  const id = params.get('id');
  if (!id) return { kind: 'none' };
  const role = params.get('role') ?? oppositeRole(viewer.role);
  if (role !== oppositeRole(viewer.role)) {
    return {
      kind: 'invalid',
      reason:
        viewer.role === 'client'
          ? 'Clients message filmmakers: this link names another client.'
          : 'Filmmakers message clients: this link names another filmmaker.',
    };
  }
  if (!viewer.entityId) return { kind: 'none' };
  const room = roomWith({ role: viewer.role, entityId: viewer.entityId }, { entityId: id });
  const known = conversations?.find((conversation) => conversation.room_name === room);
  if (known) return { kind: 'target', target: targetOfConversation(known, viewer) };
  return {
    kind: 'target',
    target: {
      roomName: room,
      title: params.get('name')?.trim() || (role === 'client' ? 'Client' : 'Filmmaker'),
      avatarUrl: safeImageUrl(params.get('avatar')),
      other: { entityId: id, role: role as ChatRole },
    },
  };
}

/** The query that opens a target on the messages page. */
export function paramsOfTarget(target: ChatTarget): Record<string, string> {
  if (!target.other) return { room: target.roomName };
  return { id: target.other.entityId, role: target.other.role, name: target.title };
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
  return letters || '?';
}
