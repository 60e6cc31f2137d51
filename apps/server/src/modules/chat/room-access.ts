import { CHAT_ERRORS, parseRoomName, type ChatRole, type RoomParties } from '@reelhire/shared/chat';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';

type User = typeof users.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Entity ids are UUIDs; anything else names no one (and must not reach a uuid column as a query). */
export function isEntityId(value: string): boolean {
  return UUID.test(value);
}

export const roomNotFound = () => new HttpError(404, 'This conversation does not exist');

export interface RoomSide {
  entityId: string;
  userId: string;
  name: string;
  verified: boolean;
  setup: boolean;
}

export interface RoomAccess {
  roomName: string;
  parties: RoomParties;
  client: RoomSide;
  filmmaker: RoomSide;
  /** The viewer's side of the room, or 'admin' for an admin reading someone else's conversation. */
  as: ChatRole | 'admin';
  /** The viewer's entity in the room (null for an admin). */
  entityId: string | null;
}

export function isAdmin(user: User): boolean {
  return user.userMetadata.user_type === 'admin';
}

/** How chat names a client: the company (or the person hiring). */
export function clientDisplayName(company: string): string {
  return company.trim() || 'Client';
}

/** How chat names a filmmaker: their profile name. */
export function filmmakerDisplayName(first: string, last: string): string {
  return `${first} ${last}`.trim() || 'Filmmaker';
}

/** Both records a room name names; 404 when the name is malformed or either party does not exist. */
export async function loadRoomSides(
  db: Db,
  roomName: string,
): Promise<{ parties: RoomParties; client: RoomSide; filmmaker: RoomSide }> {
  const parties = parseRoomName(roomName);
  if (!parties || !isEntityId(parties.clientEntityId) || !isEntityId(parties.filmmakerEntityId)) {
    throw roomNotFound();
  }
  const [[client], [filmmaker]] = await Promise.all([
    db
      .select({
        entityId: clients.id,
        userId: clients.userId,
        company: clients.companyName,
        verified: clients.verified,
        setup: clients.setup,
      })
      .from(clients)
      .where(eq(clients.id, parties.clientEntityId)),
    db
      .select({
        entityId: filmmakers.id,
        userId: filmmakers.userId,
        first: filmmakers.firstName,
        last: filmmakers.lastName,
        verified: filmmakers.verified,
        setup: filmmakers.setup,
      })
      .from(filmmakers)
      .where(eq(filmmakers.id, parties.filmmakerEntityId)),
  ]);
  if (!client || !filmmaker) throw roomNotFound();
  return {
    parties,
    client: { ...client, name: clientDisplayName(client.company) },
    filmmaker: { ...filmmaker, name: filmmakerDisplayName(filmmaker.first, filmmaker.last) },
  };
}

/**
 * Who the user is in a room: only its client, its filmmaker and (to read) admins may see it. A 'both'
 * account that is both parties of a room would be talking to itself, which no one may do.
 */
export async function requireRoomAccess(db: Db, user: User, roomName: string): Promise<RoomAccess> {
  const sides = await loadRoomSides(db, roomName);
  const isClient = sides.client.userId === user.id;
  const isFilmmaker = sides.filmmaker.userId === user.id;
  const base = { roomName, ...sides };
  if (isClient && isFilmmaker) throw new HttpError(403, CHAT_ERRORS.notInRoom);
  if (isClient) return { ...base, as: 'client', entityId: sides.client.entityId };
  if (isFilmmaker) return { ...base, as: 'filmmaker', entityId: sides.filmmaker.entityId };
  if (isAdmin(user)) return { ...base, as: 'admin', entityId: null };
  throw new HttpError(403, CHAT_ERRORS.notInRoom);
}

/**
 * A write names its sender (`entity_id`, `entity_role`): it must be the caller's own side of the room.
 * Admins read conversations but never write in them.
 */
export async function requireRoomSender(
  db: Db,
  user: User,
  roomName: string,
  claimed: { entityId: string; entityRole?: ChatRole | undefined },
): Promise<RoomAccess & { as: ChatRole; entityId: string }> {
  const access = await requireRoomAccess(db, user, roomName);
  if (access.as === 'admin') throw new HttpError(403, CHAT_ERRORS.readOnly);
  if (claimed.entityId !== access.entityId || (claimed.entityRole && claimed.entityRole !== access.as)) {
    throw new HttpError(403, CHAT_ERRORS.forgedEntity);
  }
  return access as RoomAccess & { as: ChatRole; entityId: string };
}

/** The side of the room for a role. */
export function sideOf(access: Pick<RoomAccess, 'client' | 'filmmaker'>, role: ChatRole): RoomSide {
  return role === 'client' ? access.client : access.filmmaker;
}
