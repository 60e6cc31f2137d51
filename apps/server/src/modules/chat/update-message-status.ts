import { CHAT_ERRORS, type MessageStatusBroadcast } from '@reelhire/shared/chat-realtime';
import { isStatusUpgrade, type MessageRecord, type MessageStatus } from '@reelhire/shared/chat-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { messages } from '../../db/schema/chat.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireRoomAccess } from './room-access.ts';
import { serializeMessage } from './serialize-message.ts';

export interface UpdateMessageStatusOptions {
  db: Db;
  user: User;
  messageId: string;
  status: MessageStatus;
}

export interface UpdatedMessageStatus {
  message: MessageRecord;
  /** What to broadcast; null when nothing changed (the same status again). */
  broadcast: MessageStatusBroadcast | null;
  /** The account whose message it is: the broadcast is addressed to it. */
  addresseeUserId: string;
}

/**
 * The recipient reports that a message arrived or was read. Only the other party of the room may move
 * it forward (a sender cannot mark their own message read), and a status only moves forward: a downgrade
 * is refused with 409, the same status again (from either party) changes nothing and succeeds.
 */
export async function updateMessageStatus({
  db,
  user,
  messageId,
  status,
}: UpdateMessageStatusOptions): Promise<UpdatedMessageStatus> {
  const [current] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!current) throw notFound('Message not found');
  const access = await requireRoomAccess(db, user, current.roomName);
  if (access.as === 'admin') throw new HttpError(403, CHAT_ERRORS.readOnly);
  // The sender stores what a broadcast told them (docs/product.md §4); the server stored it first, so for
  // them the same status again is a confirmation that changes nothing.
  const addresseeUserId = (current.entityRole === 'client' ? access.client : access.filmmaker).userId;
  if (current.status === status) {
    return { message: serializeMessage(current), broadcast: null, addresseeUserId };
  }
  if (access.as === current.entityRole && isStatusUpgrade(current.status, status)) {
    throw new HttpError(403, 'Only the recipient of a message can report it delivered or read');
  }
  if (!isStatusUpgrade(current.status, status)) throw new HttpError(409, CHAT_ERRORS.statusDowngrade);

  // The guard in WHERE keeps a concurrent stronger update (read) from being overwritten by a weaker one.
  const allowedFrom: MessageStatus[] = status === 'read' ? ['sent', 'delivered'] : ['sent'];
  const [row] = await db
    .update(messages)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(messages.id, messageId), sql`${messages.status} in ${allowedFrom}`))
    .returning();
  if (!row) {
    const [latest] = await db.select().from(messages).where(eq(messages.id, messageId));
    return { message: serializeMessage(latest!), broadcast: null, addresseeUserId };
  }
  return {
    message: serializeMessage(row),
    broadcast: { messageId, status, entityId: row.entityId, updatedBy: access.entityId! },
    addresseeUserId,
  };
}
