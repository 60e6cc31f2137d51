import {
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type ServerToClientEvents,
} from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { io as connect, type Socket } from 'socket.io-client';

// Socket.IO clients for the realtime tests: open, join, send, and record everything a socket hears.

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface OpenOptions {
  origin: string;
  apikey: string;
  token: string | undefined;
  /** The Origin header the handshake carries (a browser always sends one). */
  headerOrigin?: string;
}

export function openSocket({ origin, apikey, token, headerOrigin }: OpenOptions): TestSocket {
  return connect(origin, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { apikey, token },
    ...(headerOrigin ? { extraHeaders: { origin: headerOrigin } } : {}),
  });
}

export const connected = (socket: TestSocket) =>
  new Promise<TestSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

export const joinRoom = (socket: TestSocket, roomName: string) =>
  new Promise<Ack<JoinedRoom>>((resolve) => socket.emit('join', { room_name: roomName }, resolve));

export const sendOver = (socket: TestSocket, payload: Parameters<ClientToServerEvents['send']>[0]) =>
  new Promise<Ack<MessageRecord>>((resolve) => socket.emit('send', payload, resolve));

export interface Heard {
  event: 'message' | 'status' | 'presence';
  payload: unknown;
}

/** Everything a socket hears from now on, in order. */
export function record(socket: TestSocket): Heard[] {
  const heard: Heard[] = [];
  for (const event of ['message', 'status', 'presence'] as const) {
    socket.on(event, (payload: unknown) => heard.push({ event, payload }));
  }
  return heard;
}

/** Waits until `check` passes (or fails with its last error after `timeoutMs`). */
export async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
