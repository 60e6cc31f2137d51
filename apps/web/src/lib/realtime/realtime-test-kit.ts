// Shared by the connection manager's tests (socket-lifecycle.test.ts, channel-registry.test.ts): a
// manager over fake sockets and real (faked by Vitest) timers, and the records the server would send.

import { channelName, roomName } from '@reelhire/shared/chat-rooms';
import { type JoinedRoom, type PresenceRecord } from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { REALTIME } from '@reelhire/shared/constants';
import {
  ConnectionManager,
  type ChannelHandlers,
  type ConnectionManagerOptions,
  type Timers,
} from './connection-manager';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';

export const ROOM_A = roomName('c1', 'f1');
export const ROOM_B = roomName('c2', 'f1');
export const AUTH = { apikey: 'anon', token: 'token-1' };

export const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export function presence(entityId: string, role: 'client' | 'filmmaker' = 'client'): PresenceRecord {
  return {
    user: `${role}_${entityId}`,
    online_at: '2025-01-01T10:00:00.000Z',
    entity_role: role,
    entity_id: entityId,
  };
}

export function joined(room: string, lastSeq = 0, who: PresenceRecord[] = []): JoinedRoom {
  return {
    room_name: room,
    channel: channelName(room),
    as: 'filmmaker',
    entity_id: 'f1',
    presence: who,
    last_seq: lastSeq,
  };
}

export function message(seq: number, room = ROOM_A, id = `m${seq}`): MessageRecord {
  return {
    id,
    content: `Message ${seq}`,
    user_id: 'u-client',
    user_name: 'Client Co',
    room_name: room,
    created_at: new Date(Date.UTC(2025, 0, 1, 10, seq)).toISOString(),
    entity_id: 'c1',
    entity_role: 'client',
    status: 'sent',
    has_attachments: false,
    attachment_count: 0,
    message_type: 'text',
    seq,
  };
}

export interface Setup {
  mobile?: boolean;
  visible?: boolean;
  fetchMessagesAfter?: ConnectionManagerOptions['fetchMessagesAfter'];
}

/** The manager of the running test (made by `setup`); a live binding, so tests read the current one. */
export let manager: ConnectionManager;

export function setup(options: Setup = {}) {
  const sockets = fakeSocketFactory();
  let wakeCallback: (() => void) | null = null;
  const wake = {
    visible: options.visible ?? true,
    isVisible: () => wake.visible,
    onWake(callback: () => void) {
      wakeCallback = callback;
      return () => {
        wakeCallback = null;
      };
    },
  };
  const fetchMessagesAfter = vi.fn(options.fetchMessagesAfter ?? (async () => []));
  const log = vi.fn();
  manager = new ConnectionManager({
    createSocket: sockets.factory,
    fetchMessagesAfter,
    timers,
    isMobile: () => options.mobile ?? false,
    wake,
    log,
  });
  manager.setAuth(AUTH);
  return { sockets, wake, fetchMessagesAfter, log, wakeUp: () => wakeCallback?.() };
}

/** Opens a room, connects and acknowledges the join: a channel in the 'joined' state. */
export function openJoined(
  env: ReturnType<typeof setup>,
  room = ROOM_A,
  handlers: ChannelHandlers = {},
  lastSeq = 0,
) {
  const subscription = manager.open(room, handlers);
  if (!env.sockets.last.connected) env.sockets.last.open();
  vi.advanceTimersByTime(REALTIME.joinDelayMs);
  const join = env.sockets.last
    .sent('join')
    .find((entry) => (entry.payload as { room_name: string }).room_name === room);
  join?.ack?.({ ok: true, data: joined(room, lastSeq) });
  return subscription;
}

export function joinsOf(socket: FakeSocket, room = ROOM_A) {
  return socket.sent('join').filter((entry) => (entry.payload as { room_name: string }).room_name === room);
}
