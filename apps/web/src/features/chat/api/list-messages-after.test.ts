import { roomName } from '@reelhire/shared/chat-rooms';
import { signInApiClient } from '@/test/fake-auth-client';
import { fetchMessagesAfter } from './list-messages-after';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catching up over REST', () => {
  it("asks for the messages after a sequence number, oldest first, with the session's bearer token", async () => {
    signInApiClient({ accessToken: 'jwt' });
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const room = roomName('c1', 'f1');
    await fetchMessagesAfter(room, 7, 50);
    const [url, init] = fetchMock.mock.calls[0]!;
    const query = new URL(String(url), 'http://localhost').searchParams;
    expect(String(url)).toMatch(/^\/api\/rest\/v1\/messages\?/);
    expect(Object.fromEntries(query)).toEqual({ room_name: room, after_seq: '7', order: 'asc', limit: '50' });
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer jwt');
  });
});
