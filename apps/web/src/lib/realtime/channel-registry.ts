import type { NotificationPush } from '@reelhire/shared/notifications';
import {
  type Ack,
  type JoinedRoom,
  type PresenceRecord,
  type StatusBroadcast,
} from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { REALTIME } from '@reelhire/shared/constants';
import { catchUp, type FetchMessagesAfter } from './catch-up';
import { AccountFeed, type AccountHandlers } from './account-feed';
import {
  Channel,
  isRetryableJoinError,
  type ChannelHandlers,
  type ChannelSubscription,
  type Subscriber,
} from './channel';
import {
  isTooManyConnections,
  type Log,
  type SocketEvents,
  type SocketLifecycle,
  type Timers,
} from './socket-lifecycle';

// The channels riding on the realtime socket (docs/product.md §9, decision 0004): joins after SPEC's join
// delay, the channel limit kept by a least-recently-used sweep, the pending cleanup delay, presence, and
// the account feed (decision 0017). PostgreSQL is the source of truth: after any gap, a channel catches
// up from the last sequence number it saw through the injected `fetchMessagesAfter` (chat registers its
// REST read), and every message reaches the subscribers once (by id).

/** What the registry needs of the socket's lifecycle. */
export type SocketControl = Pick<
  SocketLifecycle,
  'state' | 'auth' | 'socket' | 'want' | 'goIdle' | 'scheduleReconnect' | 'onTooManyConnections'
>;

export interface ChannelRegistryOptions {
  fetchMessagesAfter: FetchMessagesAfter;
  timers: Timers;
  isMobile: () => boolean;
  log: Log;
}

export class ChannelRegistry implements SocketEvents {
  private readonly fetchMessagesAfter: FetchMessagesAfter;
  private readonly timers: Timers;
  private readonly isMobile: () => boolean;
  private readonly log: Log;
  private readonly connection: SocketControl;

  private readonly channels = new Map<string, Channel>();
  private readonly account = new AccountFeed();
  private sweepTimer: unknown = null;

  constructor(options: ChannelRegistryOptions, connection: SocketControl) {
    this.fetchMessagesAfter = options.fetchMessagesAfter;
    this.timers = options.timers;
    this.isMobile = options.isMobile;
    this.log = options.log;
    this.connection = connection;
  }

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

  /** Follows the account's own feed; the connection stays open until the last watcher stops. */
  watchAccount(handlers: AccountHandlers): () => void {
    this.account.add(handlers);
    this.connection.want();
    return () => {
      if (!this.account.delete(handlers)) return;
      if (this.account.size === 0 && this.channels.size === 0) this.goIdle();
    };
  }

  presenceOf(roomName: string): PresenceRecord[] {
    return this.channels.get(roomName)?.presence ?? [];
  }

  get channelCount(): number {
    return this.channels.size;
  }

  /** Drops every channel and timer without leaving (the connection is being destroyed). */
  destroy(): void {
    for (const channel of this.channels.values()) this.clearChannelTimers(channel);
    this.channels.clear();
    this.stopSweep();
  }

  // ------------------------------------------------------------------------------------------------
  // What the socket's lifecycle tells

  onConnected(): void {
    for (const channel of this.channels.values()) {
      this.resetChannel(channel);
      this.scheduleJoin(channel);
    }
  }

  onLost(): void {
    for (const channel of this.channels.values()) this.resetChannel(channel);
  }

  onTooManyConnections(): boolean {
    for (const channel of [...this.channels.values()]) {
      if (channel.subscribers.size === 0) this.dropChannel(channel, false);
      else this.resetChannel(channel);
    }
    return this.channels.size > 0 || this.account.size > 0;
  }

  // Every event is routed by the room it names, never by the channel that carried it: a channel name can
  // be a digest, and a message also arrives on the account's own channel (decision 0017).

  onMessage({ message }: { message: MessageRecord }): void {
    const channel = this.channels.get(message.room_name);
    this.account.deliver(message, Boolean(channel && channel.subscribers.size > 0));
    if (!channel) return;
    channel.serverSeq = Math.max(channel.serverSeq ?? 0, message.seq);
    // Live messages advance what the subscribers hold only while nothing is missing before them.
    if (channel.knownSeq !== null && message.seq === channel.knownSeq + 1) channel.knownSeq = message.seq;
    this.deliver(channel, message);
    this.maybeCatchUp(channel);
  }

  onNotification(push: NotificationPush): void {
    this.account.deliverNotification(push);
  }

  onStatus({ room_name: room, status }: { room_name: string; status: StatusBroadcast }): void {
    this.channels.get(room)?.each((handlers) => handlers.onStatus?.(status));
  }

  onPresence({ room_name: room, presence }: { room_name: string; presence: PresenceRecord[] }): void {
    const channel = this.channels.get(room);
    if (!channel) return;
    channel.presence = presence;
    channel.each((handlers) => handlers.onPresence?.(presence));
  }

  // ------------------------------------------------------------------------------------------------
  // Channels

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
    // The first channel starts the connection; a stalled one restarts. (While connected, the connection
    // is already wanted: only goIdle unwants it, and it also disconnects.)
    if (this.connection.state === 'connected') this.scheduleJoin(channel);
    else this.connection.want();
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
    if (channel.state === 'failed' && this.connection.state === 'connected') {
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
    const socket = this.connection.socket;
    if (leave && socket?.connected && channel.state === 'joined') {
      socket.emit('leave', { room_name: channel.roomName }, () => {});
    }
    channel.joinToken += 1;
    if (this.channels.size === 0 && this.account.size === 0) this.goIdle();
  }

  /**
   * No channel left and nobody following the account feed (signed out, or outside the dashboard): the
   * socket closes until one opens again.
   */
  private goIdle() {
    this.stopSweep();
    this.connection.goIdle();
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
   * docs/product.md §9: at most 5 channels; every 10 s the least recently used over the limit are removed.
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
    for (const key of ['joinTimer', 'ackTimer', 'retryTimer', 'catchUpTimer'] as const) {
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
    const socket = this.connection.socket;
    if (!socket || this.connection.state !== 'connected' || this.channels.get(channel.roomName) !== channel)
      return;
    const token = ++channel.joinToken;
    // SPEC's subscription timeout: a join not acknowledged within 10 s means the connection is not
    // carrying anything, so the whole connection is replaced (and every channel rejoins).
    channel.ackTimer = this.timers.setTimeout(() => {
      channel.ackTimer = null;
      if (channel.joinToken !== token) return;
      this.log(`Joining ${channel.name} timed out: reconnecting`);
      this.connection.scheduleReconnect();
    }, REALTIME.joinTimeoutMs);
    socket.emit('join', { room_name: channel.roomName }, (result: Ack<JoinedRoom>) => {
      if (channel.joinToken !== token || this.connection.socket !== socket) return;
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
      this.connection.onTooManyConnections(result.error);
      return;
    }
    channel.error = result.error;
    if (!isRetryableJoinError(result.status)) {
      channel.state = 'failed';
      this.notifyState(channel);
      return;
    }
    // docs/product.md §4: a channel error is retried after 5 s.
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

  private readonly deliver = (channel: Channel, message: MessageRecord) => {
    if (channel.seen.has(message.id)) return;
    channel.seen.add(message.id);
    channel.each((handlers) => handlers.onMessage?.(message));
  };

  /**
   * A catch-up that failed (the server restarting, a dropped request) is tried again after SPEC's
   * channel-error delay of 5 s: otherwise the missed messages would stay missing until the next message
   * or reconnect happened to trigger another (decision 0069).
   */
  private maybeCatchUp(channel: Channel) {
    catchUp(channel, this.fetchMessagesAfter, this.connection.auth, this.deliver, this.log, () => {
      if (channel.catchUpTimer !== null || this.channels.get(channel.roomName) !== channel) return;
      channel.catchUpTimer = this.timers.setTimeout(() => {
        channel.catchUpTimer = null;
        if (this.channels.get(channel.roomName) === channel) this.maybeCatchUp(channel);
      }, REALTIME.channelErrorRetryMs);
    });
  }
}
