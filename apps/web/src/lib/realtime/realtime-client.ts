import { REALTIME_PATH, type RealtimeHandshake } from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { io } from 'socket.io-client';
import { ConnectionManager, type FetchMessagesAfter, type RealtimeSocket } from './connection-manager';

/** A Socket.IO socket to this origin's realtime endpoint, without Socket.IO's own reconnection. */
export function createRealtimeSocket(handshake: RealtimeHandshake): RealtimeSocket {
  const socket = io(window.location.origin, {
    path: REALTIME_PATH,
    auth: { ...handshake },
    // The connection manager applies SPEC's reconnection policy; two policies would fight.
    reconnection: false,
  });
  return socket as unknown as RealtimeSocket;
}

let catchUp: FetchMessagesAfter | null = null;

/**
 * The feature that owns the rooms registers how a channel reads what it missed (chat: its REST read of
 * the messages after a sequence number); `lib` knows no product area. Until then a gap is logged, not
 * filled.
 */
export function registerCatchUp(fetchMessagesAfter: FetchMessagesAfter): void {
  catchUp = fetchMessagesAfter;
}

function fetchRegistered(...args: Parameters<FetchMessagesAfter>): Promise<MessageRecord[]> {
  if (!catchUp) return Promise.reject(new Error('No catch-up registered'));
  return catchUp(...args);
}

let shared: ConnectionManager | null = null;

/** The app's one realtime connection, made on first use (chat pages load it lazily). */
export function getRealtimeConnection(): ConnectionManager {
  shared ??= new ConnectionManager({
    createSocket: createRealtimeSocket,
    fetchMessagesAfter: fetchRegistered,
  });
  return shared;
}

/** Tests start each case with a fresh connection. */
export function resetRealtimeConnection(next: ConnectionManager | null = null): void {
  shared?.destroy();
  shared = next;
}
