import { REALTIME_PATH, roomName } from '@reelhire/shared/chat';
import { io } from 'socket.io-client';
import { createRealtimeSocket, fetchMessagesAfter } from './realtime-client';

vi.mock('socket.io-client', () => ({ io: vi.fn(() => ({ on: vi.fn() })) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the realtime socket', () => {
  it('connects to this origin at the realtime path with the key and token, without its own reconnection', () => {
    createRealtimeSocket({ apikey: 'anon', token: 'jwt' });
    expect(io).toHaveBeenCalledWith(window.location.origin, {
      path: REALTIME_PATH,
      auth: { apikey: 'anon', token: 'jwt' },
      reconnection: false,
    });
  });
});

describe('catching up over REST', () => {
  it('asks for the messages after a sequence number, oldest first, with the bearer token', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const room = roomName('c1', 'f1');
    await fetchMessagesAfter(room, 7, 50, { apikey: 'anon', token: 'jwt' });
    const [url, init] = fetchMock.mock.calls[0]!;
    const query = new URL(String(url), 'http://localhost').searchParams;
    expect(String(url)).toMatch(/^\/api\/rest\/v1\/messages\?/);
    expect(Object.fromEntries(query)).toEqual({ room_name: room, after_seq: '7', order: 'asc', limit: '50' });
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer jwt');
  });
});
