import type { ClientRecord, FilmmakerRecord } from '@reelhire/shared/auth-profiles';
import { ROUTES } from '@reelhire/shared/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import { chatMessage, CLIENT_ID, conversation, FILMMAKER_ID, ROOM } from './chat-fixtures';
import { closeAllChatPopups } from './chat-popups-store';
import { fakeRealtime } from './chat-test-kit';
import { MessagesPage } from './messages-page';
import { receiptQueue } from './receipt-queue';
import { pages } from './routes';
import { signInApiClient } from '@/test/fake-auth-client';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';

vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: { access_token: 'token-1', user: { id: 'user-1' } } }),
}));

const user = userEvent.setup();

interface Api {
  filmmakers?: FilmmakerRecord[];
  clients?: ClientRecord[];
  conversations?: unknown[];
}

function stubApi(api: Api) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/rest/v1/filmmakers')
      return Response.json(api.filmmakers ?? [filmmakerRecord({ id: FILMMAKER_ID })]);
    if (url.pathname === '/api/rest/v1/clients')
      return Response.json(api.clients ?? [clientRecord({ id: CLIENT_ID })]);
    if (url.pathname === '/api/rest/v1/conversations') return Response.json(api.conversations ?? []);
    if (url.pathname === '/api/rest/v1/messages') return Response.json([]);
    if (url.pathname === '/api/rest/v1/messages/bulk-status')
      return Response.json({ success: true, count: 0 });
    return Response.json({ error: 'Unexpected' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const route = ROUTES.find((def) => def.path === parsed.pathname)!;
  const router = createMemoryRouter([{ path: route.path, element: <MessagesPage />, handle: { route } }], {
    initialEntries: [`${parsed.pathname}${parsed.search}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // The mocked auth state above is signed in; the API client reads the session from the auth client.
  signInApiClient({ accessToken: 'token-1', userId: 'user-1' });
  fakeRealtime();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await receiptQueue.settled();
  closeAllChatPopups();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the messages pages', () => {
  it('are the chat pages of both dashboards and the admin’s messages; /admin/messages is the support inbox', () => {
    expect(pages['/filmmaker/dashboard/messages']).toBe(MessagesPage);
    expect(pages['/client/dashboard/messages']).toBe(MessagesPage);
    expect(pages['/admin/dashboard/messages']).toBe(MessagesPage);
    expect(pages['/admin/messages']).toBeUndefined();
  });

  it('say honestly when there is no conversation yet', async () => {
    stubApi({ conversations: [] });
    renderPage('/filmmaker/dashboard/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('list conversations with the other party, the last message, its time and unread counts', async () => {
    const fetchMock = stubApi({
      conversations: [
        conversation({
          unread_count: 3,
          last_message: chatMessage({ from: 'client', content: 'Can you shoot on Friday?' }),
        }),
      ],
    });
    renderPage('/filmmaker/dashboard/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('button', { name: /Northlight Studio/ });
    expect(within(item).getByText('Can you shoot on Friday?')).toBeInTheDocument();
    expect(within(item).getByLabelText('3 unread')).toHaveTextContent('3');
    expect(within(item).getByText('1 Jan 2025')).toBeInTheDocument();
    const query = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/rest/v1/conversations')!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ entity_id: FILMMAKER_ID, entity_role: 'filmmaker' });
  });

  it('open a conversation from the list, marking own last messages with You:', async () => {
    stubApi({
      conversations: [
        conversation({ last_message: chatMessage({ from: 'filmmaker', content: 'Sent the reel' }) }),
      ],
    });
    const router = renderPage('/filmmaker/dashboard/messages');
    await user.click(await screen.findByRole('button', { name: /You: Sent the reel/ }));
    expect(router.state.location.search).toContain(`id=${CLIENT_ID}`);
    expect(
      await screen.findByRole('region', { name: 'Conversation with Northlight Studio' }),
    ).toBeInTheDocument();
  });

  it('open the conversation named in the query even before its first message', async () => {
    stubApi({ conversations: [] });
    renderPage(`/client/dashboard/messages?id=${FILMMAKER_ID}&role=filmmaker&name=Maya%20Okafor`);
    const view = await screen.findByRole('region', { name: 'Conversation with Maya Okafor' });
    expect(await within(view).findByText(/Say hello to Maya Okafor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New conversation/ })).toBeInTheDocument();
  });

  it('open a conversation in a popup, with its media gallery button', async () => {
    stubApi({ conversations: [conversation()] });
    renderPage(`/filmmaker/dashboard/messages?id=${CLIENT_ID}&role=client`);
    await screen.findByRole('region', { name: 'Conversation with Northlight Studio' });
    await user.click(screen.getByRole('button', { name: 'Open in popup' }));
    const popup = await screen.findByRole('dialog', { name: 'Chat with Northlight Studio' });
    expect(within(popup).getByRole('button', { name: 'Media gallery' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Minimise' }));
    expect(within(popup).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ask for a profile first when the viewer has no record for the role', async () => {
    stubApi({ filmmakers: [] });
    renderPage('/filmmaker/dashboard/messages');
    expect(await screen.findByText('Set up your profile before sending messages')).toBeInTheDocument();
  });

  it('let admins read every conversation without a composer', async () => {
    const fetchMock = stubApi({ conversations: [conversation()] });
    renderPage(`/admin/dashboard/messages?room=${ROOM}`);
    const view = await screen.findByRole('region', {
      name: 'Conversation with Northlight Studio and Maya Okafor',
    });
    expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
    const conversationsCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/rest/v1/conversations')!;
    expect(conversationsCall.search).toBe('');
  });
});
