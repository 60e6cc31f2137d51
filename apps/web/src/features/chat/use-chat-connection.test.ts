import { roomName } from '@reelhire/shared/chat-rooms';
import type { FakeSocket } from '@/lib/realtime/fake-socket';
import { getRealtimeConnection, resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import './use-chat-connection';

// lib/realtime knows no product area: chat registers its REST read as the app connection's catch-up.
// This checks the wiring end to end, over a fake socket standing in for Socket.IO.

const sockets = vi.hoisted(() => [] as FakeSocket[]);

vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('@/lib/realtime/fake-socket');
  return {
    io: vi.fn((_url: string, options: { auth: { apikey: string; token: string } }) => {
      const socket = new FakeSocket(options.auth);
      sockets.push(socket);
      return socket;
    }),
  };
});

afterEach(() => {
  resetRealtimeConnection();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the app's realtime connection with chat loaded", () => {
  it('catches a room up through chat’s REST read of the messages after the last one held', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const room = roomName('c1', 'f1');
    const connection = getRealtimeConnection();
    connection.setAuth({ apikey: 'anon', token: 'jwt' });
    const subscription = connection.open(room, {});
    subscription.noteSeq(3);
    const socket = sockets.at(-1)!;
    socket.open();
    await vi.advanceTimersByTimeAsync(1000);
    socket.lastSent('join')!.ack!({
      ok: true,
      data: { room_name: room, channel: 'c', as: 'filmmaker', entity_id: 'f1', presence: [], last_seq: 5 },
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const query = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect(query.get('room_name')).toBe(room);
    expect(query.get('after_seq')).toBe('3');
  });
});
