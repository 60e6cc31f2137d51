import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { parseRoomName, type ChatRole, type RoomParties } from '@reelhire/shared/chat-rooms';
import { sql } from 'drizzle-orm';
import { perDatabase } from '../../db/batch-per-turn.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';

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
  const row = await loadSidesCached(db, roomName, parties);
  if (!row) throw roomNotFound();
  const { client, filmmaker } = row;
  return {
    parties,
    client: { ...client, name: clientDisplayName(client.company) },
    filmmaker: { ...filmmaker, name: filmmakerDisplayName(filmmaker.first, filmmaker.last) },
  };
}

interface SidesRow {
  client: Omit<RoomSide, 'name'> & { company: string };
  filmmaker: Omit<RoomSide, 'name'> & { first: string; last: string };
}

/**
 * A room's two sides as read at most this long ago. A busy room sends several messages a second, and
 * each would otherwise read the same two rows again; a profile change (a new name, a verification) shows
 * in chat within this time. Rooms whose parties do not exist are never remembered.
 */
export const ROOM_SIDES_TTL_MS = 5_000;
/** Past this many remembered rooms, the expired ones are dropped (checked as rooms are added). */
const ROOM_SIDES_SWEEP_AT = 20_000;

const sidesCache = new WeakMap<Db, Map<string, { row: SidesRow; readAt: number }>>();

async function loadSidesCached(
  db: Db,
  roomName: string,
  parties: RoomParties,
): Promise<SidesRow | undefined> {
  let cache = sidesCache.get(db);
  if (!cache) sidesCache.set(db, (cache = new Map()));
  const now = Date.now();
  const cached = cache.get(roomName);
  if (cached && now - cached.readAt < ROOM_SIDES_TTL_MS) return cached.row;
  const row = await loadSidesBatched(db, parties);
  if (!row) {
    cache.delete(roomName);
    return undefined;
  }
  if (cache.size >= ROOM_SIDES_SWEEP_AT) {
    for (const [name, entry] of cache) if (now - entry.readAt >= ROOM_SIDES_TTL_MS) cache.delete(name);
  }
  cache.set(roomName, { row, readAt: Date.now() });
  return row;
}

/**
 * Every send, join and read checks both sides of its room; the checks of one event-loop turn share one
 * query (see batch-per-turn.ts), which is what lets one process take thousands of sends a second.
 */
const loadSidesBatched = perDatabase<RoomParties, SidesRow | undefined>((db) => ({
  async run(pairs) {
    const rows = await queryRows<{
      client_id: string;
      filmmaker_id: string;
      client_user_id: string;
      company: string;
      client_verified: boolean;
      client_setup: boolean;
      filmmaker_user_id: string;
      first_name: string;
      last_name: string;
      filmmaker_verified: boolean;
      filmmaker_setup: boolean;
    }>(
      db,
      sql`
      select c.id as client_id, c.user_id as client_user_id, c.company_name as company,
             c.verified as client_verified, c.setup as client_setup,
             f.id as filmmaker_id, f.user_id as filmmaker_user_id, f.first_name, f.last_name,
             f.verified as filmmaker_verified, f.setup as filmmaker_setup
      from json_to_recordset(${JSON.stringify(
        pairs.map((pair) => ({ c: pair.clientEntityId, f: pair.filmmakerEntityId })),
      )}::json) as p(c uuid, f uuid)
      join ${clients} c on c.id = p.c
      join ${filmmakers} f on f.id = p.f`,
    );
    const byPair = new Map(
      rows.map((row) => [
        `${row.client_id}/${row.filmmaker_id}`,
        {
          client: {
            entityId: row.client_id,
            userId: row.client_user_id,
            company: row.company,
            verified: row.client_verified,
            setup: row.client_setup,
          },
          filmmaker: {
            entityId: row.filmmaker_id,
            userId: row.filmmaker_user_id,
            first: row.first_name,
            last: row.last_name,
            verified: row.filmmaker_verified,
            setup: row.filmmaker_setup,
          },
        },
      ]),
    );
    return pairs.map((pair) => byPair.get(`${pair.clientEntityId}/${pair.filmmakerEntityId}`));
  },
}));

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
