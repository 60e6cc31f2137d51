import type { NotificationPush } from '@reelhire/shared/notifications';
import {
  CHAT_ERRORS,
  type Ack,
  type PresenceRecord,
  type RealtimeHandshake,
  type StatusBroadcast,
} from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { REALTIME } from '@reelhire/shared/constants';

// The socket's lifecycle (docs/product.md §4, decision 0004): connecting, the backoff between attempts, the
// health check and reconnecting when the tab wakes up. Socket.IO's own reconnection is off: this class is
// the only reconnection policy, so that the numbers SPEC fixes are the ones that apply. What rides on the
// socket (the room channels, the account feed) lives in channel-registry.ts and hears of it through
// `SocketEvents`.

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** The slice of a Socket.IO client socket the realtime client uses; tests pass a fake. */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

/** Opens a socket (already connecting) with the handshake's key and token. */
export type SocketFactory = (handshake: RealtimeHandshake) => RealtimeSocket;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

/** Where "the tab became visible or focused" comes from; the browser's by default. */
export interface WakeSource {
  isVisible(): boolean;
  /** Calls back when the tab is shown, focused or back online; returns the unsubscribe. */
  onWake(callback: () => void): () => void;
}

export type Log = (message: string, detail?: unknown) => void;

/** What the lifecycle tells the channels riding on the socket. */
export interface SocketEvents {
  /** Connected (again): every channel joins afresh. */
  onConnected(): void;
  /** The socket is gone or about to be replaced (or the session ended): channels are no longer joined. */
  onLost(): void;
  /**
   * The server cannot accept more connections: channels nobody holds are dropped, the others wait to
   * rejoin. Returns whether anything still needs the connection.
   */
  onTooManyConnections(): boolean;
  onMessage(payload: { channel: string; message: MessageRecord }): void;
  onStatus(payload: { room_name: string; status: StatusBroadcast }): void;
  onPresence(payload: { room_name: string; presence: PresenceRecord[] }): void;
  /** A new notification on the account's own channel (decision 0062). */
  onNotification?(payload: NotificationPush): void;
}

export interface SocketLifecycleOptions {
  createSocket: SocketFactory;
  timers: Timers;
  isMobile: () => boolean;
  wake: WakeSource;
  log: Log;
}

/** SPEC's "database cannot accept more connections" case, in a connect error or an acknowledgement. */
export function isTooManyConnections(text: string | null | undefined): boolean {
  return Boolean(text?.includes(CHAT_ERRORS.tooManyConnections));
}

/** The delay before reconnect attempt `attempt` (0-based): 1 s doubling, capped at 10 s. */
export function reconnectBackoffMs(attempt: number): number {
  return Math.min(REALTIME.reconnectBackoffStartMs * 2 ** attempt, REALTIME.reconnectBackoffCapMs);
}

export class SocketLifecycle {
  private readonly createSocket: SocketFactory;
  private readonly timers: Timers;
  private readonly isMobile: () => boolean;
  private readonly wake: WakeSource;
  private readonly log: Log;
  private readonly events: SocketEvents;

  private currentAuth: RealtimeHandshake | null = null;
  private currentSocket: RealtimeSocket | null = null;
  private currentState: ConnectionState = 'disconnected';
  private lastErrorText: string | null = null;
  private readonly stateListeners = new Set<() => void>();

  /** Reconnect attempts since the last successful connection. */
  private attempts = 0;
  private lastAttemptAt: number | null = null;
  private reconnectTimer: unknown = null;
  private healthTimer: unknown = null;
  private healthPingOutstanding = false;
  private stopWake: (() => void) | null = null;
  /** Whether anything asked for the connection (a channel was opened) since the auth was set. */
  private wanted = false;
  private everConnected = false;

  constructor(options: SocketLifecycleOptions, events: SocketEvents) {
    this.createSocket = options.createSocket;
    this.timers = options.timers;
    this.isMobile = options.isMobile;
    this.wake = options.wake;
    this.log = options.log;
    this.events = events;
    this.stopWake = this.wake.onWake(() => this.onWake());
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  get lastError(): string | null {
    return this.lastErrorText;
  }

  /** The handshake of the session, or null when signed out. */
  get auth(): RealtimeHandshake | null {
    return this.currentAuth;
  }

  /** The current socket (connected or not yet), or null. */
  get socket(): RealtimeSocket | null {
    return this.currentSocket;
  }

  subscribe(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  setAuth(handshake: RealtimeHandshake | null): void {
    const auth = this.currentAuth;
    const same = handshake && auth && handshake.token === auth.token && handshake.apikey === auth.apikey;
    if (same || (!handshake && !auth)) return;
    this.currentAuth = handshake;
    if (!handshake) {
      this.closeSocket();
      this.clearReconnect();
      this.events.onLost();
      this.setState('disconnected');
      return;
    }
    if (this.wanted) this.reopen();
  }

  reconnectNow(): void {
    if (!this.currentAuth) return;
    this.wanted = true;
    if (this.currentState === 'connected' && this.currentSocket?.connected) return;
    // An attempt already in flight (a socket opened, not yet connected or failed) is left to finish.
    if (this.currentSocket && !this.reconnectTimer && this.currentState !== 'disconnected') return;
    this.reopen();
  }

  /**
   * Something needs the connection (a channel, the account feed): the first one starts it, and a stalled
   * one restarts (SPEC's counter starts again).
   */
  want(): void {
    if (
      this.currentAuth &&
      (this.currentState === 'disconnected' || !this.currentSocket) &&
      !this.reconnectTimer
    ) {
      this.reconnectNow();
    }
    this.wanted = true;
  }

  /** Nothing needs the connection any more: the socket closes until something opens again. */
  goIdle(): void {
    this.closeSocket();
    this.clearReconnect();
    this.wanted = false;
    this.attempts = 0;
    this.setState('disconnected');
  }

  destroy(): void {
    this.closeSocket();
    this.clearReconnect();
    this.stopWake?.();
    this.stopWake = null;
    this.setState('disconnected');
  }

  /** Replaces the connection (a new token): at once, or once 2 s have passed since the last attempt. */
  private reopen() {
    this.clearReconnect();
    this.closeSocket();
    this.attempts = 0;
    const wait = this.gapWait();
    if (wait <= 0) {
      this.openSocket();
      return;
    }
    this.setState('reconnecting');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.openSocket();
    }, wait);
  }

  private setState(next: ConnectionState) {
    if (next === 'connected') this.lastErrorText = null;
    if (next === this.currentState) return;
    this.currentState = next;
    for (const listener of [...this.stateListeners]) listener();
  }

  private gapWait(): number {
    if (this.lastAttemptAt === null) return 0;
    return this.lastAttemptAt + REALTIME.reconnectMinGapMs - this.timers.now();
  }

  private openSocket() {
    this.clearReconnect();
    this.closeSocket();
    const auth = this.currentAuth;
    if (!auth) {
      this.setState('disconnected');
      return;
    }
    this.wanted = true;
    this.lastAttemptAt = this.timers.now();
    this.setState(this.everConnected ? 'reconnecting' : 'connecting');
    const socket = this.createSocket(auth);
    this.currentSocket = socket;
    const current = () => this.currentSocket === socket;
    const events = this.events;
    socket.on('connect', () => current() && this.onConnect());
    socket.on('connect_error', (error: Error) => current() && this.onConnectError(error));
    socket.on('disconnect', (reason: string) => current() && this.onDisconnect(reason));
    socket.on(
      'message',
      (payload: { channel: string; message: MessageRecord }) => current() && events.onMessage(payload),
    );
    socket.on(
      'status',
      (payload: { room_name: string; status: StatusBroadcast }) => current() && events.onStatus(payload),
    );
    socket.on(
      'presence',
      (payload: { room_name: string; presence: PresenceRecord[] }) => current() && events.onPresence(payload),
    );
    socket.on('notification', (payload: NotificationPush) => current() && events.onNotification?.(payload));
  }

  private closeSocket() {
    this.stopHealthCheck();
    const socket = this.currentSocket;
    if (!socket) return;
    this.currentSocket = null;
    socket.removeAllListeners();
    socket.disconnect();
  }

  private clearReconnect() {
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private onConnect() {
    // docs/product.md §4: the attempt counter resets on success.
    this.attempts = 0;
    this.everConnected = true;
    this.setState('connected');
    this.startHealthCheck();
    this.events.onConnected();
  }

  private onConnectError(error: Error) {
    if (isTooManyConnections(error?.message)) {
      this.onTooManyConnections(error.message);
      return;
    }
    this.scheduleReconnect();
  }

  private onDisconnect(reason: string) {
    // Our own disconnect (a new token, sign-out) is followed by whatever asked for it.
    if (reason === 'io client disconnect') return;
    this.scheduleReconnect();
  }

  /**
   * After a failure: the next attempt waits 1 s doubling up to 10 s, and at least 2 s since the previous
   * attempt. After 5 attempts it stops until the tab wakes up or the user sends something.
   */
  scheduleReconnect(): void {
    this.closeSocket();
    this.events.onLost();
    if (this.reconnectTimer !== null) return;
    if (!this.currentAuth) {
      this.setState('disconnected');
      return;
    }
    if (this.attempts >= REALTIME.maxReconnects) {
      this.setState('disconnected');
      return;
    }
    const wait = Math.max(reconnectBackoffMs(this.attempts), this.gapWait());
    this.attempts += 1;
    this.setState('reconnecting');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.openSocket();
    }, wait);
  }

  /**
   * docs/product.md §4: when the server says it cannot accept more connections, every channel is cleaned up
   * and the connection is retried after 5 s (10 s on mobile), to give the server room to recover. The
   * channels that still have subscribers join again once connected.
   */
  onTooManyConnections(text: string): void {
    this.lastErrorText = text;
    this.closeSocket();
    this.clearReconnect();
    if (!this.events.onTooManyConnections()) return;
    if (this.attempts >= REALTIME.maxReconnects) {
      this.setState('disconnected');
      return;
    }
    this.attempts += 1;
    const wait = this.isMobile()
      ? REALTIME.tooManyConnectionsRetryMobileMs
      : REALTIME.tooManyConnectionsRetryMs;
    this.setState('reconnecting');
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.openSocket();
    }, wait);
  }

  private onWake() {
    // docs/product.md §4: the tab becoming visible or focused while disconnected reconnects.
    if (!this.currentAuth || !this.wanted || !this.wake.isVisible()) return;
    if (this.currentState === 'disconnected') this.reconnectNow();
  }

  private startHealthCheck() {
    this.stopHealthCheck();
    this.healthTimer = this.timers.setInterval(() => this.checkHealth(), REALTIME.healthCheckMs);
  }

  private stopHealthCheck() {
    if (this.healthTimer !== null) this.timers.clearInterval(this.healthTimer);
    this.healthTimer = null;
    this.healthPingOutstanding = false;
  }

  /**
   * Every 30 s: the socket must be connected and must have answered the previous ping. A connection that
   * looks open but no longer carries anything (a sleeping laptop, a dead proxy) is replaced.
   */
  private checkHealth() {
    const socket = this.currentSocket;
    if (!socket || !socket.connected || this.healthPingOutstanding) {
      this.log('Realtime connection unhealthy: reconnecting');
      this.scheduleReconnect();
      return;
    }
    this.healthPingOutstanding = true;
    socket.emit('ping_health', (result: Ack<{ at: string }>) => {
      if (this.currentSocket !== socket) return;
      this.healthPingOutstanding = false;
      if (!result?.ok) {
        this.log('Realtime health check failed: reconnecting', result);
        this.scheduleReconnect();
      }
    });
  }
}
