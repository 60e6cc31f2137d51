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
import { users, type User } from '../db/schema/auth.ts';
import { chatRooms } from '../db/schema/chat.ts';
import { HttpError } from '../http/errors.ts';
import { authenticateAccessToken } from '../auth/require-user.ts';
import { AuthError } from '../auth/auth-error.ts';
import type { AuthSecrets } from '../auth/auth-secrets.ts';
import type { ChatBroadcaster } from '../modules/chat/chat-broadcaster.ts';
import { requireRoomAccess } from '../modules/chat/room-access.ts';
import { sendChatMessage } from '../modules/chat/send-chat-message.ts';
import { originGate } from './origin-check.ts';

/** What each socket carries; plain data, so that other processes can read it through the adapter. */
interface SocketData {
  userId: string;
  /** The socket's presence per room it joined as a party (admins read without being present). */
  presence: Record<string, PresenceRecord>;
}

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

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

/** A client that stops answering pings for this long after the 15 s heartbeat is gone. */
const PING_TIMEOUT_MS = 20_000;

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

  let redis: { pub: Redis; sub: Redis } | undefined;
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error: Error) => log.warn({ err: error }, 'realtime redis connection error'));
    }
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }

  async function presenceOf(roomName: string): Promise<PresenceRecord[]> {
    const sockets = await io.in(channelName(roomName)).fetchSockets();
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
      return (await presenceOf(roomName)).some((record) => record.user === key);
    },
  };

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
      if (!(error instanceof AuthError)) log.error({ err: error }, 'realtime handshake failed');
      next(new Error(CHAT_ERRORS.notAuthenticated));
    }
  });

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
        delete socket.data.presence[roomName];
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
      // The socket leaves its rooms right after this event; announce once it is gone.
      setImmediate(() => {
        for (const roomName of rooms) void announcePresence(roomName);
      });
    });
  });

  return {
    io,
    broadcaster,
    async close() {
      closing = true;
      io.disconnectSockets(true);
      // io.close() also closes the HTTP server, which Fastify closes itself: only end the engine here.
      io.engine.close();
      if (redis) {
        // Stop hearing other processes before the publishing side goes, so no reply is sent after it.
        await redis.sub.quit().catch(() => undefined);
        await redis.pub.quit().catch(() => undefined);
      }
    },
  };
}
