import type { RealtimeHandshake } from '@reelhire/shared/chat-realtime';
import type { RealtimeSocket, SocketFactory } from './connection-manager';

// A stand-in for a Socket.IO client socket in unit tests: it records what is emitted (with the
// acknowledgement callbacks, so a test can answer them) and lets the test play the server's events.

type Listener = (...args: never[]) => void;

export interface Emitted {
  event: string;
  payload: unknown;
  ack: ((result: unknown) => void) | undefined;
}

export class FakeSocket implements RealtimeSocket {
  connected = false;
  closed = false;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  readonly handshake: RealtimeHandshake;

  constructor(handshake: RealtimeHandshake) {
    this.handshake = handshake;
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as (result: unknown) => void) : undefined;
    const payload = ack ? (args.length > 1 ? args[0] : undefined) : args[0];
    this.emitted.push({ event, payload, ack });
    return this;
  }

  disconnect() {
    this.connected = false;
    this.closed = true;
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  /** Plays a server-side event to the listeners. */
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  /** The handshake succeeds. */
  open() {
    this.connected = true;
    this.fire('connect');
  }

  /** The handshake fails with this text. */
  refuse(message = 'xhr poll error') {
    this.fire('connect_error', new Error(message));
  }

  /** The connection drops. */
  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  sent(event: string): Emitted[] {
    return this.emitted.filter((entry) => entry.event === event);
  }

  lastSent(event: string): Emitted | undefined {
    return this.sent(event).at(-1);
  }
}

/** A factory that remembers every socket it made. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = (handshake) => {
    const socket = new FakeSocket(handshake);
    sockets.push(socket);
    return socket;
  };
  return {
    factory,
    sockets,
    get last(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
