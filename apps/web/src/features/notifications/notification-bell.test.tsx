import type { Notification } from '@reelhire/shared/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { ConnectionManager } from '@/lib/realtime/connection-manager';
import { fakeSocketFactory } from '@/lib/realtime/fake-socket';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import { signInApiClient } from '@/test/fake-auth-client';
import { sent, stubApi } from '@/test/stub-api';
import { NotificationBell } from './notification-bell';

// Decision 0062: the header's bell counts unread notifications, goes up live when the account channel
// pushes one, lists them linking where to act, marks them read, and says honestly when there are none.

vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: { access_token: 'token-1' }, user: { id: 'user-filmmaker' } }),
}));

beforeEach(() => signInApiClient({ accessToken: 'token-1', userId: 'user-filmmaker' }));
afterEach(() => {
  resetRealtimeConnection();
  vi.unstubAllGlobals();
});

const offerSent: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'offer.sent',
  title: 'Accept, decline or counter the offer',
  body: '“Launch film” · Northlight Films',
  link: '/filmmaker/dashboard/contract/app-1',
  read_at: null,
  created_at: new Date().toISOString(),
};

function stubBell({ items, unread }: { items: () => Notification[]; unread: () => number }) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/notifications/unread-count') {
      return Response.json({ unread_count: unread() });
    }
    if (url.pathname === '/api/rest/v1/notifications' && method === 'GET') {
      return Response.json({ items: items(), next_cursor: null });
    }
    if (url.pathname === `/api/rest/v1/notifications/${offerSent.id}/read` && method === 'POST') {
      return Response.json({
        notification: { ...offerSent, read_at: new Date().toISOString() },
        unread_count: 0,
      });
    }
    if (url.pathname === '/api/rest/v1/notifications/read-all' && method === 'POST') {
      return Response.json({ unread_count: 0 });
    }
    return undefined;
  });
}

function renderBell() {
  const sockets = fakeSocketFactory();
  resetRealtimeConnection(
    new ConnectionManager({
      createSocket: sockets.factory,
      fetchMessagesAfter: async () => [],
      isMobile: () => false,
      wake: { isVisible: () => true, onWake: () => () => {} },
      log: () => {},
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/filmmaker/dashboard', element: <NotificationBell /> },
      { path: '*', element: <p>Arrived at the offer</p> },
    ],
    { initialEntries: ['/filmmaker/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sockets, router };
}

it('shows the unread count and raises it when a notification is pushed, without a reload', async () => {
  let unread = 1;
  const api = stubBell({ items: () => [offerSent], unread: () => unread });
  const { sockets } = renderBell();
  // The first render of the file also loads the app's modules: give the first read its time.
  await waitFor(() => expect(api).toHaveBeenCalled(), { timeout: 5000 });
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('notification-count')).toHaveTextContent('1');

  await waitFor(() => expect(sockets.sockets.length).toBeGreaterThan(0));
  const socket = sockets.last;
  act(() => socket.open());
  unread = 2;
  act(() => socket.fire('notification', { notification: { ...offerSent, id: 'n2' }, unread_count: 2 }));
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
}, 15_000);

it('lists each notification linking to its page, and marks it read when opened', async () => {
  let unread = 1;
  const api = stubBell({ items: () => [offerSent], unread: () => unread });
  const { router } = renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  const entry = await screen.findByRole('menuitem', { name: /Accept, decline or counter the offer/ });
  expect(entry).toHaveAttribute('href', '/filmmaker/dashboard/contract/app-1');
  expect(within(entry).getByText('(unread)')).toBeInTheDocument();
  unread = 0;
  await userEvent.click(entry);
  expect(await screen.findByText('Arrived at the offer')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/filmmaker/dashboard/contract/app-1');
  await waitFor(() =>
    expect(sent(api, 'POST', `/rest/v1/notifications/${offerSent.id}/read`)).toHaveLength(1),
  );
});

it('marks all read', async () => {
  let unread = 3;
  const api = stubBell({ items: () => [offerSent], unread: () => unread });
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
  unread = 0;
  await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(sent(api, 'POST', '/rest/v1/notifications/read-all')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

it('says honestly when there is nothing yet', async () => {
  stubBell({ items: () => [], unread: () => 0 });
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
});
