import type { ChatRole } from '@reelhire/shared/chat-rooms';
import type { Conversation } from '@reelhire/shared/chat-messages';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { chatRooms, messages } from '../../db/schema/chat.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';
import { signFileUrlsById } from '../files/sign-file-urls-by-id.ts';
import { clientDisplayName, filmmakerDisplayName, isAdmin, isEntityId } from './room-access.ts';
import { serializeMessage } from './serialize-message.ts';

export interface ListConversationsOptions {
  db: Db;
  config: Config;
  user: User;
  /** The viewer's own entity; admins may leave both out to list every conversation. */
  entityId?: string | undefined;
  entityRole?: ChatRole | undefined;
}

/** Newest conversations first; a person rarely has more, and the page lists them all at once. */
export const CONVERSATION_LIST_LIMIT = 200;

/**
 * docs/product.md §7 `GET conversations?entity_id&entity_role`: the viewer's rooms with the other party, the
 * last message and how many of the other party's messages the viewer has not read. Two queries for the
 * whole list (rooms with both parties and unread counts, then last messages), whatever its length.
 */
export async function listConversations({
  db,
  config,
  user,
  entityId,
  entityRole,
}: ListConversationsOptions): Promise<Conversation[]> {
  let where: SQL | undefined;
  if (entityId === undefined && entityRole === undefined) {
    if (!isAdmin(user)) throw new HttpError(400, 'entity_id and entity_role are required');
  } else {
    if (!entityId || !entityRole) throw new HttpError(400, 'Give both entity_id and entity_role');
    if (!isEntityId(entityId)) throw new HttpError(403, 'entity_id is not yours');
    const table = entityRole === 'client' ? clients : filmmakers;
    const [own] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, entityId));
    if (!own || (own.userId !== user.id && !isAdmin(user)))
      throw new HttpError(403, 'entity_id is not yours');
    where = eq(entityRole === 'client' ? chatRooms.clientId : chatRooms.filmmakerId, entityId);
  }

  const rooms = await db
    .select({
      name: chatRooms.name,
      createdAt: chatRooms.createdAt,
      lastMessageAt: chatRooms.lastMessageAt,
      clientId: clients.id,
      company: clients.companyName,
      logoFileId: clients.logoFileId,
      filmmakerId: filmmakers.id,
      first: filmmakers.firstName,
      last: filmmakers.lastName,
      username: filmmakers.username,
      avatarFileId: filmmakers.avatarFileId,
      // The other party's messages the viewer has not read, counted in the same statement (decision 0071)
      // off messages_room_unread_idx. The role is one of two, so the other party's is an equality, which
      // that index answers (a not-equal condition cannot use it).
      unread: entityRole
        ? sql<number>`(select count(*)::int from ${messages} m where m.room_name = ${chatRooms.name}
            and m.entity_role = ${entityRole === 'client' ? 'filmmaker' : 'client'} and m.status <> 'read')`
        : sql<number>`0`,
    })
    .from(chatRooms)
    .innerJoin(clients, eq(clients.id, chatRooms.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, chatRooms.filmmakerId))
    .where(where)
    .orderBy(sql`${chatRooms.lastMessageAt} desc nulls last`, desc(chatRooms.createdAt))
    .limit(CONVERSATION_LIST_LIMIT);
  if (rooms.length === 0) return [];
  const names = rooms.map((room) => room.name);

  const [lastRows, avatars] = await Promise.all([
    // Decision 0071: each room's newest message read off messages_room_seq_key, one index probe per room,
    // instead of DISTINCT ON sorting every message of every room (a long conversation made the list slow).
    db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.id,
          sql`(select (select m.id from ${messages} m where m.room_name = r.name order by m.seq desc limit 1)
            from ${chatRooms} r where r.name in ${names})`,
        ),
      ),
    signFileUrlsById({
      db,
      config,
      variant: 'thumbnail',
      ids: rooms.flatMap((room) =>
        [entityRole === 'filmmaker' ? room.logoFileId : room.avatarFileId].filter((id) => id !== null),
      ),
    }),
  ]);
  const lastByRoom = new Map(lastRows.map((row) => [row.roomName, serializeMessage(row)]));

  return rooms.map((room) => {
    const clientName = clientDisplayName(room.company);
    const filmmakerName = filmmakerDisplayName(room.first, room.last);
    // The other party: for a filmmaker the client, for a client (and for admins) the filmmaker.
    const otherIsClient = entityRole === 'filmmaker';
    const avatarId = otherIsClient ? room.logoFileId : room.avatarFileId;
    const last = lastByRoom.get(room.name) ?? null;
    return {
      room_name: room.name,
      other: {
        entity_id: otherIsClient ? room.clientId : room.filmmakerId,
        entity_role: otherIsClient ? 'client' : 'filmmaker',
        name: otherIsClient ? clientName : filmmakerName,
        avatar_url: avatarId ? (avatars.get(avatarId) ?? null) : null,
        username: otherIsClient ? null : room.username,
      },
      client: { entity_id: room.clientId, name: clientName },
      filmmaker: { entity_id: room.filmmakerId, name: filmmakerName },
      last_message: last,
      unread_count: room.unread,
      updated_at: (room.lastMessageAt ?? room.createdAt).toISOString(),
    };
  });
}
