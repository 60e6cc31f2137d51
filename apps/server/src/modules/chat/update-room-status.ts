import { CHAT_ERRORS, type BulkStatusBroadcast } from '@reelhire/shared/chat-realtime';
import { type bulkStatusSchema } from '@reelhire/shared/chat-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { messages } from '../../db/schema/chat.ts';
import { HttpError } from '../../http/errors.ts';
import { requireRoomAccess } from './room-access.ts';

export interface UpdateRoomStatusOptions {
  db: Db;
  user: User;
  input: z.output<typeof bulkStatusSchema>;
}

export interface UpdatedRoomStatus {
  count: number;
  broadcast: BulkStatusBroadcast | null;
  /** The account whose messages changed: the broadcast is addressed to it. */
  addresseeUserId: string;
}

/**
 * docs/product.md §4's bulk receipts: the recipient marks all of the other party's messages in the room
 * delivered (on receiving one) or read (with the room open). Only messages below the new status change,
 * so a bulk 'delivered' never undoes a 'read'.
 */
export async function updateRoomStatus({
  db,
  user,
  input,
}: UpdateRoomStatusOptions): Promise<UpdatedRoomStatus> {
  const access = await requireRoomAccess(db, user, input.room_name);
  if (access.as === 'admin') throw new HttpError(403, CHAT_ERRORS.readOnly);
  const senderRole = access.as === 'client' ? 'filmmaker' : 'client';
  const senderEntity = senderRole === 'client' ? access.client.entityId : access.filmmaker.entityId;
  if (input.sender_id !== senderEntity) {
    throw new HttpError(403, 'sender_id must be the other party of this conversation');
  }
  const below = input.status === 'read' ? ['sent', 'delivered'] : ['sent'];
  const changed = await db
    .update(messages)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(
      and(
        eq(messages.roomName, input.room_name),
        eq(messages.entityRole, senderRole),
        eq(messages.entityId, senderEntity),
        sql`${messages.status} in ${below}`,
      ),
    )
    .returning({ id: messages.id });
  return {
    count: changed.length,
    addresseeUserId: (senderRole === 'client' ? access.client : access.filmmaker).userId,
    broadcast:
      changed.length > 0
        ? {
            status: input.status,
            room: input.room_name,
            recipientRole: senderRole,
            recipientId: senderEntity,
          }
        : null,
  };
}
