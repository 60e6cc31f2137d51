import type { AddressInfo } from 'node:net';
import {
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type PresenceRecord,
  type ServerToClientEvents,
  type StatusBroadcast,
} from '@reelhire/shared/chat-realtime';
import { channelName } from '@reelhire/shared/chat-rooms';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { messages } from '../db/schema/chat.ts';
import { callAs, chatParty, roomOf, type ChatParty } from '../modules/chat/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let origin: string;
let client: ChatParty;
let filmmaker: ChatParty;
let stranger: ChatParty;
let room: string;
const sockets: ChatSocket[] = [];

function open(token: string | undefined, apikey = t.anonKey, at = origin): ChatSocket {
  const socket: ChatSocket = connect(at, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { apikey, token },
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: ChatSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const join = (socket: ChatSocket, roomName: string) =>
  new Promise<Ack<JoinedRoom>>((resolve) => socket.emit('join', { room_name: roomName }, resolve));

const next = <E extends keyof ServerToClientEvents>(
  socket: ChatSocket,
  event: E,
  match: (payload: never) => boolean = () => true,
) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) => {
    const listener = (payload: never) => {
      if (!match(payload)) return;
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = await chatParty(t, { email: 'rt-client@example.com', role: 'client', name: 'Northlight Studio' });
  filmmaker = await chatParty(t, { email: 'rt-film@example.com', role: 'filmmaker', name: 'Ines Duarte' });
  stranger = await chatParty(t, { email: 'rt-stranger@example.com', role: 'client', name: 'Nosy Ltd' });
  room = roomOf(client, filmmaker);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t?.close();
});

test('the handshake needs the public key and a live session', async () => {
  await expect(connected(open(undefined))).rejects.toThrow('Not authenticated');
  await expect(connected(open('not-a-token'))).rejects.toThrow('Not authenticated');
  await expect(connected(open(client.token, 'wrong-key'))).rejects.toThrow('Invalid API key');
});

test('only the pair joins their room; presence shows who has it open', async () => {
  const nosy = open(stranger.token);
  await connected(nosy);
  expect(await join(nosy, room)).toEqual({
    ok: false,
    status: 403,
    error: 'You are not part of this conversation',
  });

  const clientSocket = open(client.token);
  const filmmakerSocket = open(filmmaker.token);
  await Promise.all([connected(clientSocket), connected(filmmakerSocket)]);
  const first = await join(clientSocket, room);
  expect(first).toMatchObject({
    ok: true,
    data: { as: 'client', entity_id: client.entityId, channel: channelName(room) },
  });

  const seen = next(
    clientSocket,
    'presence',
    (payload: { presence: PresenceRecord[] }) => payload.presence.length === 2,
  );
  const second = await join(filmmakerSocket, room);
  expect(second.ok && second.data.presence.map((record) => record.user).sort()).toEqual(
    [`client_${client.entityId}`, `filmmaker_${filmmaker.entityId}`].sort(),
  );
  const presence = await seen;
  expect(presence.presence.find((record) => record.entity_role === 'filmmaker')).toMatchObject({
    user: `filmmaker_${filmmaker.entityId}`,
    entity_id: filmmaker.entityId,
  });

  const gone = next(
    clientSocket,
    'presence',
    (payload: { presence: PresenceRecord[] }) => payload.presence.length === 1,
  );
  filmmakerSocket.disconnect();
  expect((await gone).presence.map((record) => record.entity_role)).toEqual(['client']);
});

test('a send is stored, acknowledged and broadcast to both sides; a retry is stored once', async () => {
  const clientSocket = open(client.token);
  const filmmakerSocket = open(filmmaker.token);
  await Promise.all([connected(clientSocket), connected(filmmakerSocket)]);
  await join(clientSocket, room);
  await join(filmmakerSocket, room);

  const id = crypto.randomUUID();
  const toFilmmaker = next(
    filmmakerSocket,
    'message',
    (payload: { message: MessageRecord }) => payload.message.id === id,
  );
  const toSender = next(
    clientSocket,
    'message',
    (payload: { message: MessageRecord }) => payload.message.id === id,
  );
  const payload = {
    id,
    room_name: room,
    content: 'Wrap at 6?',
    entity_id: client.entityId,
    entity_role: 'client' as const,
  };
  const ack = await new Promise<Ack<MessageRecord>>((resolve) => clientSocket.emit('send', payload, resolve));
  expect(ack).toMatchObject({ ok: true, data: { id, content: 'Wrap at 6?', status: 'sent' } });
  expect((await toFilmmaker).message).toEqual(ack.ok && ack.data);
  expect((await toSender).channel).toBe(channelName(room));

  const retry = await new Promise<Ack<MessageRecord>>((resolve) =>
    clientSocket.emit('send', payload, resolve),
  );
  expect(retry).toEqual(ack);
  expect(await t.database.db.select().from(messages).where(eq(messages.id, id))).toHaveLength(1);

  const forged = await new Promise<Ack<MessageRecord>>((resolve) =>
    clientSocket.emit(
      'send',
      { ...payload, id: crypto.randomUUID(), entity_id: filmmaker.entityId, entity_role: 'filmmaker' },
      resolve,
    ),
  );
  expect(forged).toMatchObject({ ok: false, status: 403 });
});

test('receipts are broadcast to the sender, addressed to them', async () => {
  const clientSocket = open(client.token);
  await connected(clientSocket);
  await join(clientSocket, room);
  const sent = await callAs(t, client.token, 'POST', '/api/rest/v1/messages', {
    room_name: room,
    content: 'Receipt me',
    entity_id: client.entityId,
    entity_role: 'client',
  });
  const bulk = next(
    clientSocket,
    'status',
    (payload: { status: StatusBroadcast }) => 'room' in payload.status,
  );
  await callAs(t, filmmaker.token, 'PATCH', '/api/rest/v1/messages/bulk-status', {
    room_name: room,
    sender_id: client.entityId,
    status: 'delivered',
  });
  expect((await bulk).status).toEqual({
    status: 'delivered',
    room,
    recipientRole: 'client',
    recipientId: client.entityId,
  });
  const single = next(
    clientSocket,
    'status',
    (payload: { status: StatusBroadcast }) => 'messageId' in payload.status,
  );
  await callAs(t, filmmaker.token, 'PATCH', `/api/rest/v1/messages/${sent.body.id}/status`, {
    status: 'read',
  });
  expect((await single).status).toEqual({
    messageId: sent.body.id,
    status: 'read',
    entityId: client.entityId,
    updatedBy: filmmaker.entityId,
  });
});

test('the health check answers through the database', async () => {
  const socket = open(client.token);
  await connected(socket);
  const ack = await new Promise<Ack<{ at: string }>>((resolve) => socket.emit('ping_health', resolve));
  expect(ack.ok).toBe(true);
});
