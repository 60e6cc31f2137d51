import { channelName } from '@reelhire/shared/chat-rooms';
import { type JoinedRoom, type PresenceRecord, type StatusBroadcast } from '@reelhire/shared/chat-realtime';
import { type MessageRecord } from '@reelhire/shared/chat-messages';

// One room's channel as the channel registry holds it, and what its subscribers see of it.

/**
 * A channel's state as its subscribers see it. 'failed' is a refusal that retrying cannot change (the
 * viewer is not part of the room, say); 'evicted' means the channel was dropped to stay within the channel
 * limit and comes back the next time the subscriber uses it (`touch`).
 */
export type ChannelState = 'joining' | 'joined' | 'error' | 'failed' | 'evicted';

export interface ChannelHandlers {
  /** A new message of the room, live or caught up; each id once. */
  onMessage?(message: MessageRecord): void;
  onStatus?(status: StatusBroadcast): void;
  onPresence?(presence: PresenceRecord[]): void;
  /** Every (re)subscription: who the viewer is in the room, its presence and last sequence number. */
  onJoined?(joined: JoinedRoom): void;
  onState?(state: ChannelState, error: string | null): void;
}

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

export interface Subscriber {
  handlers: ChannelHandlers;
  channel: Channel;
  released: boolean;
}

/**
 * Whether a refused join is worth retrying after SPEC's channel-error delay. A 4xx (not part of the room,
 * not signed in) stays refused however often it is asked, except a timeout or rate limit.
 */
export function isRetryableJoinError(status: number): boolean {
  return status >= 500 || status === 0 || status === 408 || status === 429;
}

export class Channel {
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
  /** A failed catch-up's next attempt. */
  catchUpTimer: unknown = null;
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
