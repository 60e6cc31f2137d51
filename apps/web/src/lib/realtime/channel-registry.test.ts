import { channelName, roomName } from '@reelhire/shared/chat-rooms';
import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import { MESSAGES, REALTIME } from '@reelhire/shared/constants';
import {
  ROOM_A,
  ROOM_B,
  AUTH,
  presence,
  joined,
  message,
  setup,
  openJoined,
  joinsOf,
  manager,
} from './realtime-test-kit';

// The channel registry (docs/product.md §9): joins, the channel limit and cleanup, messages, presence,
// catching up and the account feed. Driven through the ConnectionManager, as the app uses it.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
});

afterEach(() => {
  manager?.destroy();
  vi.useRealTimers();
});

describe('joining', () => {
  it('joins after the join delay of 300 ms', () => {
    const env = setup();
    const onJoined = vi.fn();
    const onPresence = vi.fn();
    manager.open(ROOM_A, { onJoined, onPresence });
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs - 1);
    expect(joinsOf(env.sockets.last)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const [join] = joinsOf(env.sockets.last);
    expect(join?.payload).toEqual({ room_name: ROOM_A });
    join!.ack!({ ok: true, data: joined(ROOM_A, 4, [presence('c1')]) });
    expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ last_seq: 4 }));
    expect(onPresence).toHaveBeenCalledWith([presence('c1')]);
  });

  it('joins after 1 s on mobile', () => {
    expect(REALTIME.joinDelayMobileMs).toBe(1000);
    const env = setup({ mobile: true });
    manager.open(ROOM_A, {});
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMobileMs - 1);
    expect(joinsOf(env.sockets.last)).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(joinsOf(env.sockets.last)).toHaveLength(1);
  });

  it('reconnects when a join is not acknowledged within 10 s (subscription timeout)', () => {
    expect(REALTIME.joinTimeoutMs).toBe(REALTIME.subscriptionTimeoutMs);
    const env = setup();
    manager.open(ROOM_A, {});
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    vi.advanceTimersByTime(REALTIME.joinTimeoutMs - 1);
    expect(manager.state).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(env.sockets.sockets[0]!.closed).toBe(true);
    expect(manager.state).toBe('reconnecting');
    vi.advanceTimersByTime(REALTIME.reconnectBackoffCapMs);
    expect(env.sockets.sockets).toHaveLength(2);
  });

  it('does not reconnect when the acknowledgement arrives in time', () => {
    const env = setup();
    manager.open(ROOM_A, {});
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs + REALTIME.joinTimeoutMs - 1);
    joinsOf(env.sockets.last)[0]!.ack!({ ok: true, data: joined(ROOM_A) });
    vi.advanceTimersByTime(REALTIME.joinTimeoutMs);
    expect(manager.state).toBe('connected');
    expect(env.sockets.sockets).toHaveLength(1);
  });

  it('retries a channel error after 5 s', () => {
    const env = setup();
    const onState = vi.fn();
    manager.open(ROOM_A, { onState });
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    joinsOf(env.sockets.last)[0]!.ack!({ ok: false, error: 'Something broke', status: 500 });
    expect(onState).toHaveBeenLastCalledWith('error', 'Something broke');
    vi.advanceTimersByTime(REALTIME.channelErrorRetryMs - 1);
    expect(joinsOf(env.sockets.last)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(joinsOf(env.sockets.last)).toHaveLength(2);
    joinsOf(env.sockets.last)[1]!.ack!({ ok: true, data: joined(ROOM_A) });
    expect(onState).toHaveBeenLastCalledWith('joined', null);
  });

  it('does not retry a refusal that retrying cannot change, until the channel is used again', () => {
    const env = setup();
    const onState = vi.fn();
    const subscription = manager.open(ROOM_A, { onState });
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    joinsOf(env.sockets.last)[0]!.ack!({ ok: false, error: CHAT_ERRORS.notInRoom, status: 403 });
    expect(onState).toHaveBeenLastCalledWith('failed', CHAT_ERRORS.notInRoom);
    vi.advanceTimersByTime(REALTIME.channelErrorRetryMs * 2);
    expect(joinsOf(env.sockets.last)).toHaveLength(1);
    subscription.touch();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    expect(joinsOf(env.sockets.last)).toHaveLength(2);
  });
});

describe('channel limit and cleanup', () => {
  it('keeps a released channel for 5 s, so a quick reopen reuses it without leaving', () => {
    const env = setup();
    const first = openJoined(env);
    first.release();
    vi.advanceTimersByTime(REALTIME.pendingCleanupDelayMs - 1);
    const again = manager.open(ROOM_A, {});
    expect(again.state()).toBe('joined');
    vi.advanceTimersByTime(REALTIME.pendingCleanupDelayMs * 2);
    expect(env.sockets.last.sent('leave')).toHaveLength(0);
    expect(joinsOf(env.sockets.last)).toHaveLength(1);
  });

  it('leaves a released channel after the pending cleanup delay', () => {
    const env = setup();
    openJoined(env).release();
    vi.advanceTimersByTime(REALTIME.pendingCleanupDelayMs - 1);
    expect(env.sockets.last.sent('leave')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(env.sockets.last.sent('leave').map((entry) => entry.payload)).toEqual([{ room_name: ROOM_A }]);
    expect(manager.channelCount).toBe(0);
    // With no channel left the connection closes, and opens again with the next channel.
    expect(env.sockets.last.closed).toBe(true);
    expect(manager.state).toBe('disconnected');
    vi.advanceTimersByTime(REALTIME.healthCheckMs * 2);
    expect(env.sockets.sockets).toHaveLength(1);
    manager.open(ROOM_B, {});
    expect(env.sockets.sockets).toHaveLength(2);
  });

  it('waits 15 s on mobile before leaving', () => {
    const env = setup({ mobile: true });
    const subscription = manager.open(ROOM_A, {});
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMobileMs);
    joinsOf(env.sockets.last)[0]!.ack!({ ok: true, data: joined(ROOM_A) });
    subscription.release();
    vi.advanceTimersByTime(REALTIME.pendingCleanupDelayMobileMs - 1);
    expect(env.sockets.last.sent('leave')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(env.sockets.last.sent('leave')).toHaveLength(1);
  });

  it('sweeps every 10 s down to 5 channels, least recently used first', () => {
    const env = setup();
    const rooms = Array.from({ length: 7 }, (_, i) => roomName(`c${i}`, 'f1'));
    const states = new Map<string, string>();
    const subscriptions = rooms.map((room) => {
      vi.advanceTimersByTime(100);
      return openJoined(env, room, { onState: (state) => states.set(room, state) });
    });
    // Room 0 was used most recently; rooms 1 and 2 are now the least recently used.
    subscriptions[0]!.touch();
    expect(manager.channelCount).toBe(7);
    vi.advanceTimersByTime(REALTIME.cleanupSweepMs);
    expect(manager.channelCount).toBe(REALTIME.maxChannels);
    expect(states.get(rooms[1]!)).toBe('evicted');
    expect(states.get(rooms[2]!)).toBe('evicted');
    expect(states.get(rooms[0]!)).toBe('joined');
    const left = env.sockets.last
      .sent('leave')
      .map((entry) => (entry.payload as { room_name: string }).room_name);
    expect(left.sort()).toEqual([rooms[1], rooms[2]].sort());
    // An evicted channel comes back when its subscriber uses it again.
    subscriptions[1]!.touch();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    expect(joinsOf(env.sockets.last, rooms[1])).toHaveLength(2);
  });

  it('sweeps channels nobody holds before held ones', () => {
    // On mobile a released channel waits 15 s, longer than the sweep's 10 s: the sweep meets it.
    const env = setup({ mobile: true });
    const rooms = Array.from({ length: 6 }, (_, i) => roomName(`c${i}`, 'f1'));
    const subscriptions = rooms.map((room) => {
      const subscription = manager.open(room, {});
      if (!env.sockets.last.connected) env.sockets.last.open();
      vi.advanceTimersByTime(REALTIME.joinDelayMobileMs);
      joinsOf(env.sockets.last, room)[0]!.ack!({ ok: true, data: joined(room) });
      return subscription;
    });
    // The newest channel is released: it goes first although it was used most recently.
    subscriptions[5]!.release();
    expect(manager.channelCount).toBe(6);
    vi.advanceTimersByTime(REALTIME.cleanupSweepMs);
    expect(manager.channelCount).toBe(REALTIME.maxChannels);
    expect(subscriptions.slice(0, 5).map((subscription) => subscription.state())).toEqual(
      Array(5).fill('joined'),
    );
    expect(env.sockets.last.sent('leave').map((entry) => entry.payload)).toEqual([{ room_name: rooms[5] }]);
  });
});

describe('messages, presence and catching up', () => {
  it('passes live messages, statuses and presence to the room subscribers, each message once', () => {
    const env = setup();
    const onMessage = vi.fn();
    const onStatus = vi.fn();
    const onPresence = vi.fn();
    const other = vi.fn();
    openJoined(env, ROOM_A, { onMessage, onStatus, onPresence });
    openJoined(env, ROOM_B, { onMessage: other });
    const socket = env.sockets.last;
    socket.fire('message', { channel: channelName(ROOM_A), message: message(1) });
    socket.fire('message', { channel: channelName(ROOM_A), message: message(1) });
    socket.fire('status', {
      channel: channelName(ROOM_A),
      room_name: ROOM_A,
      status: { messageId: 'm1', status: 'read', entityId: 'c1', updatedBy: 'f1' },
    });
    socket.fire('presence', {
      channel: channelName(ROOM_A),
      room_name: ROOM_A,
      presence: [presence('c1')],
    });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(onStatus).toHaveBeenCalledWith(expect.objectContaining({ messageId: 'm1', status: 'read' }));
    expect(onPresence).toHaveBeenLastCalledWith([presence('c1')]);
    expect(manager.presenceOf(ROOM_A)).toEqual([presence('c1')]);
    // Disconnected, nobody is known to be online.
    socket.drop();
    expect(onPresence).toHaveBeenLastCalledWith([]);
    expect(manager.presenceOf(ROOM_A)).toEqual([]);
  });

  it('catches up over REST from the last sequence number after a reconnect, without duplicates', async () => {
    const missed = [message(6), message(4), message(5)];
    const env = setup({ fetchMessagesAfter: async () => missed });
    const received: string[] = [];
    const subscription = openJoined(env, ROOM_A, { onMessage: (m) => received.push(m.id) }, 3);
    subscription.noteSeq(3);
    expect(env.fetchMessagesAfter).not.toHaveBeenCalled();
    env.sockets.last.drop();
    vi.advanceTimersByTime(REALTIME.reconnectMinGapMs);
    env.sockets.last.open();
    vi.advanceTimersByTime(REALTIME.joinDelayMs);
    // A live message 5 arrives before the catch-up is answered...
    joinsOf(env.sockets.last)[0]!.ack!({ ok: true, data: joined(ROOM_A, 6) });
    env.sockets.last.fire('message', { channel: channelName(ROOM_A), message: message(5) });
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(env.fetchMessagesAfter).toHaveBeenCalledWith(ROOM_A, 3, MESSAGES.pageSize, AUTH);
    // ...and is not delivered twice; the rest arrive oldest first.
    expect(received).toEqual(['m5', 'm4', 'm6']);
  });

  it('catches up when the first page was loaded before the join', async () => {
    const env = setup({ fetchMessagesAfter: async () => [message(3)] });
    const received: string[] = [];
    const subscription = openJoined(env, ROOM_A, { onMessage: (m) => received.push(m.id) }, 3);
    subscription.noteSeq(2);
    await vi.waitFor(() => expect(received).toEqual(['m3']));
    expect(env.fetchMessagesAfter).toHaveBeenCalledWith(ROOM_A, 2, MESSAGES.pageSize, AUTH);
  });

  it('reads full pages until a short one', async () => {
    const pages = [
      Array.from({ length: MESSAGES.pageSize }, (_, i) => message(i + 1)),
      [message(MESSAGES.pageSize + 1)],
    ];
    const env = setup({ fetchMessagesAfter: async () => pages.shift() ?? [] });
    const onMessage = vi.fn();
    const subscription = openJoined(env, ROOM_A, { onMessage }, MESSAGES.pageSize + 1);
    subscription.noteSeq(0);
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledTimes(MESSAGES.pageSize + 1));
    expect(env.fetchMessagesAfter.mock.calls.map((call) => call[1])).toEqual([0, MESSAGES.pageSize]);
  });

  it('logs a failed catch-up and tries again after the channel-error delay, with nothing else happening', async () => {
    // The first read fails (the server restarting right after the reconnect); the next one answers.
    let fail = true;
    const env = setup({
      fetchMessagesAfter: async () => {
        if (fail) throw new Error('offline');
        return [message(2), message(3), message(4), message(5)];
      },
    });
    const received: string[] = [];
    const subscription = openJoined(env, ROOM_A, { onMessage: (m) => received.push(m.id) }, 5);
    subscription.noteSeq(1);
    await vi.waitFor(() =>
      expect(env.log).toHaveBeenCalledWith(expect.stringContaining('Catching up'), expect.any(Error)),
    );
    fail = false;
    expect(received).toEqual([]);
    // No live message, no reconnect: the missed messages still arrive, once.
    await vi.advanceTimersByTimeAsync(REALTIME.channelErrorRetryMs);
    await vi.waitFor(() => expect(received).toEqual(['m2', 'm3', 'm4', 'm5']));
    expect(env.fetchMessagesAfter).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REALTIME.channelErrorRetryMs * 2);
    expect(env.fetchMessagesAfter).toHaveBeenCalledTimes(2);
  });

  it('reads again when a newer message arrived live while a page was read, so none in between is lost', async () => {
    // Message 5's broadcast never reaches this tab (another process's, delayed); 6 arrives live while the
    // catch-up's first read (taken before 5 and 6 were stored) is on its way.
    let answerFirst: (page: ReturnType<typeof message>[]) => void = () => {};
    const pages = [
      new Promise<ReturnType<typeof message>[]>((resolve) => (answerFirst = resolve)),
      Promise.resolve([message(5), message(6)]),
    ];
    const env = setup({ fetchMessagesAfter: () => pages.shift() ?? Promise.resolve([]) });
    const received: string[] = [];
    const subscription = openJoined(env, ROOM_A, { onMessage: (m) => received.push(m.id) }, 4);
    subscription.noteSeq(3);
    env.sockets.last.fire('message', { channel: channelName(ROOM_A), message: message(6) });
    answerFirst([message(4)]);
    await vi.waitFor(() => expect(received).toEqual(['m6', 'm4', 'm5']));
    expect(env.fetchMessagesAfter.mock.calls.map((call) => call[1])).toEqual([3, 4]);
  });

  it('catches up a reopened channel with what arrived while nobody held it', async () => {
    const env = setup({ fetchMessagesAfter: async () => [message(4)] });
    const first = openJoined(env, ROOM_A, {}, 3);
    first.noteSeq(3);
    first.release();
    // Message 4 arrives during the pending cleanup delay, with no subscriber to take it.
    env.sockets.last.fire('message', { channel: channelName(ROOM_A), message: message(4) });
    const received: string[] = [];
    const again = manager.open(ROOM_A, { onMessage: (m) => received.push(m.id) });
    again.noteSeq(3);
    await vi.waitFor(() => expect(received).toEqual(['m4']));
    expect(joinsOf(env.sockets.last)).toHaveLength(1);
  });
});

describe('routing by room name and the account feed (issue 10)', () => {
  // Real room names: two clients' conversations with the same filmmaker.
  const FILMMAKER = '7d3c1a52-1b8e-4c1e-9a51-3f6f0b2a9e10';
  const LONG_A = roomName('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', FILMMAKER);
  const LONG_B = roomName('f9e8d7c6-b5a4-4938-8271-605f4e3d2c1b', FILMMAKER);
  // What SPEC's "last two parts" made of both: one name, which must not decide where anything goes.
  const SHARED = `chat-room:filmmaker_${FILMMAKER}`;

  it('hands each message, status and presence to the room it names, whatever channel carried it', () => {
    const env = setup();
    const a = { onMessage: vi.fn(), onStatus: vi.fn(), onPresence: vi.fn() };
    const b = { onMessage: vi.fn(), onStatus: vi.fn(), onPresence: vi.fn() };
    openJoined(env, LONG_A, a);
    openJoined(env, LONG_B, b);
    a.onPresence.mockClear();
    b.onPresence.mockClear();
    const socket = env.sockets.last;
    socket.fire('message', { channel: SHARED, message: message(1, LONG_B) });
    socket.fire('status', {
      channel: SHARED,
      room_name: LONG_B,
      status: { status: 'read', room: LONG_B, recipientRole: 'client', recipientId: 'c2' },
    });
    socket.fire('presence', { channel: SHARED, room_name: LONG_B, presence: [presence('c2')] });
    expect(b.onMessage).toHaveBeenCalledWith(expect.objectContaining({ room_name: LONG_B }));
    expect(b.onStatus).toHaveBeenCalledTimes(1);
    expect(b.onPresence).toHaveBeenLastCalledWith([presence('c2')]);
    expect(a.onMessage).not.toHaveBeenCalled();
    expect(a.onStatus).not.toHaveBeenCalled();
    expect(a.onPresence).not.toHaveBeenCalled();
    expect(manager.presenceOf(LONG_A)).toEqual([]);
  });

  it('connects for the account feed without any room, and stays connected after the last room closes', () => {
    const env = setup();
    const onMessage = vi.fn();
    const stop = manager.watchAccount({ onMessage });
    expect(env.sockets.sockets).toHaveLength(1);
    env.sockets.last.open();
    expect(manager.state).toBe('connected');
    // A message of a room nobody has open reaches the feed, once.
    env.sockets.last.fire('message', { channel: 'account:u1', message: message(1, LONG_A) });
    env.sockets.last.fire('message', { channel: 'account:u1', message: message(1, LONG_A) });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), { roomOpen: false });

    // With the room open, the feed hears of it but knows the room's subscribers handle it.
    const room = { onMessage: vi.fn() };
    const subscription = openJoined(env, LONG_A, room);
    env.sockets.last.fire('message', { channel: channelName(LONG_A), message: message(2, LONG_A) });
    expect(room.onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'm2' }), { roomOpen: true });

    subscription.release();
    vi.advanceTimersByTime(REALTIME.pendingCleanupDelayMs);
    expect(manager.channelCount).toBe(0);
    expect(manager.state).toBe('connected');
    stop();
    expect(manager.state).toBe('disconnected');
  });
});
