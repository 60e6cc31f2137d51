import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type PresenceRecord,
  type ServerToClientEvents,
  type StatusBroadcast,
} from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { chatParty, roomOf } from '../modules/chat/chat-test-kit.ts';
import { runPrivacyScenario } from './privacy-scenario.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { TEST_ANON_KEY, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';

// Several server processes share rooms and presence through Redis (issue 5). Two apps in this process
// stand in for two processes: each has its own Socket.IO server, database pool and Redis connections,
// so nothing passes between them except through PostgreSQL and Redis, as between real processes.
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || process.env.TEST_REDIS_URL;

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Instance {
  app: FastifyInstance;
  database: Database;
  origin: string;
  dataDir: string;
}

async function startInstance(url: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-multi-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      ANON_KEY: TEST_ANON_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
    },
    dataDir,
  );
  const database = await openDatabase({ databaseUrl: url, dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, dataDir, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe.runIf(postgresUrl && redisUrl)('two server processes on PostgreSQL and Redis', () => {
  // runs in the server-postgres project with REDIS_URL (CI); PGlite cannot be shared by two processes
  let shared: TestDatabase;
  let one: Instance;
  let two: Instance;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    one = await startInstance(shared.url!);
    two = await startInstance(shared.url!);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const instance of [one, two]) {
      await instance?.app.close();
      await instance?.database.close();
      if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await shared?.close();
  });

  test('a client on one and a filmmaker on the other chat with receipts and presence', async () => {
    // chatParty needs an app to sign in through; process one serves it, as a load balancer might.
    const asTestApp = { app: one.app, database: one.database, anonKey: TEST_ANON_KEY } as unknown as TestApp;
    const client = await chatParty(asTestApp, {
      email: 'multi-client@example.com',
      role: 'client',
      name: 'Harbour Media',
    });
    const filmmaker = await chatParty(asTestApp, {
      email: 'multi-film@example.com',
      role: 'filmmaker',
      name: 'Tom Reyes',
    });
    const room = roomOf(client, filmmaker);

    const open = (origin: string, token: string) => {
      const socket: ChatSocket = connect(origin, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        auth: { apikey: TEST_ANON_KEY, token },
      });
      sockets.push(socket);
      return new Promise<ChatSocket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    const join = (socket: ChatSocket) =>
      new Promise<Ack<JoinedRoom>>((resolve) => socket.emit('join', { room_name: room }, resolve));

    const clientSocket = await open(one.origin, client.token);
    const filmmakerSocket = await open(two.origin, filmmaker.token);
    await join(clientSocket);
    const bothPresent = new Promise<PresenceRecord[]>((resolve) =>
      clientSocket.on('presence', ({ presence }) => presence.length === 2 && resolve(presence)),
    );
    const joined = await join(filmmakerSocket);
    // The filmmaker, on process two, sees the client who is connected to process one.
    expect(joined.ok && joined.data.presence.map((record) => record.entity_role).sort()).toEqual([
      'client',
      'filmmaker',
    ]);
    expect((await bothPresent).map((record) => record.entity_role).sort()).toEqual(['client', 'filmmaker']);

    const arrived = new Promise<MessageRecord>((resolve) =>
      filmmakerSocket.on('message', ({ message }) => resolve(message)),
    );
    const ack = await new Promise<Ack<MessageRecord>>((resolve) =>
      clientSocket.emit(
        'send',
        {
          id: crypto.randomUUID(),
          room_name: room,
          content: 'Across processes',
          entity_id: client.entityId,
          entity_role: 'client',
        },
        resolve,
      ),
    );
    expect(ack.ok).toBe(true);
    expect((await arrived).content).toBe('Across processes');

    // The filmmaker's receipt, stored through process two, reaches the client on process one.
    const receipt = new Promise<StatusBroadcast>((resolve) =>
      clientSocket.on('status', ({ status }) => resolve(status)),
    );
    const response = await two.app.inject({
      method: 'PATCH',
      url: '/api/rest/v1/messages/bulk-status',
      headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${filmmaker.token}` },
      payload: { room_name: room, sender_id: client.entityId, status: 'read' },
    });
    expect(response.json()).toEqual({ success: true, count: 1 });
    expect(await receipt).toEqual({
      status: 'read',
      room,
      recipientRole: 'client',
      recipientId: client.entityId,
    });
  });

  test('two clients of one filmmaker, spread over both processes, each hear only their own conversation', async () => {
    const asTestApp = { app: one.app, database: one.database, anonKey: TEST_ANON_KEY } as unknown as TestApp;
    const party = (email: string, role: 'client' | 'filmmaker', name: string) =>
      chatParty(asTestApp, { email, role, name });
    const processOf = { a: one, b: two, stranger: two, filmmakerA: two, filmmakerB: one } as const;
    await runPrivacyScenario({
      apikey: TEST_ANON_KEY,
      filmmaker: await party('multi-pv-film@example.com', 'filmmaker', 'Ada Lens'),
      clientA: await party('multi-pv-a@example.com', 'client', 'Alpha Films'),
      clientB: await party('multi-pv-b@example.com', 'client', 'Beta Media'),
      stranger: await party('multi-pv-s@example.com', 'client', 'Nosy Ltd'),
      originOf: (socket) => processOf[socket].origin,
      bulkStatus: async (token, body) =>
        (
          await two.app.inject({
            method: 'PATCH',
            url: '/api/rest/v1/messages/bulk-status',
            headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${token}` },
            payload: body,
          })
        ).json(),
      sockets,
    });
  });
});
