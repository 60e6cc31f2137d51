import { roomName, type ChatRole } from '@reelhire/shared/chat-rooms';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';
import { chatRooms } from '../../db/schema/chat.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';
import { isAdmin, isEntityId } from './room-access.ts';

export interface GetUserEmailOptions {
  db: Db;
  user: User;
  entityId: string;
  entityRole: ChatRole;
}

const notYours = () => new HttpError(403, 'You can only look up someone you have a conversation with');

/**
 * docs/product.md §7 `messages/user-email`: the address behind a chat party, for notifying them. An email
 * address is private, so only someone who already shares a conversation with that party (or an admin)
 * may look it up; anyone else gets 403 whether or not the entity exists.
 */
export async function getUserEmail({ db, user, entityId, entityRole }: GetUserEmailOptions) {
  if (!isEntityId(entityId)) throw notYours();
  const table = entityRole === 'client' ? clients : filmmakers;
  const [target] = await db
    .select({ userId: table.userId, email: users.email, metadata: users.userMetadata })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.id, entityId));
  if (!isAdmin(user)) {
    if (!target) throw notYours();
    const mineTable = entityRole === 'client' ? filmmakers : clients;
    const [mine] = await db.select({ id: mineTable.id }).from(mineTable).where(eq(mineTable.userId, user.id));
    if (!mine) throw notYours();
    const room = entityRole === 'client' ? roomName(entityId, mine.id) : roomName(mine.id, entityId);
    const [exists] = await db
      .select({ name: chatRooms.name })
      .from(chatRooms)
      .where(eq(chatRooms.name, room));
    if (!exists) throw notYours();
  }
  if (!target) throw new HttpError(404, 'No such person');
  const name = `${target.metadata.first_name ?? ''} ${target.metadata.last_name ?? ''}`.trim();
  return { email: target.email, name };
}
