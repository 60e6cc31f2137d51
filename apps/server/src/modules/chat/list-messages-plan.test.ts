import { messageListQuerySchema } from '@reelhire/shared/chat-messages';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';
import { chatRooms } from '../../db/schema/chat.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatParty, roomOf } from './chat-test-kit.ts';
import { listMessages } from './list-messages.ts';

// A long room's "load more" page is read from its boundary off messages_room_created_idx, however deep it is
// (decision 0067): ordered by sequence, the planner walked every newer message first. The newest page is
// read backwards off messages_room_seq_key from the room's end.

const MESSAGES = 100_000;
let t: TestApp;
let viewer: User;
let room: string;
/** The boundary of a page deep in the room: the 60,000th newest message's time. */
let deep: string;

beforeAll(async () => {
  t = await createTestApp();
  const client = await chatParty(t, { email: 'long-room-client@example.com', role: 'client' });
  const filmmaker = await chatParty(t, { email: 'long-room-filmmaker@example.com', role: 'filmmaker' });
  room = roomOf(client, filmmaker);
  await t.database.db.insert(chatRooms).values({
    name: room,
    clientId: client.entityId,
    filmmakerId: filmmaker.entityId,
    lastSeq: MESSAGES,
  });
  // One message a minute, alternating sides; a few share an instant, as concurrent sends can.
  await t.database.db.execute(sql`
    insert into messages (id, room_name, seq, content, user_id, user_name, entity_id, entity_role, created_at)
    select gen_random_uuid(), ${room}, g, 'Message ' || g,
           case when g % 2 = 0 then ${client.userId}::uuid else ${filmmaker.userId}::uuid end,
           case when g % 2 = 0 then 'Client' else 'Filmmaker' end,
           case when g % 2 = 0 then ${client.entityId}::uuid else ${filmmaker.entityId}::uuid end,
           case when g % 2 = 0 then 'client' else 'filmmaker' end,
           timestamptz '2026-01-01T00:00:00Z' + ((g - g % 7 / 6) || ' minutes')::interval
      from generate_series(1, ${MESSAGES}) g`);
  await t.database.db.execute(sql`analyze messages`);
  [viewer] = (await t.database.db.select().from(users).where(eq(users.id, filmmaker.userId))) as [User];
  const [boundary] = await queryRows<{ at: string }>(
    t.database.db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
          from messages where room_name = ${room} order by seq desc offset 60000 limit 1`,
  );
  deep = boundary!.at;
}, 180_000);
afterAll(() => t?.close());

const page = (query: Record<string, string>) => messageListQuerySchema.parse({ room_name: room, ...query });

it('reads a deep "load more" page from its boundary off messages_room_created_idx, with no sort of the room', async () => {
  const sent = await statementsOf(t.database, (db) =>
    listMessages({ db, user: viewer, query: page({ before: deep }) }),
  );
  const text = await planOf(t.database, statementMatching(sent, /from "messages"/));
  expect(text, text).toMatch(/Index Scan using messages_room_created_idx/);
  expect(text, text).toMatch(/Index Cond: .*created_at < /);
  // An incremental sort orders the ties of one instant; a full sort would read every older message.
  expect(text, text).not.toMatch(/(^|->)\s*Sort\s+\(cost|Seq Scan on messages/m);
});

it('reads the newest page, the one every chat opens with, backwards off messages_room_seq_key', async () => {
  const sent = await statementsOf(t.database, (db) => listMessages({ db, user: viewer, query: page({}) }));
  const text = await planOf(t.database, statementMatching(sent, /from "messages"/));
  expect(text, text).toMatch(/Index Scan Backward using messages_room_seq_key/);
  expect(text, text).not.toMatch(/Sort|Seq Scan on messages/);
});

it('answers the page a client asked for: the 50 messages just before the boundary, newest first', async () => {
  const rows = await listMessages({ db: t.database.db, user: viewer, query: page({ before: deep }) });
  expect(rows).toHaveLength(50);
  const times = rows.map((row) => Date.parse(row.created_at));
  expect(times.every((time) => time < Date.parse(deep))).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // The page starts right below the boundary: nothing older than its first message was skipped.
  const [oldest] = await queryRows<{ newest: number }>(
    t.database.db,
    sql`select max(seq)::int as newest from messages where room_name = ${room} and created_at < ${deep}`,
  );
  expect(rows[0]!.seq).toBe(oldest!.newest);
});
