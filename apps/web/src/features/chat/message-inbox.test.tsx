import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import { signInApiClient } from '@/test/fake-auth-client';
import { chatMessage, CLIENT_ID, conversation, FILMMAKER_ID, ROOM } from './chat-fixtures';
import { fakeRealtime, renderWithQuery, stubChatApi } from './chat-test-kit';
import { MessageInbox } from './message-inbox';
import { UnreadMessagesBadge } from './message-inbox-slot';
import { receiptQueue } from './receipt-queue';

// Issue 10: a signed-in recipient anywhere in the dashboard receives a new message, marks it delivered
// (docs/product.md §4), and sees a toast and the unread count on Messages.

vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: { access_token: 'token-1', user: { id: 'user-filmmaker' } } }),
}));

// The mocked auth state above is signed in; the API client reads the session from the auth client.
beforeEach(() => {
  signInApiClient({ accessToken: 'token-1', userId: 'user-filmmaker' });
});

afterEach(async () => {
  await receiptQueue.settled();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
});

function renderInbox() {
  return renderWithQuery(
    <MemoryRouter>
      <UnreadMessagesBadge />
      <MessageInbox role="filmmaker" />
      <Toaster />
    </MemoryRouter>,
  );
}

it('marks a message delivered, shows a toast and counts it on Messages, with no conversation open', async () => {
  let unread = 0;
  const incoming = chatMessage({ seq: 1, from: 'client', content: 'Are you free on Friday?' });
  const api = stubChatApi({
    entityId: FILMMAKER_ID,
    // Before the message: the filmmaker's own last word; after: the client's, delivered by the receipt below.
    conversations: () => [
      conversation({
        unread_count: unread,
        last_message: unread
          ? { ...incoming, status: 'delivered' }
          : chatMessage({ seq: 0, from: 'filmmaker', content: 'See you on set' }),
      }),
    ],
  });
  const realtime = fakeRealtime();
  renderInbox();
  // The account feed connects without any room.
  await waitFor(() => expect(realtime.sockets.sockets.length).toBeGreaterThan(0));
  const socket = realtime.sockets.last;
  act(() => socket.open());
  expect(screen.queryByTestId('unread-messages-badge')).toBeNull();
  expect(socket.sent('join')).toEqual([]);

  unread = 1;
  act(() =>
    socket.fire('message', {
      channel: 'account:user-filmmaker',
      message: incoming,
    }),
  );
  await waitFor(() =>
    expect(api.callsTo('PATCH', '/messages/bulk-status').map((call) => call.body)).toEqual([
      { room_name: ROOM, sender_id: CLIENT_ID, status: 'delivered' },
    ]),
  );
  expect(await screen.findByText('New message from Northlight Studio')).toBeInTheDocument();
  expect(screen.getByText('Are you free on Friday?')).toBeInTheDocument();
  expect(await screen.findByTestId('unread-messages-badge')).toHaveTextContent('1, 1 unread message');
});

it('leaves a message of an open conversation to that conversation, and ignores its own', async () => {
  const api = stubChatApi({ entityId: FILMMAKER_ID });
  const realtime = fakeRealtime();
  renderInbox();
  realtime.connection.open(ROOM, {});
  const socket = await realtime.connectAndJoin(ROOM);
  act(() => {
    socket.fire('message', { channel: 'x', message: chatMessage({ seq: 2, from: 'client' }) });
    socket.fire('message', { channel: 'x', message: chatMessage({ seq: 3, from: 'filmmaker' }) });
  });
  await receiptQueue.settled();
  expect(api.callsTo('PATCH', '/messages/bulk-status')).toEqual([]);
  expect(screen.queryByText(/New message from/)).toBeNull();
});

// Decision 0075: the feed carries only what is sent while it is connected; what came before reaches the
// device with the conversation list, read again on each connection.
it('marks delivered what arrived before the feed connected, once, and not what is read or its own', async () => {
  let newest = chatMessage({ seq: 7, from: 'client', content: 'Sent while you were away' });
  const api = stubChatApi({
    entityId: FILMMAKER_ID,
    conversations: () => [
      conversation({ unread_count: 1, last_message: newest }),
      conversation({
        room_name: 'room-read',
        other: { ...conversation().other, entity_id: 'client-2' },
        last_message: chatMessage({ seq: 8, from: 'client', entity_id: 'client-2', status: 'read' }),
      }),
      conversation({
        room_name: 'room-own',
        last_message: chatMessage({ seq: 9, from: 'filmmaker' }),
      }),
    ],
  });
  const realtime = fakeRealtime();
  renderInbox();
  await waitFor(() =>
    expect(api.callsTo('PATCH', '/messages/bulk-status').map((call) => call.body)).toEqual([
      { room_name: ROOM, sender_id: CLIENT_ID, status: 'delivered' },
    ]),
  );
  newest = { ...newest, status: 'delivered' };

  // The feed connects: the list is read again, and nothing more is asked for what is already delivered.
  await waitFor(() => expect(realtime.sockets.sockets.length).toBeGreaterThan(0));
  const before = api.callsTo('GET', '/conversations').length;
  act(() => realtime.sockets.last.open());
  await waitFor(() => expect(api.callsTo('GET', '/conversations').length).toBeGreaterThan(before));
  await receiptQueue.settled();
  expect(api.callsTo('PATCH', '/messages/bulk-status')).toHaveLength(1);
});

it('marks delivered a message sent while the socket was still connecting, once it connects', async () => {
  let newest = chatMessage({ seq: 11, from: 'filmmaker', content: 'Thanks!' });
  const api = stubChatApi({
    entityId: FILMMAKER_ID,
    conversations: () => [conversation({ last_message: newest })],
  });
  const realtime = fakeRealtime();
  renderInbox();
  await waitFor(() => expect(api.callsTo('GET', '/conversations').length).toBeGreaterThan(0));
  await waitFor(() => expect(realtime.sockets.sockets.length).toBeGreaterThan(0));
  // The client writes before the socket has joined: no broadcast reaches this account.
  newest = chatMessage({ seq: 12, from: 'client', content: 'Are you on set tomorrow?' });
  act(() => realtime.sockets.last.open());
  await waitFor(() =>
    expect(api.callsTo('PATCH', '/messages/bulk-status').map((call) => call.body)).toEqual([
      { room_name: ROOM, sender_id: CLIENT_ID, status: 'delivered' },
    ]),
  );
});
