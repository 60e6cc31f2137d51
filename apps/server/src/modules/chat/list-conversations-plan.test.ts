import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedChatAtScale, type ChatAtScale } from './chat-at-scale-test-kit.ts';
import { listConversations } from './list-conversations.ts';

// The conversations list reads a party's own rooms and nothing else, whatever the number of rooms and
// messages on the platform (DESIGN section 5, decisions 0067 and 0071): the rooms off chat_rooms_pair_key
// (a client's) or chat_rooms_filmmaker_idx (a filmmaker's), each unread count off messages_room_unread_idx
// and each last message off messages_room_seq_key. Checked on the plans for analysed data: 10,000 clients
// and filmmakers, a thousand of each with 20 conversations, and one room of 2,000 messages among them.

const ROOMS_PER_PARTY = 20;
let t: TestApp;
let chat: ChatAtScale;
beforeAll(async () => {
  t = await createTestApp();
  chat = await seedChatAtScale(t.database.db, {
    parties: 10_000,
    talking: 1_000,
    roomsPerParty: ROOMS_PER_PARTY,
    messagesPerRoom: 2,
    longRoomMessages: 2_000,
  });
}, 120_000);
afterAll(() => t?.close());

const noScanOf = (tables: string[]) => new RegExp(`Seq Scan on (${tables.join('|')})\\b`);
const TABLES = ['chat_rooms', 'messages', 'clients', 'filmmakers'];

async function plansFor(side: 'client' | 'filmmaker') {
  const party = chat[side];
  const sent = await statementsOf(t.database, (db) =>
    listConversations({ db, config: t.config, user: party.user, entityId: party.entityId, entityRole: side }),
  );
  return {
    rooms: await planOf(t.database, statementMatching(sent, /from "chat_rooms" inner join/)),
    last: await planOf(t.database, statementMatching(sent, /from "messages" where "messages"."id" in/)),
  };
}

it("reads a client's rooms off chat_rooms_pair_key and their unread counts off messages_room_unread_idx", async () => {
  const { rooms } = await plansFor('client');
  expect(rooms, rooms).toMatch(/chat_rooms_pair_key/);
  expect(rooms, rooms).toMatch(/messages_room_unread_idx/);
  expect(rooms, rooms).not.toMatch(noScanOf(TABLES));
});

it("reads a filmmaker's rooms off chat_rooms_filmmaker_idx", async () => {
  const { rooms } = await plansFor('filmmaker');
  expect(rooms, rooms).toMatch(/chat_rooms_filmmaker_idx/);
  expect(rooms, rooms).toMatch(/messages_room_unread_idx/);
  expect(rooms, rooms).not.toMatch(noScanOf(TABLES));
});

it('reads each last message with one probe of messages_room_seq_key, the long room too', async () => {
  const { last } = await plansFor('client');
  expect(last, last).toMatch(/messages_room_seq_key/);
  expect(last, last).toMatch(/messages_pkey/);
  // A sort of the rooms' messages (DISTINCT ON) would read all 2,000 of the long room's.
  expect(last, last).not.toMatch(/Sort|Unique/);
  expect(last, last).not.toMatch(noScanOf(TABLES));
});

it('lists the client’s conversations newest first, each with its last message and unread count', async () => {
  const list = await listConversations({
    db: t.database.db,
    config: t.config,
    user: chat.client.user,
    entityId: chat.client.entityId,
    entityRole: 'client',
  });
  expect(list).toHaveLength(ROOMS_PER_PARTY);
  expect(list[0]!.room_name).toBe(chat.longRoom);
  expect(list[0]!.last_message!.seq).toBe(2_000);
  // The long room's last message is the filmmaker's (even), unread; the client's own are never counted.
  expect(list[0]!.unread_count).toBe(0);
  const times = list.map((conversation) => Date.parse(conversation.updated_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(list.every((conversation) => conversation.last_message?.seq)).toBe(true);
  // Every third room ends with an unread message, the filmmaker's in half of them: rooms 3, 9 and 15.
  expect(list.filter((conversation) => conversation.unread_count === 1)).toHaveLength(3);
});
