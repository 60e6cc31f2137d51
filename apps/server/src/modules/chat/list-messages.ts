import type { MessageRecord, messageListQuerySchema } from '@reelhire/shared/chat-messages';
import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { messages } from '../../db/schema/chat.ts';
import { requireRoomAccess } from './room-access.ts';
import { serializeMessage } from './serialize-message.ts';

export interface ListMessagesOptions {
  db: Db;
  user: User;
  query: z.output<typeof messageListQuerySchema>;
}

/**
 * A page of a room's messages (docs/product.md §7): newest first unless asked otherwise, before a time for
 * "load more", or after a sequence number for a reconnecting client catching up. Parties and admins only.
 */
export async function listMessages({ db, user, query }: ListMessagesOptions): Promise<MessageRecord[]> {
  await requireRoomAccess(db, user, query.room_name);
  const where: SQL[] = [eq(messages.roomName, query.room_name)];
  if (query.before) where.push(lt(messages.createdAt, new Date(query.before)));
  if (query.after_seq !== undefined) where.push(gt(messages.seq, query.after_seq));
  if (query.has_attachments !== undefined) where.push(eq(messages.hasAttachments, query.has_attachments));
  const rows = await db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(query.order === 'asc' ? asc(messages.seq) : desc(messages.seq))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(serializeMessage);
}
