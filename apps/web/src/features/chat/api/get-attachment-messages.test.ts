import { messageRecord } from '@/test/fake-records';
import { getAttachmentMessages } from './get-attachment-messages';

const record = (id: string) =>
  messageRecord({ id, user_name: `name-${id}`, created_at: `2025-03-01T00:00:${id.padStart(2, '0')}Z` });

afterEach(() => vi.unstubAllGlobals());

describe('getAttachmentMessages', () => {
  it('reads pages of the room until every wanted message is found', async () => {
    const pages = [
      Array.from({ length: 200 }, (_, i) => record(String(i))),
      Array.from({ length: 200 }, (_, i) => record(String(200 + i))),
    ];
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset'));
      return Response.json(pages[offset / 200] ?? []);
    });
    vi.stubGlobal('fetch', fetchMock);

    const found = await getAttachmentMessages('room', new Set(['3', '250']));
    expect([...found.keys()].sort()).toEqual(['250', '3']);
    expect(found.get('3')).toEqual({ id: '3', user_name: 'name-3', created_at: '2025-03-01T00:00:03Z' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops at the end of the room even if some were not found, and asks nothing for nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json([record('1')]));
    vi.stubGlobal('fetch', fetchMock);
    expect((await getAttachmentMessages('room', new Set(['1', 'gone']))).size).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await getAttachmentMessages('room', new Set());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
