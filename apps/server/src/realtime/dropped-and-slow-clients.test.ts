import { randomUUID } from 'node:crypto';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { presenceKey } from '@reelhire/shared/chat-rooms';
import {
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type PresenceRecord,
  type ServerToClientEvents,
} from '@reelhire/shared/chat-realtime';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { MESSAGES, REALTIME } from '@reelhire/shared/constants';
import Fastify from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { authSecretsFrom } from '../auth/auth-secrets.ts';
import { chatParty, roomOf, type ChatParty } from '../modules/chat/chat-test-kit.ts';
import { waitFor, within } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { attachRealtime, MAX_QUEUED_PACKETS_PER_SOCKET, type Realtime } from './realtime-server.ts';

// Decision 0069: clients on bad connections, with real Socket.IO clients against a listening server.
// - A connection cut without a goodbye (a reset, as when a phone changes network): the other party sees
//   the viewer go offline at once, and the client reconnects after SPEC section 4's backoff, joins again
//   and catches up over REST from the last sequence number it holds (GET /messages?after_seq, the web app's
//   read): every message sent meanwhile reaches it exactly once.
// - A client that stops reading: the others in the room keep getting every broadcast at once, and the
//   server cuts it once MAX_QUEUED_PACKETS_PER_SOCKET broadcasts wait for it, instead of holding them.

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let origin: string;
let client: ChatParty;
let filmmaker: ChatParty;
let room: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = await chatParty(t, { email: 'drop-client@example.com', role: 'client', name: 'Saltmarsh Films' });
  filmmaker = await chatParty(t, { email: 'drop-film@example.com', role: 'filmmaker', name: 'Ada Brook' });
  room = roomOf(client, filmmaker);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t?.close();
});

function open(token: string, at = origin): ChatSocket {
  const socket: ChatSocket = connect(at, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    // The web app runs SPEC's reconnection policy itself (socket-lifecycle.ts); so does this test.
    reconnection: false,
    forceNew: true,
    auth: { apikey: t.anonKey, token },
  });
  sockets.push(socket);
  return socket;
}

async function openJoined(token: string, at = origin) {
  const socket = open(token, at);
  await within(
    'the socket to connect',
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    }),
  );
  const joined = await within(
    'the join to be acknowledged',
    new Promise<Ack<JoinedRoom>>((resolve) => socket.emit('join', { room_name: room }, resolve)),
  );
  if (!joined.ok) throw new Error(`join refused: ${joined.error}`);
  return { socket, joined: joined.data };
}

/** The TCP connection under a client's WebSocket, which the test cuts or stops reading. */
function tcpOf(socket: ChatSocket): NetSocket {
  const transport = socket.io.engine.transport as unknown as { ws?: { _socket?: NetSocket } };
  const tcp = transport.ws?._socket;
  if (!tcp) throw new Error('the socket has no WebSocket connection');
  return tcp;
}

/** The client party sends through the HTTP API, as the web app does; the message is stored first. */
async function send(content: string): Promise<MessageRecord> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/rest/v1/messages',
    headers: { apikey: t.anonKey, authorization: `Bearer ${client.token}` },
    payload: {
      id: randomUUID(),
      room_name: room,
      content,
      entity_id: client.entityId,
      entity_role: 'client',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MessageRecord>();
}

/**
 * The filmmaker's chat view as the web app keeps it (lib/realtime/channel-registry.ts, catch-up.ts): live
 * messages by id, and after every join, the messages after the newest sequence number it holds, read over
 * REST page by page, oldest first. `shown` is every message handed to the view, in the order it was.
 */
function chatView(knownSeq: number) {
  const view = {
    knownSeq,
    serverSeq: knownSeq,
    shown: [] as MessageRecord[],
    caughtUp: [] as MessageRecord[],
    catchingUp: Promise.resolve(),
  };
  const seen = new Set<string>();
  const show = (message: MessageRecord) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    view.shown.push(message);
  };
  const fetchAfter = async (afterSeq: number) => {
    const query = new URLSearchParams({
      room_name: room,
      after_seq: String(afterSeq),
      order: 'asc',
      limit: String(MESSAGES.pageSize),
    });
    const response = await fetch(`${origin}/api/rest/v1/messages?${query}`, {
      headers: { apikey: t.anonKey, authorization: `Bearer ${filmmaker.token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as MessageRecord[];
  };
  const catchUp = async () => {
    while (view.serverSeq > view.knownSeq) {
      const page = await fetchAfter(view.knownSeq);
      for (const message of page) {
        view.caughtUp.push(message);
        view.knownSeq = Math.max(view.knownSeq, message.seq);
        show(message);
      }
      if (page.length < MESSAGES.pageSize) break;
    }
  };
  return {
    view,
    attach(socket: ChatSocket, joined: JoinedRoom) {
      socket.on('message', ({ message }) => {
        if (message.room_name !== room) return;
        view.serverSeq = Math.max(view.serverSeq, message.seq);
        if (message.seq === view.knownSeq + 1) view.knownSeq = message.seq;
        show(message);
      });
      view.serverSeq = Math.max(view.serverSeq, joined.last_seq);
      view.catchingUp = view.catchingUp.then(catchUp);
    },
  };
}

/** Presence as another party's open room hears it: the last list announced. */
function presenceSeenBy(socket: ChatSocket, initial: PresenceRecord[]) {
  const seen = { current: initial };
  socket.on('presence', ({ room_name: name, presence }) => {
    if (name === room) seen.current = presence;
  });
  return seen;
}

describe('a client whose connection drops (decision 0069)', () => {
  test('goes offline for the others at once, reconnects, and catches up every missed message exactly once', async () => {
    const filmmakerKey = presenceKey('filmmaker', filmmaker.entityId);
    const before = await send('Before the drop');
    const other = await openJoined(client.token);
    const onlineForClient = presenceSeenBy(other.socket, other.joined.presence);

    // The filmmaker's tab: loaded the conversation (up to `before`), then joined the room.
    const tab = chatView(before.seq);
    const first = await openJoined(filmmaker.token);
    tab.attach(first.socket, first.joined);
    await waitFor('the client to see the filmmaker online', () =>
      onlineForClient.current.some((record) => record.user === filmmakerKey),
    );

    // The network goes: a reset, no Socket.IO goodbye. The tab hears a transport failure, after which
    // SPEC's client reconnects by itself, and the server drops its presence in the room at once.
    let reason: string | undefined;
    first.socket.on('disconnect', (why) => (reason = why));
    const cutAt = Date.now();
    tcpOf(first.socket).resetAndDestroy();
    await waitFor('the tab to notice', () => reason);
    expect(['transport close', 'transport error']).toContain(reason);
    await waitFor('the client to see the filmmaker go offline', () =>
      onlineForClient.current.every((record) => record.user !== filmmakerKey),
    );
    // Long before the heartbeat's ping timeout (15 s + 20 s) would have noticed a silent connection.
    expect(Date.now() - cutAt).toBeLessThan(REALTIME.heartbeatMs);

    // More than a page of messages while the tab is away (it must read two pages to catch up).
    const missed: MessageRecord[] = [];
    for (let i = 1; i <= MESSAGES.pageSize + 5; i += 1) missed.push(await send(`While away ${i}`));

    // SPEC section 4: the first attempt after 1 s; joining again, then catching up, while more is sent.
    await new Promise((resolve) => setTimeout(resolve, REALTIME.reconnectBackoffStartMs));
    const racing = Promise.all([send('During the reconnect 1'), send('During the reconnect 2')]);
    const second = await openJoined(filmmaker.token);
    tab.attach(second.socket, second.joined);
    const during = await racing;
    const after = await send('After the reconnect');
    await within('the catch-up', tab.view.catchingUp);

    const expected = [...missed, ...during, after];
    await waitFor('the tab to show every message', () => tab.view.shown.length === expected.length);
    // Exactly once each, and in the order sent once ordered as the message list orders them.
    const shownIds = tab.view.shown.map((message) => message.id);
    expect(new Set(shownIds).size).toBe(shownIds.length);
    expect([...tab.view.shown].sort((a, b) => a.seq - b.seq).map((message) => message.id)).toEqual(
      [...expected].sort((a, b) => a.seq - b.seq).map((message) => message.id),
    );
    // The catch-up read what was missed oldest first, in two pages.
    const caughtUpSeqs = tab.view.caughtUp.map((message) => message.seq);
    expect(caughtUpSeqs).toEqual([...caughtUpSeqs].sort((a, b) => a - b));
    expect(tab.view.caughtUp.length).toBeGreaterThan(MESSAGES.pageSize);
    // The tab holds the room's newest message: nothing is left to read.
    expect(tab.view.knownSeq).toBe(after.seq);

    // Back in the room: the client sees the filmmaker online again.
    await waitFor('the client to see the filmmaker online again', () =>
      onlineForClient.current.some((record) => record.user === filmmakerKey),
    );
    expect(second.joined.presence.map((record) => record.user)).toContain(
      presenceKey('client', client.entityId),
    );
  }, 60_000);
});

describe('a client that stops reading (decision 0069)', () => {
  let realtime: Realtime;
  let server: ReturnType<typeof Fastify>;
  let at: string;

  // A realtime server of the test's own on the same database, so that the test can broadcast faster
  // than storing messages would let it and watch the queues of its sockets.
  beforeAll(async () => {
    server = Fastify();
    realtime = attachRealtime({
      app: server,
      db: t.database.db,
      config: t.config,
      secrets: authSecretsFrom(t.config),
      log: server.log,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    at = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await realtime?.close();
    await server?.close();
  });

  test('holds up nobody else and is cut off once too much waits for it', async () => {
    const fast = await openJoined(client.token, at);
    const alsoFast = await openJoined(filmmaker.token, at);
    const slow = await openJoined(filmmaker.token, at);
    const heardBy = (socket: ChatSocket) => {
      const ids: string[] = [];
      socket.on('message', ({ message }) => ids.push(message.id));
      return ids;
    };
    const fastHeard = heardBy(fast.socket);
    const alsoFastHeard = heardBy(alsoFast.socket);
    let slowReason: string | undefined;
    slow.socket.on('disconnect', (why) => (slowReason = why));

    // The slow tab stops reading: the kernel's buffers fill, then the server's queue for it.
    tcpOf(slow.socket).pause();
    const slowOnServer = async () =>
      (await realtime.io.in(`account:${filmmaker.userId}`).fetchSockets()).length;
    expect(await slowOnServer()).toBe(2);
    // What the engine holds for it in memory (read from outside, as a heap snapshot would).
    const slowConn = realtime.io.sockets.sockets.get(slow.socket.id!)!.conn as unknown as {
      writeBuffer: unknown[];
    };
    let mostQueued = 0;

    // Large messages, as many as fill any loopback buffer several times over plus the server's queue.
    const template: MessageRecord = { ...(await send('A template')), content: 'x'.repeat(5000) };
    const flood = Array.from({ length: 3000 }, (_, i) => ({ ...template, id: randomUUID(), seq: i + 1 }));
    const started = Date.now();
    let cutAfter: number | undefined;
    for (const [i, message] of flood.entries()) {
      realtime.broadcaster.message(message);
      // Let the sockets write between broadcasts, as between messages stored one by one.
      mostQueued = Math.max(mostQueued, slowConn.writeBuffer.length);
      if (i % 50 === 49) {
        await new Promise((resolve) => setImmediate(resolve));
        if (cutAfter === undefined && (await slowOnServer()) === 1) cutAfter = i + 1;
      }
    }
    // The fast tabs got everything, promptly, while the slow one was still not reading.
    await waitFor(
      'the fast sockets to hear every broadcast',
      () => {
        return fastHeard.length === flood.length && alsoFastHeard.length === flood.length;
      },
      20_000,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(fastHeard).toEqual(flood.map((message) => message.id));

    // The server cut the slow one rather than queue 3,000 messages for it.
    await waitFor('the slow socket to be dropped by the server', async () => (await slowOnServer()) === 1);
    expect(cutAfter).toBeDefined();
    expect(cutAfter!).toBeLessThan(flood.length);
    expect(mostQueued).toBeGreaterThan(0);
    expect(mostQueued).toBeLessThanOrEqual(MAX_QUEUED_PACKETS_PER_SOCKET + 1);

    // When it reads again, it hears what reached it and then that the connection is gone, a reason after
    // which the web app reconnects and catches up from the database.
    tcpOf(slow.socket).resume();
    await waitFor('the slow tab to notice', () => slowReason, 10_000);
    expect(['transport close', 'transport error']).toContain(slowReason);
    expect(fast.socket.connected && alsoFast.socket.connected).toBe(true);
  }, 60_000);
});
