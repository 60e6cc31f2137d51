import type { PresenceRecord, RealtimeHandshake } from '@reelhire/shared/chat-realtime';
import type { AccountHandlers } from './account-feed';
import type { FetchMessagesAfter } from './catch-up';
import type { ChannelHandlers, ChannelSubscription } from './channel';
import { ChannelRegistry } from './channel-registry';
import { isMobileDevice } from './mobile';
import {
  SocketLifecycle,
  type ConnectionState,
  type Log,
  type SocketFactory,
  type Timers,
  type WakeSource,
} from './socket-lifecycle';

// The realtime connection of the app (docs/product.md §4 and §9, decision 0004): one object for the app to
// hold, made of the socket's lifecycle (socket-lifecycle.ts: connecting, backoff, health, waking up) and
// the channels riding on it (channel-registry.ts: joins, the channel limit, cleanup, presence, the
// account feed). PostgreSQL is the source of truth: after any gap, a channel catches up from the last
// sequence number it saw, and every message reaches the subscribers once (by id).

export type { AccountHandlers } from './account-feed';
export type { FetchMessagesAfter } from './catch-up';
export type { ChannelHandlers, ChannelState, ChannelSubscription } from './channel';
export {
  isTooManyConnections,
  reconnectBackoffMs,
  type ConnectionState,
  type RealtimeSocket,
  type SocketFactory,
  type Timers,
  type WakeSource,
} from './socket-lifecycle';

export interface ConnectionManagerOptions {
  createSocket: SocketFactory;
  /** Messages of a room after a sequence number, oldest first, at most `limit` (the catch-up). */
  fetchMessagesAfter: FetchMessagesAfter;
  timers?: Timers;
  isMobile?: () => boolean;
  wake?: WakeSource;
  /** Where failures that no user needs to read go. */
  log?: Log;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

const browserWake: WakeSource = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  onWake(callback) {
    if (typeof window === 'undefined') return () => {};
    const onVisibility = () => {
      if (document.visibilityState === 'visible') callback();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', callback);
    window.addEventListener('online', callback);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', callback);
      window.removeEventListener('online', callback);
    };
  },
};

export class ConnectionManager {
  private readonly lifecycle: SocketLifecycle;
  private readonly registry: ChannelRegistry;

  constructor(options: ConnectionManagerOptions) {
    const timers = options.timers ?? browserTimers;
    const isMobile = options.isMobile ?? (() => isMobileDevice());
    const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
    // Each side talks to the other: the lifecycle tells the registry of connections and events, the
    // registry asks the lifecycle for the socket. The registry exists before any socket event can fire.
    const events = {
      onConnected: () => this.registry.onConnected(),
      onLost: () => this.registry.onLost(),
      onTooManyConnections: () => this.registry.onTooManyConnections(),
      onMessage: (payload: Parameters<ChannelRegistry['onMessage']>[0]) => this.registry.onMessage(payload),
      onStatus: (payload: Parameters<ChannelRegistry['onStatus']>[0]) => this.registry.onStatus(payload),
      onPresence: (payload: Parameters<ChannelRegistry['onPresence']>[0]) =>
        this.registry.onPresence(payload),
      onNotification: (payload: Parameters<ChannelRegistry['onNotification']>[0]) =>
        this.registry.onNotification(payload),
    };
    this.lifecycle = new SocketLifecycle(
      { createSocket: options.createSocket, timers, isMobile, wake: options.wake ?? browserWake, log },
      events,
    );
    this.registry = new ChannelRegistry(
      { fetchMessagesAfter: options.fetchMessagesAfter, timers, isMobile, log },
      this.lifecycle,
    );
  }

  // ------------------------------------------------------------------------------------------------
  // Connection

  get state(): ConnectionState {
    return this.lifecycle.state;
  }

  /** The last connection problem worth telling the user (too many connections), or null. */
  get lastError(): string | null {
    return this.lifecycle.lastError;
  }

  /** For useSyncExternalStore: called on every state change. */
  subscribe(listener: () => void): () => void {
    return this.lifecycle.subscribe(listener);
  }

  /**
   * The key and token every connection carries. A new access token (the session refreshed) reconnects
   * with it, since the server reads the token only when a socket connects; null (signed out) disconnects.
   */
  setAuth(handshake: RealtimeHandshake | null): void {
    this.lifecycle.setAuth(handshake);
  }

  /**
   * Connect (or reconnect) as soon as SPEC allows: now, or once 2 s have passed since the last attempt.
   * Used when the user sends while disconnected and when the tab wakes up; the attempt counter restarts.
   */
  reconnectNow(): void {
    this.lifecycle.reconnectNow();
  }

  /** Stops everything: sockets, timers and listeners. */
  destroy(): void {
    this.registry.destroy();
    this.lifecycle.destroy();
  }

  // ------------------------------------------------------------------------------------------------
  // Channels

  /** Subscribes to a room's channel, joining it (after SPEC's join delay) if nobody had it open. */
  open(roomName: string, handlers: ChannelHandlers): ChannelSubscription {
    return this.registry.open(roomName, handlers);
  }

  /**
   * Follows the account's own feed while signed in: the connection opens (without any room channel) and
   * stays open until the last watcher stops. Returns the stop.
   */
  watchAccount(handlers: AccountHandlers): () => void {
    return this.registry.watchAccount(handlers);
  }

  /** The presence of a room whose channel is open, for lists that show who is online. */
  presenceOf(roomName: string): PresenceRecord[] {
    return this.registry.presenceOf(roomName);
  }

  /** How many channels are held (joined, joining or waiting for their cleanup). */
  get channelCount(): number {
    return this.registry.channelCount;
  }
}
