import { roomName } from '@reelhire/shared/chat-rooms';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';

// Many conversations fast, for the conversations list's plan test and the growth budget
// (bench/budgets/growth.ts): parties, rooms and messages in a few INSERT ... SELECT statements over
// generate_series, reproducible (values are picked by arithmetic on the row number).

export interface SeedChatAtScaleOptions {
  /** Clients, and as many filmmakers. */
  parties: number;
  /**
   * The first this many clients and filmmakers talk, each in roomsPerParty rooms (talking * roomsPerParty
   * rooms); the others only fill the profile tables, as the many who never message do.
   */
  talking?: number;
  roomsPerParty: number;
  /** Messages in each room (the last of the other side's unread in every third room). */
  messagesPerRoom: number;
  /** Messages in the first client's room with the first filmmaker: the long room. */
  longRoomMessages: number;
}

export interface ChatSide {
  user: User;
  entityId: string;
}

export interface ChatAtScale {
  /** The first client: roomsPerParty conversations, one of them the long room. */
  client: ChatSide;
  /** The first filmmaker: the other party of the long room. */
  filmmaker: ChatSide;
  longRoom: string;
}

export async function seedChatAtScale(
  db: Db,
  { parties, talking = parties, roomsPerParty, messagesPerRoom, longRoomMessages }: SeedChatAtScaleOptions,
): Promise<ChatAtScale> {
  await db.transaction(async (tx) => {
    // The rows are consistent by construction: no foreign-key check per row.
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run('set local session_replication_role = replica');
    await run(`insert into users (email, user_metadata)
    select 'chat-client-' || lpad(g::text, 7, '0') || '@example.test', '{"user_type":"client"}'::jsonb
      from generate_series(1, ${parties}) g
    union all
    select 'chat-maker-' || lpad(g::text, 7, '0') || '@example.test', '{"user_type":"filmmaker"}'::jsonb
      from generate_series(1, ${parties}) g`);
    await run(`insert into clients (user_id, company_name, verified, setup)
    select id, 'Studio ' || substr(email, 13, 7), true, true from users where email like 'chat-client-%'`);
    await run(`insert into filmmakers (user_id, first_name, last_name, crafts, city, verified, setup)
    select id, 'Maker', substr(email, 12, 7), array['editor'], 'London', true, true
      from users where email like 'chat-maker-%'`);
    // Client n talks with filmmakers n, n + 1, ... (mod talking); the newest conversations first by room.
    await run(`create temp table chat_scale_room as
    select 'chat_client_' || c.id || '_filmmaker_' || f.id as name, c.id as client_id, f.id as filmmaker_id,
      c.user_id as client_user_id, f.user_id as filmmaker_user_id, c.n * ${roomsPerParty} + k as g
    from (select cl.id, cl.user_id, row_number() over (order by u.email) - 1 as n
            from clients cl join users u on u.id = cl.user_id where u.email like 'chat-client-%') c
    cross join generate_series(0, ${roomsPerParty - 1}) k
    join (select fm.id, fm.user_id, row_number() over (order by u.email) - 1 as n
            from filmmakers fm join users u on u.id = fm.user_id where u.email like 'chat-maker-%') f
      on f.n = (c.n + k) % ${talking}
    where c.n < ${talking}`);
    await run(`insert into chat_rooms (name, client_id, filmmaker_id, last_seq, last_message_at, created_at)
    select name, client_id, filmmaker_id, ${messagesPerRoom}, now() - g * interval '7 minutes',
      now() - g * interval '7 minutes' - interval '30 days'
    from chat_scale_room`);
    // Alternating sides, all read but the last one in every third room (the filmmaker's in every other one
    // of those, the client's in the rest); the long room (g = 0) comes after.
    await run(`insert into messages (id, room_name, seq, content, user_id, user_name, entity_id, entity_role,
      status, created_at, updated_at)
    select gen_random_uuid(), r.name, s, 'Are you free for the shoot next week? ' || s,
      case when (s + r.g) % 2 = 0 then r.client_user_id else r.filmmaker_user_id end, 'Sender',
      case when (s + r.g) % 2 = 0 then r.client_id else r.filmmaker_id end,
      case when (s + r.g) % 2 = 0 then 'client' else 'filmmaker' end,
      case when s = ${messagesPerRoom} and r.g % 3 = 0 then 'sent' else 'read' end,
      now() - r.g * interval '7 minutes' - (${messagesPerRoom} - s) * interval '1 minute',
      now() - r.g * interval '7 minutes' - (${messagesPerRoom} - s) * interval '1 minute'
    from chat_scale_room r cross join generate_series(1, ${messagesPerRoom}) s
    where r.g > 0`);
    await run('drop table chat_scale_room');
  });

  const [first] = await queryRows<{
    clientId: string;
    clientUserId: string;
    filmmakerId: string;
    filmmakerUserId: string;
  }>(
    db,
    sql`select c.id as "clientId", c.user_id as "clientUserId", f.id as "filmmakerId",
          f.user_id as "filmmakerUserId"
        from clients c join users cu on cu.id = c.user_id and cu.email = 'chat-client-0000001@example.test'
        cross join filmmakers f join users fu on fu.id = f.user_id and fu.email = 'chat-maker-0000001@example.test'`,
  );
  const longRoom = roomName(first!.clientId, first!.filmmakerId);
  await seedLongRoom(db, { room: longRoom, ...first!, messages: longRoomMessages });
  await db.execute(sql`analyze`);
  const userOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
  return {
    client: { user: await userOf(first!.clientUserId), entityId: first!.clientId },
    filmmaker: { user: await userOf(first!.filmmakerUserId), entityId: first!.filmmakerId },
    longRoom,
  };
}

/**
 * The long room: one message a minute up to now, alternating sides, all read but the last, a few sharing an
 * instant as concurrent sends can. The ids are time-ordered (as UUIDv7 would be), which keeps a million-row
 * insert appending to the primary key rather than writing all over it.
 */
async function seedLongRoom(
  db: Db,
  options: {
    room: string;
    messages: number;
    clientId: string;
    clientUserId: string;
    filmmakerId: string;
    filmmakerUserId: string;
  },
): Promise<void> {
  const { room, messages, clientId, clientUserId, filmmakerId, filmmakerUserId } = options;
  await db.execute(sql`update chat_rooms set last_seq = ${messages} where name = ${room}`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
    insert into messages (id, room_name, seq, content, user_id, user_name, entity_id, entity_role, status,
      created_at, updated_at)
    select ('00000000-0000-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${room}, g, 'Message ' || g,
      case when g % 2 = 0 then ${clientUserId}::uuid else ${filmmakerUserId}::uuid end,
      case when g % 2 = 0 then 'Client' else 'Filmmaker' end,
      case when g % 2 = 0 then ${clientId}::uuid else ${filmmakerId}::uuid end,
      case when g % 2 = 0 then 'client' else 'filmmaker' end,
      case when g = ${messages} then 'sent' else 'read' end,
      now() - ((${messages} - g) - (${messages} - g) % 7 / 6) * interval '1 minute',
      now() - ((${messages} - g) - (${messages} - g) % 7 / 6) * interval '1 minute'
    from generate_series(1, ${messages}) g`);
  });
}
