import { channelName, presenceKey, type ChatRole } from '@reelhire/shared/chat-rooms';
import {
  CHAT_ERRORS,
  joinRoomSchema,
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type PresenceRecord,
  type ServerToClientEvents,
} from '@reelhire/shared/chat-realtime';
import { postMessageSchema, type MessageRecord } from '@reelhire/shared/chat-messages';
import { REALTIME } from '@reelhire/shared/constants';
import { createAdapter } from '@socket.io/redis-adapter';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { ZodError } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/query-error.ts';
import { users, type User } from '../db/schema/auth.ts';
import { chatRooms } from '../db/schema/chat.ts';
import { HttpError } from '../http/errors.ts';
import { authenticateAccessToken } from '../auth/require-user.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { AuthSecrets } from '../auth/auth-secrets.ts';
import type { ChatBroadcaster } from '../modules/chat/chat-broadcaster.ts';
import { requireRoomAccess } from '../modules/chat/room-access.ts';
import { sendChatMessage } from '../modules/chat/send-chat-message.ts';
import { startNotificationPusher } from './notification-pusher.ts';
import { originGate } from './origin-check.ts';

/** What each socket carries; plain data, so that other processes can read it through the adapter. */
interface SocketData {
  userId: string;
  /** The socket's presence per room it joined as a party (admins read without being present). */
  presence: Record<string, PresenceRecord>;
}

/** What processes tell each other through the Redis adapter, besides broadcasts. */
interface InterServerEvents {
  /** Somebody joined or left the room in the sending process: drop what you remember of its presence. */
  presence_changed: (roomName: string) => void;
}

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Beyond this many sockets a process refuses new ones, and browsers retry later (docs/product.md §4). */
export const MAX_CONNECTIONS_PER_PROCESS = 20_000;

/**
 * A socket acts for the account it signed in with; the account is read again when its copy is older than
 * this, so a deleted account stops within this time, while a burst of sends costs no lookup each.
 */
const ACCOUNT_RECHECK_MS = 30_000;

/**
 * Every socket is in its account's own channel, joined by the server from the verified token (a browser
 * cannot ask for it: 'join' takes room names only, whose channels all start with 'chat-room:'). New
 * messages reach their recipient there wherever they are in the app (issue 10, decision 0017).
 */
export function accountChannel(userId: string): string {
  return `account:${userId}`;
}

/**
 * How long a room's presence, read from every process, answers the message notification's question "has
 * the recipient the room open?" without asking every process again (decision 0081). A join, leave or
 * disconnect in any process drops it at once; the limit bounds only what a process that died without a
 * word leaves behind (its sockets counted as present, so its users not emailed, for at most this long).
 */
export const PRESENCE_REMEMBERED_MS = 10_000;
/** Rooms whose presence a process remembers at most; the least recently read go first. */
const PRESENCE_REMEMBERED_ROOMS = 10_000;

/** A client that stops answering pings for this long after the 15 s heartbeat is gone. */
const PING_TIMEOUT_MS = 20_000;

/**
 * Broadcasts one socket may have waiting in this process's memory because its client does not read them
 * (a frozen tab, a phone on a link that stalls without closing). Past this the connection is cut, as a
 * network drop would: the client reconnects and catches up from the database (SPEC section 4, decision
 * 0069), so nothing is lost, and a client that stopped reading costs at most this many packets (each at
 * most one message of 5,000 characters) instead of growing until the ping timeout, 35 s later. A healthy
 * client's queue empties with every write; a busy room does not come near this within one.
 */
export const MAX_QUEUED_PACKETS_PER_SOCKET = 256;

export interface AttachRealtimeOptions {
  app: FastifyInstance;
  db: Db;
  config: Config;
  secrets: AuthSecrets;
  log: FastifyBaseLogger;
}

export interface Realtime {
  io: ChatServer;
  broadcaster: ChatBroadcaster;
  /**
   * Closes every open socket of the account, in every process (with the Redis adapter the request goes to
   * all of them), as a suspension or role change needs at once (decision 0064). The browser hears
   * 'io server disconnect' and does not reconnect by itself.
   */
  disconnectAccount(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** What an event handler's failure tells the browser: SPEC texts for auth, the operation's message else. */
function failure(error: unknown, log: FastifyBaseLogger): { ok: false; error: string; status: number } {
  if (error instanceof HttpError) return { ok: false, error: error.message, status: error.statusCode };
  if (error instanceof AuthError) return { ok: false, error: CHAT_ERRORS.notAuthenticated, status: 401 };
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const field = issue?.path.join('.');
    return {
      ok: false,
      error: field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid'),
      status: 400,
    };
  }
  // The database restarting or out of reach (decision 0069): SPEC section 4's "cannot accept more
  // connections", after which the web app drops its channels and tries again in 5 s.
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'realtime event failed: database unavailable');
    return { ok: false, error: CHAT_ERRORS.tooManyConnections, status: 503 };
  }
  log.error({ err: error }, 'realtime event failed');
  return { ok: false, error: 'An unexpected error occurred', status: 500 };
}

/**
 * Socket.IO at /api/realtime (decision 0004): an authenticated handshake, one channel per room, the
 * 'message', 'status' and 'presence' broadcasts, and acknowledged 'join', 'leave', 'send' and
 * 'ping_health'. With REDIS_URL, the Redis adapter joins every process's rooms and presence.
 */
export function attachRealtime({ app, db, config, secrets, log }: AttachRealtimeOptions): Realtime {
  const io: ChatServer = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    pingInterval: REALTIME.heartbeatMs,
    pingTimeout: PING_TIMEOUT_MS,
    // Messages go through 'send' as JSON; attachments are uploaded over HTTP, never through the socket.
    maxHttpBufferSize: 256 * 1024,
    // Only the app's own pages may open the socket (issue 10): PUBLIC_URL, the allow-list, or same-origin.
    allowRequest: originGate([config.publicUrl, ...config.realtimeAllowedOrigins]),
  });

  /**
   * Each message asks whether its recipient has the room open (an email if not). With Redis that question
   * is a round trip to every process (PUBSUB NUMSUB, a published request, each process's published answer),
   * which cost more than storing the message; the answer is kept per room until presence changes anywhere
   * (`presence_changed`, published before the change's own 'presence' broadcast, so every process forgets
   * first) or PRESENCE_REMEMBERED_MS pass (decision 0081). Joins read presence afresh: they answer with it.
   */
  const rememberedPresence = new Map<string, { at: number; records: Promise<PresenceRecord[]> }>();

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error: Error) => log.warn({ err: error }, 'realtime redis connection error'));
    }
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
    // What was remembered before, or while, Redis was away may have missed other processes' changes.
    for (const client of [pub, sub]) client.on('ready', () => rememberedPresence.clear());
  }

  // Decision 0069: while Redis is away the other processes cannot be asked; the adapter's request would
  // wait in the client's offline queue until Redis is back, and a 'join' with it. Presence is then this
  // process's own until Redis returns.
  const redisReady = () => !redis || (redis.pub.status === 'ready' && redis.sub.status === 'ready');

  async function presenceOf(roomName: string): Promise<PresenceRecord[]> {
    const sockets = await (redisReady() ? io : io.local).in(channelName(roomName)).fetchSockets();
    const byUser = new Map<string, PresenceRecord>();
    for (const socket of sockets) {
      const record = socket.data.presence?.[roomName];
      if (!record) continue;
      const seen = byUser.get(record.user);
      if (!seen || seen.online_at > record.online_at) byUser.set(record.user, record);
    }
    return [...byUser.values()];
  }

  // Once closing, nothing may publish: the Redis adapter publishes without handling a refusal, so a
  // presence announcement scheduled by the last disconnects would reject on the closed connection.
  let closing = false;

  function currentPresence(roomName: string): Promise<PresenceRecord[]> {
    const now = Date.now();
    const remembered = rememberedPresence.get(roomName);
    if (remembered && now - remembered.at < PRESENCE_REMEMBERED_MS) {
      // Read again: moved to the end of the map's order, the last to be dropped.
      rememberedPresence.delete(roomName);
      rememberedPresence.set(roomName, remembered);
      return remembered.records;
    }
    const records = presenceOf(roomName);
    // Without Redis nobody could tell this process of another's change: read afresh each time until back.
    if (!redisReady()) return records;
    rememberedPresence.delete(roomName);
    rememberedPresence.set(roomName, { at: now, records });
    records.catch(() => {
      if (rememberedPresence.get(roomName)?.records === records) rememberedPresence.delete(roomName);
    });
    for (const oldest of rememberedPresence.keys()) {
      if (rememberedPresence.size <= PRESENCE_REMEMBERED_ROOMS) break;
      rememberedPresence.delete(oldest);
    }
    return records;
  }

  /** This process's change to the room's presence: forgotten here and, through Redis, everywhere. */
  function presenceChanged(roomName: string) {
    rememberedPresence.delete(roomName);
    if (redis && redisReady() && !closing) io.serverSideEmit('presence_changed', roomName);
  }
  io.on('presence_changed', (roomName) => rememberedPresence.delete(roomName));

  async function announcePresence(roomName: string): Promise<void> {
    if (closing) return;
    try {
      const channel = channelName(roomName);
      io.to(channel).emit('presence', { channel, room_name: roomName, presence: await presenceOf(roomName) });
    } catch (error) {
      log.warn({ err: error }, 'could not announce presence');
    }
  }

  const broadcaster: ChatBroadcaster = {
    message(message, recipientUserId) {
      // A message stored while closing reaches the recipients through catch-up after they reconnect.
      if (closing) return;
      const channel = channelName(message.room_name);
      // One emit to both channels: a socket in both (the recipient with the room open) hears it once.
      const targets = recipientUserId ? [channel, accountChannel(recipientUserId)] : channel;
      io.to(targets).emit('message', { channel, message });
    },
    status(roomName, status, addresseeUserId) {
      if (closing) return;
      const channel = channelName(roomName);
      const targets = addresseeUserId ? [channel, accountChannel(addresseeUserId)] : channel;
      io.to(targets).emit('status', { channel, room_name: roomName, status });
    },
    async isPresent(roomName: string, role: ChatRole, entityId: string) {
      const key = presenceKey(role, entityId);
      return (await currentPresence(roomName)).some((record) => record.user === key);
    },
  };

  // New notifications reach only their owner: the account channel, joined from the verified token.
  const notificationPusher = startNotificationPusher({
    db,
    log,
    emit(userId, push) {
      if (!closing) io.to(accountChannel(userId)).emit('notification', push);
    },
  });

  // Kept beside the socket, not in socket.data, which other processes read through the adapter.
  const accounts = new WeakMap<ChatSocket, { user: User; readAt: number }>();

  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Partial<Record<'apikey' | 'token', unknown>>;
    if (auth.apikey !== config.anonKey) return next(new Error('Invalid API key'));
    if (io.engine.clientsCount > MAX_CONNECTIONS_PER_PROCESS) {
      return next(new Error(CHAT_ERRORS.tooManyConnections));
    }
    if (typeof auth.token !== 'string' || !auth.token) return next(new Error(CHAT_ERRORS.notAuthenticated));
    try {
      const { user } = await authenticateAccessToken(auth.token, { db, secrets });
      socket.data = { userId: user.id, presence: {} };
      accounts.set(socket, { user, readAt: Date.now() });
      next();
    } catch (error) {
      // A database that cannot be reached says nothing about the token: "not authenticated" would sign
      // the user out; the SPEC's retry-later answer is the true one (decision 0069).
      if (isDatabaseUnavailable(error)) return next(new Error(CHAT_ERRORS.tooManyConnections));
      if (!(error instanceof AuthError)) log.error({ err: error }, 'realtime handshake failed');
      next(new Error(CHAT_ERRORS.notAuthenticated));
    }
  });

  /**
   * Cuts the connection of a client that reads slower than its rooms talk, once it has
   * MAX_QUEUED_PACKETS_PER_SOCKET packets waiting: the engine queues them while the transport's previous
   * write has not reached the network (decision 0069). Other sockets in the room have queues of their own
   * and are never held up by it.
   */
  function dropWhenTooFarBehind(socket: ChatSocket) {
    const conn = socket.conn;
    // Packets made since the engine last handed its queue to the transport ('flush'): those waiting.
    let queued = 0;
    let dropped = false;
    conn.on('flush', () => (queued = 0));
    conn.on('packetCreate', () => {
      queued += 1;
      if (dropped || queued <= MAX_QUEUED_PACKETS_PER_SOCKET) return;
      dropped = true;
      log.warn(
        { userId: socket.data.userId, queued, transport: conn.transport.name },
        'realtime client too far behind: connection dropped',
      );
      // Discarded, not flushed first: the queue goes now. A WebSocket is terminated (not closed with a
      // handshake the client would read only after everything queued), so its buffered bytes go too.
      const transport = conn.transport as { socket?: { terminate?: () => void } };
      conn.close(true);
      transport.socket?.terminate?.();
    });
  }

  /** The user row fresh for each event: a role or profile may have changed since the handshake. */
  async function userOf(socket: ChatSocket) {
    const cached = accounts.get(socket);
    if (cached && Date.now() - cached.readAt < ACCOUNT_RECHECK_MS) return cached.user;
    const [user] = await db.select().from(users).where(eq(users.id, socket.data.userId));
    if (!user) throw new AuthError(401, 'user_not_found', CHAT_ERRORS.notAuthenticated);
    accounts.set(socket, { user, readAt: Date.now() });
    return user;
  }

  io.on('connection', (socket: ChatSocket) => {
    // The account channel comes from the verified token, never from anything the browser names.
    void socket.join(accountChannel(socket.data.userId));
    dropWhenTooFarBehind(socket);
    const safeAck = <T>(ack: unknown): ((result: Ack<T>) => void) =>
      typeof ack === 'function' ? (ack as (result: Ack<T>) => void) : () => {};

    socket.on('join', async (payload, rawAck) => {
      const ack = safeAck<JoinedRoom>(rawAck);
      try {
        const { room_name: roomName } = joinRoomSchema.parse(payload);
        const access = await requireRoomAccess(db, await userOf(socket), roomName);
        const channel = channelName(roomName);
        await socket.join(channel);
        if (access.as !== 'admin') {
          socket.data.presence[roomName] = {
            user: presenceKey(access.as, access.entityId!),
            online_at: new Date().toISOString(),
            entity_role: access.as,
            entity_id: access.entityId!,
          };
          presenceChanged(roomName);
        }
        const [room] = await db
          .select({ lastSeq: chatRooms.lastSeq })
          .from(chatRooms)
          .where(eq(chatRooms.name, roomName));
        const presence = await presenceOf(roomName);
        ack({
          ok: true,
          data: {
            room_name: roomName,
            channel,
            as: access.as,
            entity_id: access.entityId,
            presence,
            last_seq: room?.lastSeq ?? 0,
          },
        });
        socket.to(channel).emit('presence', { channel, room_name: roomName, presence });
      } catch (error) {
        ack(failure(error, log));
      }
    });

    socket.on('leave', async (payload, rawAck) => {
      const ack = safeAck(rawAck);
      try {
        const { room_name: roomName } = joinRoomSchema.parse(payload);
        const channel = channelName(roomName);
        const wasPresent = roomName in socket.data.presence;
        delete socket.data.presence[roomName];
        if (wasPresent) presenceChanged(roomName);
        await socket.leave(channel);
        ack({ ok: true, data: undefined });
        await announcePresence(roomName);
      } catch (error) {
        ack(failure(error, log));
      }
    });

    socket.on('send', async (payload, rawAck) => {
      const ack = safeAck<MessageRecord>(rawAck);
      try {
        const input = postMessageSchema.parse(payload);
        const posted = await sendChatMessage({
          db,
          user: await userOf(socket),
          input,
          broadcaster,
          log,
        });
        ack({ ok: true, data: posted.message });
      } catch (error) {
        ack(failure(error, log));
      }
    });

    socket.on('ping_health', async (rawAck) => {
      const ack = safeAck<{ at: string }>(rawAck);
      try {
        // Healthy means this process can still reach the database, where every message goes first.
        await db.execute(sql`select 1`);
        ack({ ok: true, data: { at: new Date().toISOString() } });
      } catch (error) {
        ack(failure(error, log));
      }
    });

    socket.on('disconnecting', () => {
      const rooms = Object.keys(socket.data.presence ?? {});
      socket.data.presence = {};
      for (const roomName of rooms) presenceChanged(roomName);
      // The socket leaves its rooms right after this event; announce once it is gone.
      setImmediate(() => {
        for (const roomName of rooms) void announcePresence(roomName);
      });
    });
  });

  return {
    io,
    broadcaster,
    async disconnectAccount(userId: string) {
      if (closing) return;
      // `true` closes the connection itself, not only the namespace: nothing of the socket stays open.
      io.in(accountChannel(userId)).disconnectSockets(true);
    },
    async close() {
      closing = true;
      notificationPusher.stop();
      // Ending the engine drops each connection without Socket.IO's own 'disconnect' packet, so clients see
      // 'transport close' and reconnect (to another process behind the balancer) and catch up; a
      // server-side disconnect would read as 'io server disconnect', after which a client stays away
      // (decision 0069). io.close() would also close the HTTP server, which Fastify closes itself.
      io.engine.close();
      if (redis) {
        // Stop hearing other processes before the publishing side goes, so no reply is sent after it.
        // A client that is not connected is dropped: QUIT would wait for a Redis that is away (0069).
        for (const client of [redis.sub, redis.pub]) {
          if (client.status === 'ready') await client.quit().catch(() => undefined);
          else client.disconnect();
        }
      }
    },
  };
}
