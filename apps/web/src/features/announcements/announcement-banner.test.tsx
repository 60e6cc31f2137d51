import type { Announcement } from '@reelhire/shared/announcements';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/lib/query-client';
import { signInApiClient } from '@/test/fake-auth-client';
import { sent, stubApi } from '@/test/stub-api';
import { AnnouncementBanner } from './announcement-banner';

// Decision 0062: the dashboards' banner shows the live announcements for the account and hides one for good
// when its owner dismisses it; with none, it takes no room at all.

vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: { access_token: 'token-1' }, user: { id: 'user-client' } }),
}));

beforeEach(() => signInApiClient({ accessToken: 'token-1', userId: 'user-client' }));
afterEach(() => vi.unstubAllGlobals());

const announcement = (id: string, title: string): Announcement => ({
  id,
  title,
  body: 'The new payment page is live.',
  audience: 'clients',
  starts_at: '2026-11-01T09:00:00.000Z',
  ends_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

function renderBanner() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnouncementBanner />
    </QueryClientProvider>,
  );
}

it('shows each live announcement and dismisses one for good', async () => {
  let items = [announcement('a1', 'Faster payouts'), announcement('a2', 'Holiday hours')];
  const api = stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/announcements/current') return Response.json({ items });
    if (url.pathname === '/api/rest/v1/announcements/a1/dismiss' && method === 'POST') {
      items = items.filter((item) => item.id !== 'a1');
      return Response.json({ id: 'a1', dismissed: true });
    }
    return undefined;
  });
  renderBanner();
  expect(await screen.findByRole('region', { name: 'Announcement: Faster payouts' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Announcement: Holiday hours' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement: Faster payouts' }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Announcement: Faster payouts' })).toBeNull(),
  );
  expect(screen.getByRole('region', { name: 'Announcement: Holiday hours' })).toBeInTheDocument();
  expect(sent(api, 'POST', '/rest/v1/announcements/a1/dismiss')).toHaveLength(1);
});

it('takes no room when there is nothing to announce', async () => {
  const api = stubApi(({ url }) =>
    url.pathname === '/api/rest/v1/announcements/current' ? Response.json({ items: [] }) : undefined,
  );
  renderBanner();
  await waitFor(() => expect(api).toHaveBeenCalled());
  expect(screen.queryByRole('region')).toBeNull();
});
