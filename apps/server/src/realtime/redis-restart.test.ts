import { randomUUID } from 'node:crypto';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@reelhire/shared/chat-realtime';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { io as connect, type Socket } from 'socket.io-client';
import { chatPair } from '../modules/chat/chat-test-kit.ts';
import { startServerInstance, type ServerInstance } from '../test/server-instance.ts';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../test/private-redis.ts';
import { waitFor, within } from '../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { TEST_ANON_KEY, type TestApp } from '../test/test-app.ts';

// Decision 0069: Redis, which joins the server processes' rooms (decision 0004), goes away and comes
// back. Two apps in this process stand in for two processes (as in multi-process.test.ts), joined by a
// redis-server of the test's own. While Redis is down, chat keeps working within a process; once it is
// back, delivery across processes recovers; and a client catching up from the database (SPEC section 4:
// messages after the last sequence number it saw) gets every message, whatever the sockets missed.

const postgresUrl = process.env.TEST_DATABASE_URL;

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.runIf(postgresUrl && redisServerInstalled())('Redis stopped and started under chat', () => {
  // skipped outside the server-postgres pass (PGlite cannot be shared by two processes) or without redis-server
  let shared: TestDatabase;
  let redis: PrivateRedis;
  let one: ServerInstance;
  let two: ServerInstance;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    shared = await createTestDatabase();
    one = await startServerInstance({ databaseUrl: shared.url!, redisUrl: redis.url });
    two = await startServerInstance({ databaseUrl: shared.url!, redisUrl: redis.url });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const instance of [one, two]) await instance?.close();
    await shared?.close();
    await redis?.stop();
  });

  /** A socket that has joined the room, and every message it hears. */
  async function listener(origin: string, token: string, room: string) {
    const socket: ChatSocket = connect(origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { apikey: TEST_ANON_KEY, token },
    });
    sockets.push(socket);
    const heard: MessageRecord[] = [];
    socket.on('message', ({ message }) => heard.push(message));
    await within(
      'the socket to connect',
      new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
    );
    const joined = await within(
      'joining the room',
      new Promise<{ ok: boolean }>((resolve) => socket.emit('join', { room_name: room }, resolve)),
    );
    expect(joined.ok).toBe(true);
    return { socket, heard, has: (id: string) => heard.some((message) => message.id === id) };
  }

  test('chat keeps working within a process while Redis is down, and across processes once it is back', async () => {
    const asTestApp = { app: one.app, database: one.database, anonKey: TEST_ANON_KEY } as unknown as TestApp;
    const { client, filmmaker, room } = await chatPair(asTestApp, 'redis');
    // The filmmaker has the room open twice: a tab on each process.
    const near = await listener(one.origin, filmmaker.token, room);
    const far = await listener(two.origin, filmmaker.token, room);

    const sent: MessageRecord[] = [];
    /** The client sends through process one's HTTP API, as the web app does. */
    const send = async (content: string) => {
      const response = await within(
        `sending "${content}"`,
        one.app.inject({
          method: 'POST',
          url: '/api/rest/v1/messages',
          headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${client.token}` },
          payload: {
            id: randomUUID(),
            room_name: room,
            content,
            entity_id: client.entityId,
            entity_role: 'client',
          },
        }),
      );
      expect(response.statusCode).toBe(201);
      const message = response.json<MessageRecord>();
      sent.push(message);
      return message;
    };

    const before = await send('Before the outage');
    await waitFor('both tabs to hear it', () => near.has(before.id) && far.has(before.id));
    const lastSeenByFar = before.seq;

    await redis.stop();
    for (const content of ['During the outage 1', 'During the outage 2']) {
      const during = await send(content);
      // Stored, and delivered to the tab on the same process without Redis.
      await waitFor(`the tab on the same process to hear "${content}"`, () => near.has(during.id));
    }

    // A tab opened (or reconnecting) during the outage joins the room and hears the room on its process.
    const late = await listener(one.origin, filmmaker.token, room);
    const heardLate = await send('During the outage 3');
    await waitFor('the late tab to hear it', () => late.has(heardLate.id) && near.has(heardLate.id));

    await redis.start();
    // Delivery across processes comes back once both processes have reconnected to Redis by themselves.
    await waitFor(
      'a message to reach the tab on the other process again',
      async () => {
        const probe = await send('After the outage');
        return waitFor('the probe to arrive', () => far.has(probe.id), 2_000).then(
          () => true,
          () => false,
        );
      },
      30_000,
    );

    // The far tab catches up from the database (SPEC section 4): every message, none lost, in order.
    const caughtUp = await two.app.inject({
      method: 'GET',
      url: `/api/rest/v1/messages?room_name=${encodeURIComponent(room)}&after_seq=${lastSeenByFar}&order=asc&limit=200`,
      headers: { apikey: TEST_ANON_KEY, authorization: `Bearer ${filmmaker.token}` },
    });
    expect(caughtUp.statusCode).toBe(200);
    const known = new Set([
      ...far.heard.map((m) => m.id),
      ...caughtUp.json<MessageRecord[]>().map((m) => m.id),
    ]);
    expect(sent.filter((message) => !known.has(message.id))).toEqual([]);
    expect(caughtUp.json<MessageRecord[]>().map((m) => m.id)).toEqual(
      sent.filter((message) => message.seq > lastSeenByFar).map((message) => message.id),
    );

    // A process told to stop while Redis is away still closes (bounded), instead of waiting for Redis.
    await redis.stop();
    await within('closing a process while Redis is away', one.app.close(), 10_000);
  }, 90_000);
});
