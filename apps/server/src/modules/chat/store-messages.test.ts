import { roomName } from '@reelhire/shared/chat-rooms';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { chatRooms, messageAttachments, messages } from '../../db/schema/chat.ts';
import { files } from '../../db/schema/files.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { storeMessage, storeMessages, type MessageToStore } from './store-messages.ts';

// The one store path of chat messages, called alone (storeMessages) and batched per turn (storeMessage).
let database: TestDatabase;
let userId: string;
let clientIds: string[];
let filmmakerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [user] = await db.insert(users).values({ email: 'sender@example.com' }).returning();
  userId = user!.id;
  const [filmmakerUser] = await db.insert(users).values({ email: 'nadia@example.com' }).returning();
  const [filmmaker] = await db.insert(filmmakers).values({ userId: filmmakerUser!.id }).returning();
  filmmakerId = filmmaker!.id;
  clientIds = [];
  for (const email of ['acme@example.com', 'other@example.com']) {
    const [clientUser] = await db.insert(users).values({ email }).returning();
    const [client] = await db.insert(clients).values({ userId: clientUser!.id }).returning();
    clientIds.push(client!.id);
  }
});
afterAll(async () => {
  await database?.close();
});

function message(clientIndex: number, content: string, extra: Partial<MessageToStore> = {}): MessageToStore {
  const clientId = clientIds[clientIndex]!;
  return {
    id: crypto.randomUUID(),
    roomName: roomName(clientId, filmmakerId),
    clientId,
    filmmakerId,
    content,
    userId,
    userName: 'Acme Films',
    entityId: clientId,
    entityRole: 'client',
    messageType: 'text',
    attachments: [],
    ...extra,
  };
}

async function chatFile(name: string) {
  const [file] = await database.db
    .insert(files)
    .values({
      ownerId: userId,
      kind: 'chat_attachment',
      visibility: 'private',
      storageKey: `test/${crypto.randomUUID()}`,
      mimeType: 'audio/webm',
      sizeBytes: 1234,
      originalName: name,
      sha256: 'x'.repeat(64),
    })
    .returning();
  return file!;
}

const roomMessages = (name: string) =>
  database.db.select().from(messages).where(eq(messages.roomName, name)).orderBy(asc(messages.seq));

describe('storeMessages, one call', () => {
  it('creates the room, numbers the message and stores its attachments in order', async () => {
    const [first, second] = [await chatFile('one.webm'), await chatFile('two.webm')];
    const attachment = (file: typeof first, position: number) => ({
      fileId: file.id,
      fileType: 'audio' as const,
      fileName: file.originalName,
      fileSize: file.sizeBytes,
      mimeType: file.mimeType,
      duration: position + 1.5,
      waveform: [0.1, 0.5],
    });
    const voice = message(0, 'Listen', {
      messageType: 'voice',
      attachments: [attachment(first, 0), attachment(second, 1)],
    });
    const [stored] = await storeMessages(database.db, [voice]);
    expect(stored).toMatchObject({
      id: voice.id,
      content: 'Listen',
      seq: 1,
      has_attachments: true,
      attachment_count: 2,
      message_type: 'voice',
      status: 'sent',
    });
    const attached = await database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, voice.id))
      .orderBy(asc(messageAttachments.position));
    expect(attached.map((row) => [row.fileName, row.position, row.duration, row.waveform])).toEqual([
      ['one.webm', 0, 1.5, [0.1, 0.5]],
      ['two.webm', 1, 2.5, [0.1, 0.5]],
    ]);

    // The same id again is left alone, attachments and all, and the room's number does not move.
    expect(await storeMessages(database.db, [voice])).toEqual(['already_stored']);
    const [room] = await database.db.select().from(chatRooms).where(eq(chatRooms.name, voice.roomName));
    expect(room!.lastSeq).toBe(1);
    expect(await database.db.select().from(messageAttachments)).toHaveLength(2);
  });

  it('stores nothing when any part fails: a file already attached elsewhere', async () => {
    const file = await chatFile('taken.webm');
    const attachment = {
      fileId: file.id,
      fileType: 'audio' as const,
      fileName: file.originalName,
      fileSize: file.sizeBytes,
      mimeType: file.mimeType,
      duration: null,
      waveform: null,
    };
    await storeMessages(database.db, [message(1, 'First', { attachments: [attachment] })]);
    const before = await roomMessages(message(1, '').roomName);
    const loser = message(1, 'Second', { attachments: [attachment] });
    await expect(storeMessages(database.db, [loser])).rejects.toThrow();
    expect(await roomMessages(loser.roomName)).toEqual(before);
  });
});

describe('storeMessage, batched per turn', () => {
  it('stores the sends of one turn together, each room numbered in the order of the calls', async () => {
    const name = message(0, '').roomName;
    const last = (await roomMessages(name)).at(-1)?.seq ?? 0;
    const sends = [message(0, 'a'), message(1, 'b'), message(0, 'c'), message(0, 'd'), message(1, 'e')];
    const stored = await Promise.all(sends.map((send) => storeMessage(database.db, send)));
    expect(stored.map((result) => (result === 'already_stored' ? result : result.content))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    const inRoom = await roomMessages(name);
    expect(inRoom.slice(-3).map((row) => [row.content, row.seq])).toEqual([
      ['a', last + 1],
      ['c', last + 2],
      ['d', last + 3],
    ]);
    // Times follow the numbers within a room.
    const times = inRoom.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('answers a repeated id as already stored, in the same turn or later', async () => {
    const once = message(0, 'once');
    const [first, again] = await Promise.all([
      storeMessage(database.db, once),
      storeMessage(database.db, once),
    ]);
    expect(first).toMatchObject({ id: once.id, content: 'once' });
    expect(again).toBe('already_stored');
    expect(await storeMessage(database.db, once)).toBe('already_stored');
    expect(await database.db.select().from(messages).where(eq(messages.id, once.id))).toHaveLength(1);
  });
});
