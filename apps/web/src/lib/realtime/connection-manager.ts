import {
  channelName,
  CHAT_ERRORS,
  type Ack,
  type JoinedRoom,
  type MessageRecord,
  type PresenceRecord,
  type RealtimeHandshake,
  type StatusBroadcast,
} from '@reelhire/shared/chat';
import { MESSAGES, REALTIME } from '@reelhire/shared/constants';
import { isMobileDevice } from './mobile';

// The realtime connection of the app (SPEC sections 4 and 9, decision 0004). Socket.IO's own reconnection
// is off: this class is the only reconnection policy, so that the numbers SPEC fixes are the ones that
// apply. PostgreSQL is the source of truth: after any gap, a channel catches up over REST from the last
// sequence number it saw, and every message reaches the subscribers once (by id).

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/**
 * A channel's state as its subscribers see it. 'failed' is a refusal that retrying cannot change (the
 * viewer is not part of the room, say); 'evicted' means the channel was dropped to stay within the channel
 * limit and comes back the next time the subscriber uses it (`touch`).
 */
export type ChannelState = 'joining' | 'joined' | 'error' | 'failed' | 'evicted';

/** The slice of a Socket.IO client socket this class uses; tests pass a fake. */
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

export interface ConnectionManagerOptions {
  createSocket: SocketFactory;
  /** Messages of a room after a sequence number, oldest first, at most `limit` (the REST catch-up). */
  fetchMessagesAfter: (
    roomName: string,
    afterSeq: number,
    limit: number,
    handshake: RealtimeHandshake,
  ) => Promise<MessageRecord[]>;
  timers?: Timers;
  isMobile?: () => boolean;
  wake?: WakeSource;
  /** Where failures that no user needs to read go. */
  log?: (message: string, detail?: unknown) => void;
}

export interface ChannelHandlers {
  /** A new message of the room, live or caught up; each id once. */
  onMessage?(message: MessageRecord): void;
  onStatus?(status: StatusBroadcast): void;
  onPresence?(presence: PresenceRecord[]): void;
  /** Every (re)subscription: who the viewer is in the room, its presence and last sequence number. */
  onJoined?(joined: JoinedRoom): void;
  onState?(state: ChannelState, error: string | null): void;
}

/**
 * The signed-in account's own feed (decision 0017): every new message addressed to the viewer, wherever
 * they are in the app, joined by the server from the token. `roomOpen` says whether a subscriber holds
 * that room's channel (an open conversation or the live list), which then handles it itself.
 */
export interface AccountHandlers {
  onMessage?(message: MessageRecord, context: { roomOpen: boolean }): void;
}

/** How many message ids the account feed remembers to hand each message over once. */
const ACCOUNT_SEEN_LIMIT = 500;

export interface ChannelSubscription {
  readonly roomName: string;
  state(): ChannelState;
  error(): string | null;
  presence(): PresenceRecord[];
  joined(): JoinedRoom | null;
  /** The newest sequence number the subscriber loaded itself (over REST): catch-up starts after it. */
  noteSeq(seq: number): void;
  /** The subscriber used the channel: it becomes the most recently used, and an evicted or failed one rejoins. */
  touch(): void;
  /** Done with it: the channel leaves after SPEC's pending cleanup delay unless it is reopened first. */
  release(): void;
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

/** SPEC's "database cannot accept more connections" case, in a connect error or an acknowledgement. */
export function isTooManyConnections(text: string | null | undefined): boolean {
  return Boolean(text?.includes(CHAT_ERRORS.tooManyConnections));
}

/**
 * Whether a refused join is worth retrying after SPEC's channel-error delay. A 4xx (not part of the room,
 * not signed in) stays refused however often it is asked, except a timeout or rate limit.
 */
function isRetryableJoinError(status: number): boolean {
  return status >= 500 || status === 0 || status === 408 || status === 429;
}

/** The delay before reconnect attempt `attempt` (0-based): 1 s doubling, capped at 10 s. */
export function reconnectBackoffMs(attempt: number): number {
  return Math.min(REALTIME.reconnectBackoffStartMs * 2 ** attempt, REALTIME.reconnectBackoffCapMs);
}

interface Subscriber {
  handlers: ChannelHandlers;
  channel: Channel;
  released: boolean;
}

class Channel {
  readonly name: string;
  readonly subscribers = new Set<Subscriber>();
  state: ChannelState = 'joining';
  error: string | null = null;
  joined: JoinedRoom | null = null;
  presence: PresenceRecord[] = [];
  lastUsedAt: number;
  /** The newest sequence number the subscribers hold (null until one of them says what it loaded). */
  knownSeq: number | null = null;
  /** The newest sequence number the server has told of (join acknowledgement or a live message). */
  serverSeq: number | null = null;
  readonly seen = new Set<string>();
  catchingUp = false;
  /** Bumped on every join sent, so that a late acknowledgement of an older join is ignored. */
  joinToken = 0;
  joinTimer: unknown = null;
  ackTimer: unknown = null;
  retryTimer: unknown = null;
  cleanupTimer: unknown = null;

  readonly roomName: string;

  constructor(roomName: string, now: number) {
    this.roomName = roomName;
    this.name = channelName(roomName);
    this.lastUsedAt = now;
  }

  each(callback: (handlers: ChannelHandlers) => void) {
    for (const subscriber of [...this.subscribers]) callback(subscriber.handlers);
  }
}

export class ConnectionManager {
  private readonly createSocket: SocketFactory;
  private readonly fetchMessagesAfter: ConnectionManagerOptions['fetchMessagesAfter'];
  private readonly timers: Timers;
  private readonly isMobile: () => boolean;
  private readonly wake: WakeSource;
  private readonly log: (message: string, detail?: unknown) => void;

  private auth: RealtimeHandshake | null = null;
  private socket: RealtimeSocket | null = null;
  private currentState: ConnectionState = 'disconnected';
  private lastErrorText: string | null = null;
  private readonly stateListeners = new Set<() => void>();
  private readonly channels = new Map<string, Channel>();
  private readonly accountWatchers = new Set<AccountHandlers>();
  private readonly accountSeen = new Set<string>();

  /** Reconnect attempts since the last successful connection. */
  private attempts = 0;
  private lastAttemptAt: number | null = null;
  private reconnectTimer: unknown = null;
  private healthTimer: unknown = null;
  private healthPingOutstanding = false;
  private sweepTimer: unknown = null;
  private stopWake: (() => void) | null = null;
  /** Whether anything asked for the connection (a channel was opened) since the auth was set. */
  private wanted = false;
  private everConnected = false;

  constructor(options: ConnectionManagerOptions) {
    this.createSocket = options.createSocket;
    this.fetchMessagesAfter = options.fetchMessagesAfter;
    this.timers = options.timers ?? browserTimers;
    this.isMobile = options.isMobile ?? (() => isMobileDevice());
    this.wake = options.wake ?? browserWake;
    this.log = options.log ?? ((message, detail) => console.warn(message, detail));
    this.stopWake = this.wake.onWake(() => this.onWake());
  }

  // ------------------------------------------------------------------------------------------------
  // Connection

  get state(): ConnectionState {
    return this.currentState;
  }

  /** The last connection problem worth telling the user (too many connections), or null. */
  get lastError(): string | null {
    return this.lastErrorText;
  }

  /** For useSyncExternalStore: called on every state change. */
  subscribe(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /**
   * The key and token every connection carries. A new access token (the session refreshed) reconnects
   * with it, since the server reads the token only when a socket connects; null (signed out) disconnects.
   */
  setAuth(handshake: RealtimeHandshake | null): void {
    const same =
      handshake && this.auth && handshake.token === this.auth.token && handshake.apikey === this.auth.apikey;
    if (same || (!handshake && !this.auth)) return;
    this.auth = handshake;
    if (!handshake) {
      this.closeSocket();
      this.clearReconnect();
      for (const channel of this.channels.values()) this.resetChannel(channel);
      this.setState('disconnected');
      return;
    }
    if (this.wanted) this.reopen();
  }

  /**
   * Connect (or reconnect) as soon as SPEC allows: now, or once 2 s have passed since the last attempt.
   * Used when the user sends while disconnected and when the tab wakes up; the attempt counter restarts.
   */
  reconnectNow(): void {
    if (!this.auth) return;
    this.wanted = true;
    if (this.currentState === 'connected' && this.socket?.connected) return;
    // An attempt already in flight (a socket opened, not yet connected or failed) is left to finish.
    if (this.socket && !this.reconnectTimer && this.currentState !== 'disconnected') return;
    this.reopen();
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

  /** Stops everything: sockets, timers and listeners. */
  destroy(): void {
    this.closeSocket();
    this.clearReconnect();
    for (const channel of this.channels.values()) this.clearChannelTimers(channel);
    this.channels.clear();
    if (this.sweepTimer !== null) this.timers.clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.stopWake?.();
    this.stopWake = null;
    this.setState('disconnected');
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
    const auth = this.auth;
    if (!auth) {
      this.setState('disconnected');
      return;
    }
    this.wanted = true;
    this.lastAttemptAt = this.timers.now();
    this.setState(this.everConnected ? 'reconnecting' : 'connecting');
    const socket = this.createSocket(auth);
    this.socket = socket;
    const current = () => this.socket === socket;
    socket.on('connect', () => current() && this.onConnect());
    socket.on('connect_error', (error: Error) => current() && this.onConnectError(error));
    socket.on('disconnect', (reason: string) => current() && this.onDisconnect(reason));
    socket.on(
      'message',
      (payload: { channel: string; message: MessageRecord }) => current() && this.onMessage(payload),
    );
    socket.on(
      'status',
      (payload: { room_name: string; status: StatusBroadcast }) => current() && this.onStatus(payload),
    );
    socket.on(
      'presence',
      (payload: { room_name: string; presence: PresenceRecord[] }) => current() && this.onPresence(payload),
    );
  }

  private closeSocket() {
    this.stopHealthCheck();
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.removeAllListeners();
    socket.disconnect();
  }

  private clearReconnect() {
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private onConnect() {
    // SPEC section 4: the attempt counter resets on success.
    this.attempts = 0;
    this.everConnected = true;
    this.setState('connected');
    this.startHealthCheck();
    for (const channel of this.channels.values()) {
      this.resetChannel(channel);
      this.scheduleJoin(channel);
    }
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
  private scheduleReconnect() {
    this.closeSocket();
    for (const channel of this.channels.values()) this.resetChannel(channel);
    if (this.reconnectTimer !== null) return;
    if (!this.auth) {
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
   * SPEC section 4: when the server says it cannot accept more connections, every channel is cleaned up
   * and the connection is retried after 5 s (10 s on mobile), to give the server room to recover. The
   * channels that still have subscribers join again once connected.
   */
  private onTooManyConnections(text: string) {
    this.lastErrorText = text;
    this.closeSocket();
    this.clearReconnect();
    for (const channel of [...this.channels.values()]) {
      if (channel.subscribers.size === 0) this.dropChannel(channel, false);
      else this.resetChannel(channel);
    }
    if (this.channels.size === 0 && this.accountWatchers.size === 0) return;
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
    // SPEC section 4: the tab becoming visible or focused while disconnected reconnects.
    if (!this.auth || !this.wanted || !this.wake.isVisible()) return;
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
    const socket = this.socket;
    if (!socket || !socket.connected || this.healthPingOutstanding) {
      this.log('Realtime connection unhealthy: reconnecting');
      this.scheduleReconnect();
      return;
    }
    this.healthPingOutstanding = true;
    socket.emit('ping_health', (result: Ack<{ at: string }>) => {
      if (this.socket !== socket) return;
      this.healthPingOutstanding = false;
      if (!result?.ok) {
        this.log('Realtime health check failed: reconnecting', result);
        this.scheduleReconnect();
      }
    });
  }

  // ------------------------------------------------------------------------------------------------
  // Channels

  /** Subscribes to a room's channel, joining it (after SPEC's join delay) if nobody had it open. */
  open(roomName: string, handlers: ChannelHandlers): ChannelSubscription {
    const subscriber: Subscriber = { handlers, channel: this.attach(roomName), released: false };
    subscriber.channel.subscribers.add(subscriber);
    // A late subscriber learns what the others already know.
    const channel = subscriber.channel;
    if (channel.joined) handlers.onJoined?.(channel.joined);
    if (channel.presence.length > 0) handlers.onPresence?.(channel.presence);

    return {
      roomName,
      state: () => subscriber.channel.state,
      error: () => subscriber.channel.error,
      presence: () => subscriber.channel.presence,
      joined: () => subscriber.channel.joined,
      noteSeq: (seq: number) => {
        if (subscriber.released) return;
        const target = subscriber.channel;
        target.knownSeq = Math.max(target.knownSeq ?? seq, seq);
        this.maybeCatchUp(target);
      },
      touch: () => {
        if (subscriber.released) return;
        this.touch(subscriber);
      },
      release: () => {
        if (subscriber.released) return;
        subscriber.released = true;
        this.release(subscriber);
      },
    };
  }

  /**
   * Follows the account's own feed while signed in: the connection opens (without any room channel) and
   * stays open until the last watcher stops. Returns the stop.
   */
  watchAccount(handlers: AccountHandlers): () => void {
    this.accountWatchers.add(handlers);
    this.wanted = true;
    if (this.auth && (this.currentState === 'disconnected' || !this.socket) && !this.reconnectTimer) {
      this.reconnectNow();
    }
    return () => {
      if (!this.accountWatchers.delete(handlers)) return;
      if (this.accountWatchers.size === 0 && this.channels.size === 0) this.goIdle();
    };
  }

  /** The presence of a room whose channel is open, for lists that show who is online. */
  presenceOf(roomName: string): PresenceRecord[] {
    return this.channels.get(roomName)?.presence ?? [];
  }

  /** How many channels are held (joined, joining or waiting for their cleanup). */
  get channelCount(): number {
    return this.channels.size;
  }

  private attach(roomName: string): Channel {
    const now = this.timers.now();
    let channel = this.channels.get(roomName);
    if (channel) {
      // Reopened within the pending cleanup delay: the same channel, no leave and rejoin.
      if (channel.cleanupTimer !== null) this.timers.clearTimeout(channel.cleanupTimer);
      channel.cleanupTimer = null;
      channel.lastUsedAt = now;
      if (channel.subscribers.size === 0) {
        // What arrived while nobody held it reached no one: the new subscriber says what it holds, and
        // the catch-up fills in from there.
        channel.knownSeq = null;
        channel.seen.clear();
      }
      return channel;
    }
    channel = new Channel(roomName, now);
    this.channels.set(roomName, channel);
    this.startSweep();
    if (this.currentState === 'connected') this.scheduleJoin(channel);
    else if (this.auth && (this.currentState === 'disconnected' || !this.socket) && !this.reconnectTimer) {
      // The first channel starts the connection; a stalled one restarts (SPEC's counter starts again).
      this.reconnectNow();
    }
    this.wanted = true;
    return channel;
  }

  private touch(subscriber: Subscriber) {
    const channel = subscriber.channel;
    if (channel.state === 'evicted') {
      channel.subscribers.delete(subscriber);
      subscriber.channel = this.attach(channel.roomName);
      subscriber.channel.subscribers.add(subscriber);
      // Whatever it knew is carried over, so the catch-up starts where it stopped.
      if (channel.knownSeq !== null) {
        subscriber.channel.knownSeq = Math.max(subscriber.channel.knownSeq ?? 0, channel.knownSeq);
      }
      for (const id of channel.seen) subscriber.channel.seen.add(id);
      return;
    }
    channel.lastUsedAt = this.timers.now();
    if (channel.state === 'failed' && this.currentState === 'connected') {
      channel.state = 'joining';
      channel.error = null;
      this.notifyState(channel);
      this.scheduleJoin(channel);
    }
  }

  private release(subscriber: Subscriber) {
    const channel = subscriber.channel;
    channel.subscribers.delete(subscriber);
    if (channel.subscribers.size > 0 || channel.state === 'evicted') return;
    if (this.channels.get(channel.roomName) !== channel) return;
    const delay = this.isMobile() ? REALTIME.pendingCleanupDelayMobileMs : REALTIME.pendingCleanupDelayMs;
    channel.cleanupTimer = this.timers.setTimeout(() => {
      channel.cleanupTimer = null;
      if (channel.subscribers.size === 0) this.dropChannel(channel, true);
    }, delay);
  }

  private dropChannel(channel: Channel, leave: boolean) {
    this.clearChannelTimers(channel);
    if (this.channels.get(channel.roomName) === channel) this.channels.delete(channel.roomName);
    const socket = this.socket;
    if (leave && socket?.connected && channel.state === 'joined') {
      socket.emit('leave', { room_name: channel.roomName }, () => {});
    }
    channel.joinToken += 1;
    if (this.channels.size === 0 && this.accountWatchers.size === 0) this.goIdle();
  }

  /**
   * No channel left and nobody following the account feed (signed out, or outside the dashboard): the
   * socket closes until one opens again.
   */
  private goIdle() {
    this.stopSweep();
    this.closeSocket();
    this.clearReconnect();
    this.wanted = false;
    this.attempts = 0;
    this.setState('disconnected');
  }

  private startSweep() {
    if (this.sweepTimer !== null) return;
    this.sweepTimer = this.timers.setInterval(() => this.sweep(), REALTIME.cleanupSweepMs);
  }

  private stopSweep() {
    if (this.sweepTimer !== null) this.timers.clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /**
   * SPEC section 9: at most 5 channels; every 10 s the least recently used over the limit are removed.
   * Channels nobody holds any more go first; a held one that is evicted rejoins when it is used again.
   */
  private sweep() {
    const excess = this.channels.size - REALTIME.maxChannels;
    if (excess <= 0) return;
    const byUse = [...this.channels.values()].sort(
      (a, b) =>
        Number(a.subscribers.size > 0) - Number(b.subscribers.size > 0) || a.lastUsedAt - b.lastUsedAt,
    );
    for (const channel of byUse.slice(0, excess)) {
      const held = channel.subscribers.size > 0;
      this.dropChannel(channel, true);
      if (held) {
        this.forgetPresence(channel);
        channel.state = 'evicted';
        channel.error = null;
        this.notifyState(channel);
      }
    }
  }

  private resetChannel(channel: Channel) {
    this.clearChannelTimers(channel, { keepCleanup: true });
    channel.joinToken += 1;
    this.forgetPresence(channel);
    if (channel.state === 'evicted') return;
    if (channel.state !== 'joining') {
      channel.state = 'joining';
      channel.error = null;
      this.notifyState(channel);
    }
  }

  private clearChannelTimers(channel: Channel, { keepCleanup = false } = {}) {
    for (const key of ['joinTimer', 'ackTimer', 'retryTimer'] as const) {
      if (channel[key] !== null) this.timers.clearTimeout(channel[key]);
      channel[key] = null;
    }
    if (!keepCleanup && channel.cleanupTimer !== null) {
      this.timers.clearTimeout(channel.cleanupTimer);
      channel.cleanupTimer = null;
    }
  }

  /** Joins after SPEC's join delay (300 ms, 1 s on mobile), so a conversation flicked past costs nothing. */
  private scheduleJoin(channel: Channel) {
    if (channel.joinTimer !== null) this.timers.clearTimeout(channel.joinTimer);
    const delay = this.isMobile() ? REALTIME.joinDelayMobileMs : REALTIME.joinDelayMs;
    channel.joinTimer = this.timers.setTimeout(() => {
      channel.joinTimer = null;
      this.sendJoin(channel);
    }, delay);
  }

  private sendJoin(channel: Channel) {
    const socket = this.socket;
    if (!socket || this.currentState !== 'connected' || this.channels.get(channel.roomName) !== channel)
      return;
    const token = ++channel.joinToken;
    // SPEC's subscription timeout: a join not acknowledged within 10 s means the connection is not
    // carrying anything, so the whole connection is replaced (and every channel rejoins).
    channel.ackTimer = this.timers.setTimeout(() => {
      channel.ackTimer = null;
      if (channel.joinToken !== token) return;
      this.log(`Joining ${channel.name} timed out: reconnecting`);
      this.scheduleReconnect();
    }, REALTIME.joinTimeoutMs);
    socket.emit('join', { room_name: channel.roomName }, (result: Ack<JoinedRoom>) => {
      if (channel.joinToken !== token || this.socket !== socket) return;
      if (channel.ackTimer !== null) this.timers.clearTimeout(channel.ackTimer);
      channel.ackTimer = null;
      if (result?.ok) this.onJoined(channel, result.data);
      else this.onJoinRefused(channel, result ?? { ok: false, error: 'No answer', status: 0 });
    });
  }

  private onJoined(channel: Channel, joined: JoinedRoom) {
    channel.state = 'joined';
    channel.error = null;
    channel.joined = joined;
    channel.presence = joined.presence;
    channel.serverSeq = Math.max(channel.serverSeq ?? 0, joined.last_seq);
    this.notifyState(channel);
    channel.each((handlers) => {
      handlers.onJoined?.(joined);
      handlers.onPresence?.(joined.presence);
    });
    this.maybeCatchUp(channel);
  }

  private onJoinRefused(channel: Channel, result: { error: string; status: number }) {
    if (isTooManyConnections(result.error)) {
      this.onTooManyConnections(result.error);
      return;
    }
    channel.error = result.error;
    if (!isRetryableJoinError(result.status)) {
      channel.state = 'failed';
      this.notifyState(channel);
      return;
    }
    // SPEC section 4: a channel error is retried after 5 s.
    channel.state = 'error';
    this.notifyState(channel);
    channel.retryTimer = this.timers.setTimeout(() => {
      channel.retryTimer = null;
      this.sendJoin(channel);
    }, REALTIME.channelErrorRetryMs);
  }

  /** Who is online is known only while joined: a dropped connection shows nobody rather than stale dots. */
  private forgetPresence(channel: Channel) {
    if (channel.presence.length === 0) return;
    channel.presence = [];
    channel.each((handlers) => handlers.onPresence?.([]));
  }

  private notifyState(channel: Channel) {
    channel.each((handlers) => handlers.onState?.(channel.state, channel.error));
  }

  // Every event is routed by the room it names, never by the channel that carried it: a channel name can
  // be a digest, and a message also arrives on the account's own channel (decision 0017).

  private onMessage({ message }: { message: MessageRecord }) {
    const channel = this.channels.get(message.room_name);
    this.toAccount(message, Boolean(channel && channel.subscribers.size > 0));
    if (!channel) return;
    channel.serverSeq = Math.max(channel.serverSeq ?? 0, message.seq);
    // Live messages advance what the subscribers hold only while nothing is missing before them.
    if (channel.knownSeq !== null && message.seq === channel.knownSeq + 1) channel.knownSeq = message.seq;
    this.deliver(channel, message);
    this.maybeCatchUp(channel);
  }

  private deliver(channel: Channel, message: MessageRecord) {
    if (channel.seen.has(message.id)) return;
    channel.seen.add(message.id);
    channel.each((handlers) => handlers.onMessage?.(message));
  }

  private toAccount(message: MessageRecord, roomOpen: boolean) {
    if (this.accountWatchers.size === 0 || this.accountSeen.has(message.id)) return;
    this.accountSeen.add(message.id);
    if (this.accountSeen.size > ACCOUNT_SEEN_LIMIT) {
      this.accountSeen.delete(this.accountSeen.values().next().value!);
    }
    for (const watcher of [...this.accountWatchers]) watcher.onMessage?.(message, { roomOpen });
  }

  private onStatus({ room_name: room, status }: { room_name: string; status: StatusBroadcast }) {
    this.channels.get(room)?.each((handlers) => handlers.onStatus?.(status));
  }

  private onPresence({ room_name: room, presence }: { room_name: string; presence: PresenceRecord[] }) {
    const channel = this.channels.get(room);
    if (!channel) return;
    channel.presence = presence;
    channel.each((handlers) => handlers.onPresence?.(presence));
  }

  /**
   * The database is the source of truth: whenever the server has messages after the newest one the
   * subscribers hold (after a reconnect, or a join that raced the first page), they are read over REST,
   * page by page, oldest first.
   */
  private maybeCatchUp(channel: Channel) {
    if (channel.catchingUp || !this.auth) return;
    if (channel.knownSeq === null || channel.serverSeq === null) return;
    if (channel.serverSeq <= channel.knownSeq) return;
    channel.catchingUp = true;
    const auth = this.auth;
    const limit = MESSAGES.pageSize;
    const run = async () => {
      for (;;) {
        const after = channel.knownSeq ?? 0;
        const page = await this.fetchMessagesAfter(channel.roomName, after, limit, auth);
        const ordered = [...page].sort((a, b) => a.seq - b.seq);
        for (const message of ordered) {
          channel.knownSeq = Math.max(channel.knownSeq ?? 0, message.seq);
          this.deliver(channel, message);
        }
        if (page.length < limit) {
          // Whatever the server has is now held; a stale serverSeq must not loop.
          channel.serverSeq = Math.max(channel.knownSeq ?? 0, channel.serverSeq ?? 0);
          if ((channel.knownSeq ?? 0) < channel.serverSeq) channel.knownSeq = channel.serverSeq;
          return;
        }
      }
    };
    run()
      .catch((error: unknown) => this.log(`Catching up ${channel.name} failed`, error))
      .finally(() => {
        channel.catchingUp = false;
      });
  }
}
