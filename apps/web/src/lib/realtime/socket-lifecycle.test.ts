import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { REALTIME } from '@reelhire/shared/constants';
import { reconnectBackoffMs } from './connection-manager';
import { ROOM_A, ROOM_B, AUTH, joined, setup, openJoined, joinsOf, manager } from './realtime-test-kit';

// The socket's lifecycle (docs/product.md §4): connecting, reconnecting with backoff, too many connections,
// the health check. Driven through the ConnectionManager, as the app uses it.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
});

afterEach(() => {
  manager?.destroy();
  vi.useRealTimers();
});

describe('docs/product.md §9 numbers', () => {
  it('backs off from 1 s, doubling, capped at 10 s', () => {
    expect(REALTIME.reconnectBackoffStartMs).toBe(1000);
    expect(REALTIME.reconnectBackoffCapMs).toBe(10_000);
    expect([0, 1, 2, 3, 4, 5].map(reconnectBackoffMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('connecting', () => {
  it('connects with the key and token when the first channel opens, and is connected on success', () => {
    const env = setup();
    expect(env.sockets.sockets).toHaveLength(0);
    expect(manager.state).toBe('disconnected');
    manager.open(ROOM_A, {});
    expect(env.sockets.sockets).toHaveLength(1);
    expect(env.sockets.last.handshake).toEqual(AUTH);
    expect(manager.state).toBe('connecting');
    env.sockets.last.open();
    expect(manager.state).toBe('connected');
  });

  it('waits for a session before connecting', () => {
    const env = setup();
    manager.setAuth(null);
    manager.open(ROOM_A, {});
    expect(env.sockets.sockets).toHaveLength(0);
    manager.setAuth(AUTH);
    expect(env.sockets.sockets).toHaveLength(1);
  });

  it('tells its listeners about every state change', () => {
    setup();
    const listener = vi.fn();
    manager.subscribe(listener);
    manager.open(ROOM_A, {});
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reconnects with the new token when the session refreshes', () => {
    const env = setup();
    openJoined(env);
    const first = env.sockets.last;
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs);
    manager.setAuth({ apikey: 'anon', token: 'token-2' });
    expect(first.closed).toBe(true);
    expect(env.sockets.sockets).toHaveLength(2);
    expect(env.sockets.last.handshake.token).toBe('token-2');
    // The same token again changes nothing.
    manager.setAuth({ apikey: 'anon', token: 'token-2' });
    expect(env.sockets.sockets).toHaveLength(2);
  });

  it('disconnects on sign-out', () => {
    const env = setup();
    openJoined(env);
    manager.setAuth(null);
    expect(env.sockets.last.closed).toBe(true);
    expect(manager.state).toBe('disconnected');
  });
});

describe('reconnecting (docs/product.md §4)', () => {
  /** The times (ms after start) at which sockets were opened while every attempt fails at once. */
  function attemptTimesWhenEveryAttemptFails() {
    const env = setup();
    const start = Date.now();
    const times: number[] = [];
    manager.open(ROOM_A, {});
    for (let i = 0; i < 80; i++) {
      const socket = env.sockets.last;
      if (times.length < env.sockets.sockets.length) {
        times.push(Date.now() - start);
        socket.refuse();
      }
      vi.advanceTimersByTime(500);
    }
    return { env, times };
  }

  it('makes at most 5 attempts after the first failure, then stays disconnected', () => {
    const { env, times } = attemptTimesWhenEveryAttemptFails();
    expect(REALTIME.maxReconnects).toBe(5);
    expect(env.sockets.sockets).toHaveLength(1 + REALTIME.maxReconnects);
    expect(manager.state).toBe('disconnected');
    vi.advanceTimersByTime(60_000);
    expect(env.sockets.sockets).toHaveLength(1 + REALTIME.maxReconnects);
    expect(times).toHaveLength(6);
  });

  it('waits 1 s doubling to 10 s, and never less than 2 s between attempts', () => {
    const { times } = attemptTimesWhenEveryAttemptFails();
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    // The first backoff (1 s) is stretched to the 2 s minimum gap; then 2, 4, 8 and the 10 s cap.
    expect(gaps).toEqual([
      REALTIME.reconnectMinGapMs,
      reconnectBackoffMs(1),
      reconnectBackoffMs(2),
      reconnectBackoffMs(3),
      REALTIME.reconnectBackoffCapMs,
    ]);
  });

  it('waits only the 1 s backoff when the previous attempt is already 2 s old', () => {
    const env = setup();
    manager.open(ROOM_A, {});
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs + 1000);
    env.sockets.last.drop();
    expect(manager.state).toBe('reconnecting');
    vi.advanceTimersByTime(REALTIME.reconnectBackoffStartMs - 1);
    expect(env.sockets.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(env.sockets.sockets).toHaveLength(2);
    expect(manager.state).toBe('reconnecting');
  });

  it('resets the attempt counter when a connection succeeds', () => {
    const env = setup();
    manager.open(ROOM_A, {});
    // Three failures use up three attempts...
    for (let i = 0; i < 3; i++) {
      env.sockets.last.refuse();
      vi.advanceTimersByTime(REALTIME.reconnectBackoffCapMs);
    }
    expect(env.sockets.sockets).toHaveLength(4);
    env.sockets.last.open();
    expect(manager.state).toBe('connected');
    // ...but after a success the next drop starts again at the first backoff, with all 5 attempts.
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs);
    env.sockets.last.drop();
    vi.advanceTimersByTime(reconnectBackoffMs(0));
    expect(env.sockets.sockets).toHaveLength(5);
    for (let i = 0; i < 10; i++) {
      env.sockets.last.refuse();
      vi.advanceTimersByTime(REALTIME.reconnectBackoffCapMs);
    }
    expect(env.sockets.sockets).toHaveLength(5 + REALTIME.maxReconnects - 1);
  });

  it('reconnects when the tab becomes visible or focused while disconnected', () => {
    const env = setup();
    manager.open(ROOM_A, {});
    for (let i = 0; i < 10; i++) {
      env.sockets.last.refuse();
      vi.advanceTimersByTime(REALTIME.reconnectBackoffCapMs);
    }
    expect(manager.state).toBe('disconnected');
    const count = env.sockets.sockets.length;
    env.wake.visible = false;
    env.wakeUp();
    expect(env.sockets.sockets).toHaveLength(count);
    env.wake.visible = true;
    env.wakeUp();
    expect(env.sockets.sockets).toHaveLength(count + 1);
    env.sockets.last.open();
    expect(manager.state).toBe('connected');
    // Waking while connected changes nothing.
    env.wakeUp();
    expect(env.sockets.sockets).toHaveLength(count + 1);
  });

  it('reconnects at once when asked (a send while disconnected), keeping the 2 s gap', () => {
    const env = setup();
    manager.open(ROOM_A, {});
    for (let i = 0; i < 10; i++) {
      env.sockets.last.refuse();
      vi.advanceTimersByTime(REALTIME.reconnectBackoffCapMs);
    }
    const count = env.sockets.sockets.length;
    manager.reconnectNow();
    expect(env.sockets.sockets).toHaveLength(count + 1);
    env.sockets.last.refuse();
    manager.reconnectNow();
    expect(env.sockets.sockets).toHaveLength(count + 1);
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs);
    expect(env.sockets.sockets).toHaveLength(count + 2);
  });

  it('rejoins its channels after reconnecting', () => {
    const env = setup();
    const onState = vi.fn();
    openJoined(env, ROOM_A, { onState });
    expect(onState).toHaveBeenLastCalledWith('joined', null);
    env.sockets.last.drop();
    expect(onState).toHaveBeenLastCalledWith('joining', null);
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs);
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    expect(joinsOf(env.sockets.last)).toHaveLength(1);
  });
});

describe('too many connections (docs/product.md §4)', () => {
  it('cleans up every channel and retries after 5 s when the handshake says so', () => {
    const env = setup();
    const onState = vi.fn();
    openJoined(env, ROOM_A, { onState });
    const released = openJoined(env, ROOM_B);
    released.release();
    expect(manager.channelCount).toBe(2);
    env.sockets.last.drop();
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs);
    env.sockets.last.refuse(`Connection refused: ${CHAT_ERRORS.tooManyConnections}`);
    expect(manager.lastError).toContain(CHAT_ERRORS.tooManyConnections);
    // The released channel is gone; the held one waits to join again.
    expect(manager.channelCount).toBe(1);
    expect(onState).toHaveBeenLastCalledWith('joining', null);
    const count = env.sockets.sockets.length;
    vi.advanceTimersByTime(REALTIME.tooManyConnectionsRetryMs - 1);
    expect(env.sockets.sockets).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(env.sockets.sockets).toHaveLength(count + 1);
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    expect(joinsOf(env.sockets.last, ROOM_A)).toHaveLength(1);
    expect(joinsOf(env.sockets.last, ROOM_B)).toHaveLength(0);
  });

  it('retries after 10 s on mobile', () => {
    const env = setup({ mobile: true });
    manager.open(ROOM_A, {});
    env.sockets.last.refuse(CHAT_ERRORS.tooManyConnections);
    vi.advanceTimersByTime(REALTIME.tooManyConnectionsRetryMobileMs - 1);
    expect(env.sockets.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(env.sockets.sockets).toHaveLength(2);
  });

  it('treats a join refused for too many connections the same way', () => {
    const env = setup();
    manager.open(ROOM_A, {});
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    joinsOf(env.sockets.last)[0]!.ack!({ ok: false, error: CHAT_ERRORS.tooManyConnections, status: 503 });
    expect(env.sockets.sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(REALTIME.tooManyConnectionsRetryMs);
    expect(env.sockets.sockets).toHaveLength(2);
  });
});

describe('health check', () => {
  it('pings every 30 s and stays connected while the server answers', () => {
    const env = setup();
    openJoined(env);
    vi.advanceTimersByTime(REALTIME.healthCheckMs);
    const ping = env.sockets.last.lastSent('ping_health');
    expect(ping).toBeDefined();
    ping!.ack!({ ok: true, data: { at: 'now' } });
    vi.advanceTimersByTime(REALTIME.healthCheckMs);
    expect(env.sockets.last.sent('ping_health')).toHaveLength(2);
    expect(env.sockets.sockets).toHaveLength(1);
  });

  it('reconnects when the previous ping was never answered', () => {
    const env = setup();
    openJoined(env);
    vi.advanceTimersByTime(REALTIME.healthCheckMs);
    expect(manager.state).toBe('connected');
    vi.advanceTimersByTime(REALTIME.healthCheckMs);
    expect(manager.state).toBe('reconnecting');
    vi.advanceTimersByTime(reconnectBackoffMs(0));
    expect(env.sockets.sockets).toHaveLength(2);
  });

  it('reconnects when the socket is no longer connected or the ping is refused', () => {
    const env = setup();
    openJoined(env);
    env.sockets.last.connected = false;
    vi.advanceTimersByTime(REALTIME.healthCheckMs);
    expect(manager.state).toBe('reconnecting');
    vi.advanceTimersByTime(reconnectBackoffMs(0));
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    joinsOf(env.sockets.last)[0]!.ack!({ ok: true, data: joined(ROOM_A) });
    vi.advanceTimersByTime(REALTIME.healthCheckMs);
    env.sockets.last.lastSent('ping_health')!.ack!({ ok: false, error: 'down', status: 503 });
    expect(manager.state).toBe('reconnecting');
  });
});
