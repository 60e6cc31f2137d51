import { isBulkStatus, type StatusBroadcast } from '@reelhire/shared/chat-realtime';
import { isStatusUpgrade, type MessageRecord, type MessageStatus } from '@reelhire/shared/chat-messages';
import { type ChatRole } from '@reelhire/shared/chat-rooms';

// docs/product.md §4's message status rules as pure functions: what the viewer reports on receiving and
// reading, and what an incoming status broadcast changes. Statuses only move forward (isStatusUpgrade).

/** Who reads a conversation: one of its parties, or an admin (entity null) who only reads. */
export interface ChatViewerIdentity {
  role: ChatRole | 'admin';
  entityId: string | null;
}

export interface StatusChange {
  id: string;
  status: MessageStatus;
}

/** The higher of two statuses: a stale copy never takes a message back. */
export function laterStatus(a: MessageStatus, b: MessageStatus): MessageStatus {
  return isStatusUpgrade(a, b) ? b : a;
}

export function isParty(viewer: ChatViewerIdentity): viewer is { role: ChatRole; entityId: string } {
  return viewer.role !== 'admin' && viewer.entityId !== null;
}

/** Whether the viewer sent the message (as the same entity). */
export function isOwnMessage(message: MessageRecord, viewer: ChatViewerIdentity): boolean {
  return isParty(viewer) && message.entity_id === viewer.entityId && message.entity_role === viewer.role;
}

/**
 * "A recipient receiving a message from the other party marks all that sender's messages in the room
 * delivered": the sender to mark, or null when the viewer sent it or only reads the room.
 */
export function deliveredReceiptFor(message: MessageRecord, viewer: ChatViewerIdentity): string | null {
  if (!isParty(viewer) || message.entity_role === viewer.role) return null;
  return message.entity_id;
}

/**
 * "A recipient with the room open and connected marks all unread messages from others read": the other
 * party whose messages are still unread, or null when nothing is.
 */
export function unreadSender(messages: readonly MessageRecord[], viewer: ChatViewerIdentity): string | null {
  if (!isParty(viewer)) return null;
  const unread = messages.find((message) => message.entity_role !== viewer.role && message.status !== 'read');
  return unread?.entity_id ?? null;
}

/**
 * An incoming status broadcast: the messages it upgrades for this viewer. A party applies only what is
 * addressed to their entity (a message they sent, or a bulk change naming them as its recipient); an admin,
 * who reads without an entity, follows every change. Messages already at or past the status are left alone.
 */
export function statusChangesFor(
  payload: StatusBroadcast,
  messages: readonly MessageRecord[],
  viewer: ChatViewerIdentity,
  roomName: string,
): StatusChange[] {
  const admin = !isParty(viewer);
  if (isBulkStatus(payload)) {
    if (payload.room !== roomName) return [];
    if (!admin && payload.recipientId !== viewer.entityId) return [];
    return messages
      .filter(
        (message) =>
          message.entity_id === payload.recipientId &&
          message.entity_role === payload.recipientRole &&
          isStatusUpgrade(message.status, payload.status),
      )
      .map((message) => ({ id: message.id, status: payload.status }));
  }
  if (!admin && payload.entityId !== viewer.entityId) return [];
  const message = messages.find((candidate) => candidate.id === payload.messageId);
  if (!message || !isStatusUpgrade(message.status, payload.status)) return [];
  return [{ id: message.id, status: payload.status }];
}

/** The changes a successful bulk receipt made: that sender's messages below the status move up to it. */
export function bulkReceiptChanges(
  messages: readonly MessageRecord[],
  senderId: string,
  status: MessageStatus,
): StatusChange[] {
  return messages
    .filter((message) => message.entity_id === senderId && isStatusUpgrade(message.status, status))
    .map((message) => ({ id: message.id, status }));
}

export const STATUS_LABELS: Record<MessageStatus, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};
