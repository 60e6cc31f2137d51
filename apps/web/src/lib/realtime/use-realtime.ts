import type { JoinedRoom, PresenceRecord } from '@reelhire/shared/chat-realtime';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAuthState } from '../auth-state';
import { readAnonKey } from '../public-config';
import type {
  ChannelHandlers,
  ChannelState,
  ChannelSubscription,
  ConnectionManager,
  ConnectionState,
} from './connection-manager';
import { getRealtimeConnection } from './realtime-client';

/**
 * The realtime connection, following the session: it connects with the current access token, reconnects
 * when the session refreshes, and disconnects on sign-out.
 */
export function useRealtimeConnection(): ConnectionManager {
  const connection = getRealtimeConnection();
  const { session } = useAuthState();
  const token = session?.access_token ?? null;
  useEffect(() => {
    connection.setAuth(token ? { apikey: readAnonKey(), token } : null);
  }, [connection, token]);
  return connection;
}

export function useConnectionState(connection: ConnectionManager): ConnectionState {
  return useSyncExternalStore(
    (listener) => connection.subscribe(listener),
    () => connection.state,
    () => connection.state,
  );
}

export interface RoomChannel {
  state: ChannelState;
  error: string | null;
  presence: PresenceRecord[];
  joined: JoinedRoom | null;
  /** The open subscription (null while no room is given). */
  subscription: ChannelSubscription | null;
}

const CLOSED: RoomChannel = { state: 'joining', error: null, presence: [], joined: null, subscription: null };

/**
 * Holds a room's channel while the component is mounted. Handlers may change between renders; the
 * latest ones are called.
 */
export function useRoomChannel(
  connection: ConnectionManager,
  roomName: string | null,
  handlers: ChannelHandlers,
): RoomChannel {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [channel, setChannel] = useState<RoomChannel>(CLOSED);

  useEffect(() => {
    if (!roomName) return;
    let subscription: ChannelSubscription | null = null;
    const update = (patch: Partial<RoomChannel>) =>
      setChannel((previous) => ({ ...previous, ...patch, subscription }));
    subscription = connection.open(roomName, {
      onMessage: (message) => latest.current.onMessage?.(message),
      onStatus: (status) => latest.current.onStatus?.(status),
      onPresence: (presence) => {
        update({ presence });
        latest.current.onPresence?.(presence);
      },
      onJoined: (joined) => {
        update({ joined });
        latest.current.onJoined?.(joined);
      },
      onState: (state, error) => {
        update({ state, error });
        latest.current.onState?.(state, error);
      },
    });
    setChannel({
      state: subscription.state(),
      error: subscription.error(),
      presence: subscription.presence(),
      joined: subscription.joined(),
      subscription,
    });
    return () => {
      subscription?.release();
      setChannel(CLOSED);
    };
  }, [connection, roomName]);

  return roomName ? channel : CLOSED;
}
