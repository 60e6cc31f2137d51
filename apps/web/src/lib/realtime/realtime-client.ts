import {
  messageListSchema,
  REALTIME_PATH,
  type MessageRecord,
  type RealtimeHandshake,
} from '@reelhire/shared/chat';
import { io } from 'socket.io-client';
import { apiFetch } from '../api-client';
import { ConnectionManager, type RealtimeSocket } from './connection-manager';

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

/** `GET /messages?room_name&after_seq`: what a channel missed while it was away, oldest first. */
export async function fetchMessagesAfter(
  roomName: string,
  afterSeq: number,
  limit: number,
  handshake: RealtimeHandshake,
): Promise<MessageRecord[]> {
  const params = new URLSearchParams({
    room_name: roomName,
    after_seq: String(afterSeq),
    order: 'asc',
    limit: String(limit),
  });
  const rows = await apiFetch<unknown>(`/rest/v1/messages?${params}`, { accessToken: handshake.token });
  return messageListSchema.parse(rows);
}

let shared: ConnectionManager | null = null;

/** The app's one realtime connection, made on first use (chat pages load it lazily). */
export function getRealtimeConnection(): ConnectionManager {
  shared ??= new ConnectionManager({ createSocket: createRealtimeSocket, fetchMessagesAfter });
  return shared;
}

/** Tests start each case with a fresh connection. */
export function resetRealtimeConnection(next: ConnectionManager | null = null): void {
  shared?.destroy();
  shared = next;
}
