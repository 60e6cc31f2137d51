import type { MessageRecord, messageListQuerySchema } from '@reelhire/shared/chat-messages';
import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
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

/** The page every chat opens with and scrolls by (no filter): built once per database and order. */
function plainPage(db: Db, order: 'asc' | 'desc') {
  return db
    .select()
    .from(messages)
    .where(eq(messages.roomName, sql.placeholder('room')))
    .orderBy(order === 'asc' ? asc(messages.seq) : desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`list_messages_${order}`);
}

const plainPages = new WeakMap<Db, Record<'asc' | 'desc', ReturnType<typeof plainPage>>>();

/**
 * A page of a room's messages (docs/product.md §7): newest first unless asked otherwise, before a time for
 * "load more", or after a sequence number for a reconnecting client catching up. Parties and admins only.
 */
export async function listMessages({ db, user, query }: ListMessagesOptions): Promise<MessageRecord[]> {
  await requireRoomAccess(db, user, query.room_name);
  if (query.before === undefined && query.after_seq === undefined && query.has_attachments === undefined) {
    // Decision 0071: the plain page is most of the reads, so its statement is not rebuilt for each one.
    let pages = plainPages.get(db);
    if (!pages) plainPages.set(db, (pages = { asc: plainPage(db, 'asc'), desc: plainPage(db, 'desc') }));
    const rows = await pages[query.order].execute({
      room: query.room_name,
      limit: query.limit,
      offset: query.offset,
    });
    return rows.map(serializeMessage);
  }
  const where: SQL[] = [eq(messages.roomName, query.room_name)];
  if (query.before) where.push(lt(messages.createdAt, new Date(query.before)));
  if (query.after_seq !== undefined) where.push(gt(messages.seq, query.after_seq));
  if (query.has_attachments !== undefined) where.push(eq(messages.hasAttachments, query.has_attachments));
  const direction = query.order === 'asc' ? asc : desc;
  // "Load more" pages by time (SPEC: `before` is the oldest loaded message's created_at), so such a page is
  // read in that order, straight off messages_room_created_idx from its boundary: ordered by sequence, a deep
  // page of a long room walked every newer message first (decision 0067). Sequence breaks ties of one instant.
  const order = query.before
    ? [direction(messages.createdAt), direction(messages.seq)]
    : [direction(messages.seq)];
  const rows = await db
    .select()
    .from(messages)
    .where(and(...where))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(serializeMessage);
}
