import type { SupportRequestRecord } from '@reelhire/shared/support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { stubApi } from '@/test/stub-api';
import { SupportInboxPage } from './support-inbox-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

const request = (n: number): SupportRequestRecord => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Sender ${n}`,
  email: `s${n}@example.com`,
  topic: 'payments',
  message: `Question number ${n}`,
  status: 'open',
  user_id: null,
  created_at: `2026-11-0${n}T10:00:00.000Z`,
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/messages', () => {
  it('shows the newest requests with the total, and older ones a page at a time by cursor', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin' })));
    const fetchMock = stubApi(({ url }) => {
      if (url.pathname !== '/api/rest/v1/support-requests') return undefined;
      return url.searchParams.get('after') === 'cursor-1'
        ? Response.json({ items: [request(1)], next_cursor: null, total: null })
        : Response.json({ items: [request(3), request(2)], next_cursor: 'cursor-1', total: 3 });
    });
    renderRoute('/admin/messages', SupportInboxPage);

    expect(await screen.findByText('3 requests')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Sender 3'), expect.stringContaining('Sender 2')]);
    await user.click(screen.getByRole('button', { name: 'Show older requests' }));
    expect(await screen.findByText('Sender 1')).toBeInTheDocument();
    expect(screen.getByText('3 requests')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older requests' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('support'));
    expect(urls).toEqual([
      '/api/rest/v1/support-requests?limit=25',
      '/api/rest/v1/support-requests?limit=25&after=cursor-1',
    ]);
  });
});
