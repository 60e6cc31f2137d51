// Over 400 lines on purpose: both describe blocks need the mocked auth state and upload (vi.mock is per
// file), the viewer, the room and the render helpers below; splitting would repeat them.

import { channelName } from '@reelhire/shared/chat-rooms';
import { type MessageRecord } from '@reelhire/shared/chat-messages';
import { MESSAGES, REALTIME } from '@reelhire/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import type * as UploadFileModule from '@/lib/upload-file';
import { uploadFile } from '@/lib/upload-file';
import { pdfAttachment } from './attachments/attachment-test-kit';
import { SingleAttachment } from './attachments/single-attachment';
import { chatMessage, CLIENT_ID, FILMMAKER_ID, ROOM } from './chat-fixtures';
import { fakeRealtime, renderWithQuery, stubChatApi } from './chat-test-kit';
import type { ChatTarget } from './chat-target';
import { ConversationView } from './conversation-view';
import type { ChatViewerIdentity } from './message-status';
import { receiptQueue } from './receipt-queue';
import { signInApiClient } from '@/test/fake-auth-client';

vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: { access_token: 'token-1', user: { id: 'user-filmmaker' } } }),
}));
vi.mock('@/lib/upload-file', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadFileModule>();
  return { ...actual, uploadFile: vi.fn() };
});
const uploadMock = vi.mocked(uploadFile);

const user = userEvent.setup();
const viewer: ChatViewerIdentity = { role: 'filmmaker', entityId: FILMMAKER_ID };
const target: ChatTarget = {
  roomName: ROOM,
  title: 'Northlight Studio',
  avatarUrl: null,
  other: { entityId: CLIENT_ID, role: 'client' },
};

function renderView(options: { open?: boolean; viewer?: ChatViewerIdentity } = {}) {
  return renderWithQuery(
    <div style={{ height: 600 }}>
      <ConversationView
        target={target}
        viewer={options.viewer ?? viewer}
        open={options.open ?? true}
        variant="page"
        onOpenGallery={vi.fn()}
        onOpenCarousel={vi.fn()}
      />
    </div>,
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = () => within(screen.getByRole('list', { name: 'Messages' })).queryAllByRole('listitem');
/** The page: newest first, as the API returns it. */
const newestFirst = (messages: MessageRecord[]) => [...messages].sort((a, b) => b.seq - a.seq);

beforeEach(() => {
  // The mocked auth state above is signed in; the API client reads the session from the auth client.
  signInApiClient({ accessToken: 'token-1', userId: 'user-filmmaker' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  uploadMock.mockReset();
});

afterEach(async () => {
  await receiptQueue.settled();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the conversation view', () => {
  it('shows times as 24-hour hh:mm and ticks on the viewer’s messages: one sent, two delivered, brighter two read', async () => {
    const at = (h: number, m: number) => new Date(2025, 10, 12, h, m).toISOString();
    stubChatApi({
      pages: [
        newestFirst([
          chatMessage({ seq: 1, from: 'client', created_at: at(9, 5), status: 'read', content: 'Morning!' }),
          chatMessage({ seq: 2, from: 'filmmaker', created_at: at(9, 6), status: 'read', content: 'Hi' }),
          chatMessage({
            seq: 3,
            from: 'filmmaker',
            created_at: at(18, 40),
            status: 'delivered',
            content: 'Call?',
          }),
          chatMessage({
            seq: 4,
            from: 'filmmaker',
            created_at: at(18, 41),
            status: 'sent',
            content: 'Or mail',
          }),
        ]),
      ],
    });
    fakeRealtime();
    renderView();
    const theirs = (await screen.findByText('Morning!')).closest('li')!;
    expect(within(theirs).getByText('09:05')).toBeInTheDocument();
    expect(within(theirs).queryByRole('img')).not.toBeInTheDocument();

    const tick = (text: string) => within(screen.getByText(text).closest('li')!).getByRole('img');
    expect(tick('Hi')).toHaveAccessibleName('Read');
    expect(tick('Call?')).toHaveAccessibleName('Delivered');
    expect(tick('Or mail')).toHaveAccessibleName('Sent');
    expect(within(screen.getByText('Call?').closest('li')!).getByText('18:40')).toBeInTheDocument();
    // Read is drawn brighter than delivered.
    expect(tick('Hi').className).not.toBe(tick('Call?').className);
  });

  it('labels days Today, Yesterday or with a short date', async () => {
    const now = new Date();
    const daysAgo = (days: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 12, 0).toISOString();
    const older = new Date(now.getFullYear(), 0, 1, 12, 0);
    if (now.getMonth() === 0 && now.getDate() <= 3) older.setFullYear(now.getFullYear() - 1);
    stubChatApi({
      pages: [
        newestFirst([
          chatMessage({ seq: 1, created_at: older.toISOString() }),
          chatMessage({ seq: 2, created_at: daysAgo(1) }),
          chatMessage({ seq: 3, created_at: daysAgo(0) }),
        ]),
      ],
    });
    fakeRealtime();
    renderView();
    const separators = await screen.findAllByRole('separator');
    expect(separators.map((separator) => separator.textContent)).toEqual([
      older.getFullYear() === now.getFullYear() ? '1 Jan' : `1 Jan ${older.getFullYear()}`,
      'Yesterday',
      'Today',
    ]);
  });

  it('says so when there are no messages yet, and who to greet', async () => {
    stubChatApi({ pages: [[]] });
    fakeRealtime();
    renderView();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/Say hello to Northlight Studio/)).toBeInTheDocument();
  });

  it('loads 50 newest, then older pages until a page comes back with fewer than 50', async () => {
    const all = Array.from({ length: MESSAGES.pageSize + 10 }, (_, i) =>
      chatMessage({ seq: i + 1, status: 'read' }),
    );
    const api = stubChatApi({
      pages: [newestFirst(all.slice(10)), newestFirst(all.slice(0, 10))],
    });
    fakeRealtime();
    renderView();
    await screen.findByText(`Message ${MESSAGES.pageSize + 10}`);
    expect(bubbles().filter((item) => item.dataset.messageId)).toHaveLength(MESSAGES.pageSize);
    const first = api.callsTo('GET', '/messages')[0]!;
    expect(first.query.get('limit')).toBe('50');
    expect(first.query.get('order')).toBe('desc');
    expect(first.query.has('before')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('Message 1');
    const second = api.callsTo('GET', '/messages')[1]!;
    expect(second.query.get('before')).toBe(all[10]!.created_at);
    expect(screen.getByText('Start of the conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/messages')).toHaveLength(2);
  });

  it('does not send an empty or whitespace-only message', async () => {
    const api = stubChatApi();
    const realtime = fakeRealtime();
    renderView();
    await realtime.connectAndJoin(ROOM);
    await user.type(textbox(), '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(api.callsTo('POST', '/messages')).toHaveLength(0);
  });

  it('sends with Enter once connected and shows the message when the server has stored it', async () => {
    let answer!: (response: Response) => void;
    const api = stubChatApi({
      post: () => {
        throw new Error('replaced below');
      },
    });
    const realtime = fakeRealtime();
    renderView();
    await realtime.connectAndJoin(ROOM);
    const posted = new Promise<Response>((resolve) => (answer = resolve));
    api.fetchMock.mockImplementationOnce(() => posted);

    await user.type(textbox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(textbox()).toHaveValue('First line\nsecond line');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    // Nothing is shown before the server has stored it.
    expect(screen.queryByText(/second line/, { selector: 'p' })).not.toBeInTheDocument();
    const [, init] = api.fetchMock.mock.calls.at(-1)!;
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({
      room_name: ROOM,
      content: 'First line\nsecond line',
      entity_id: FILMMAKER_ID,
      entity_role: 'filmmaker',
      attachment_ids: [],
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    answer(
      Response.json(
        chatMessage({
          id: body.id,
          seq: 99,
          from: 'filmmaker',
          content: body.content,
          created_at: new Date().toISOString(),
        }),
        { status: 201 },
      ),
    );
    const bubble = await screen.findByText(/second line/, { selector: 'p' });
    expect(within(bubble.closest('li')!).getByRole('img')).toHaveAccessibleName('Sent');
    expect(textbox()).toHaveValue('');
  });

  it('while disconnected, send reconnects instead of sending and keeps the text', async () => {
    const api = stubChatApi();
    const realtime = fakeRealtime();
    renderView();
    const socket = await realtime.connectAndJoin(ROOM);
    act(() => socket.drop());
    expect(await screen.findByText('Reconnecting…', { selector: '[role=status] span' })).toBeInTheDocument();
    const sockets = realtime.sockets.sockets.length;

    await user.type(textbox(), 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Reconnecting…', { selector: 'p' })).toBeInTheDocument();
    expect(textbox()).toHaveValue('Are you there?');
    expect(api.callsTo('POST', '/messages')).toHaveLength(0);
    // The attempt goes out once SPEC's 2 s gap since the previous one has passed.
    await waitFor(() => expect(realtime.sockets.sockets.length).toBe(sockets + 1), {
      timeout: REALTIME.reconnectMinGapMs + 1000,
    });
  });

  it('uploads picked files with progress and sends them with the message', async () => {
    uploadMock.mockImplementation(async ({ file, onProgress }) => {
      onProgress?.(0.5);
      return {
        id: '33333333-3333-4333-8333-333333333333',
        kind: 'chat_attachment',
        visibility: 'private',
        mime_type: file.type,
        size_bytes: file.size,
        original_name: file.name,
        width: null,
        height: null,
        url: '/files/x',
        thumbnail_url: null,
        created_at: new Date().toISOString(),
      };
    });
    const api = stubChatApi();
    const realtime = fakeRealtime();
    renderView();
    await realtime.connectAndJoin(ROOM);
    const file = new File(['%PDF-1.7 test'], 'call-sheet.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('attachment-input'), file);
    expect(uploadMock).toHaveBeenCalledWith(expect.objectContaining({ kind: 'chat_attachment', file }));
    expect(await screen.findByRole('button', { name: 'Remove call-sheet.pdf' })).toBeInTheDocument();
    // The composer and the sent message's bubble show the same size for the same file (docs/product.md §9: B, KB, MB).
    expect(await screen.findByText('13 B')).toBeInTheDocument();
    renderWithQuery(
      <SingleAttachment attachment={pdfAttachment({ file_size: file.size })} onView={vi.fn()} />,
    );
    expect(screen.getByText('PDF · 13 B')).toBeInTheDocument();
    // A file alone is a message.
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.callsTo('POST', '/messages')).toHaveLength(1));
    expect(api.callsTo('POST', '/messages')[0]!.body).toMatchObject({
      content: '',
      attachment_ids: ['33333333-3333-4333-8333-333333333333'],
    });
  });

  it('tells an admin the conversation is read-only and offers no composer', async () => {
    stubChatApi({ pages: [[chatMessage({ content: 'Hello there' })]] });
    fakeRealtime();
    renderView({ viewer: { role: 'admin', entityId: null } });
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText(/Admins can read conversations but not write in them/)).toBeInTheDocument();
  });
});

describe('statuses in the conversation view (docs/product.md §4)', () => {
  const bulkCalls = (api: ReturnType<typeof stubChatApi>) =>
    api.callsTo('PATCH', '/messages/bulk-status').map((call) => call.body);

  it('on subscribing, marks the other party’s unread messages read', async () => {
    const api = stubChatApi({ pages: [[chatMessage({ seq: 1, from: 'client', status: 'delivered' })]] });
    const realtime = fakeRealtime();
    renderView({ open: false });
    await screen.findByText('Message 1');
    await realtime.connectAndJoin(ROOM, 1);
    await waitFor(() =>
      expect(bulkCalls(api)).toEqual([{ room_name: ROOM, sender_id: CLIENT_ID, status: 'read' }]),
    );
  });

  it('marks a received message’s sender delivered, and read while the room is open and the tab visible', async () => {
    const api = stubChatApi({ pages: [[]] });
    const realtime = fakeRealtime();
    renderView({ open: true });
    await screen.findByText('No messages yet');
    const socket = await realtime.connectAndJoin(ROOM);
    act(() =>
      socket.fire('message', {
        channel: channelName(ROOM),
        message: chatMessage({ seq: 1, from: 'client', content: 'New brief' }),
      }),
    );
    expect(await screen.findByText('New brief')).toBeInTheDocument();
    await waitFor(() =>
      expect(bulkCalls(api)).toEqual([
        { room_name: ROOM, sender_id: CLIENT_ID, status: 'delivered' },
        { room_name: ROOM, sender_id: CLIENT_ID, status: 'read' },
      ]),
    );
  });

  it('only marks delivered while the conversation is not on screen', async () => {
    const api = stubChatApi({ pages: [[]] });
    const realtime = fakeRealtime();
    renderView({ open: false });
    await screen.findByText('No messages yet');
    const socket = await realtime.connectAndJoin(ROOM);
    act(() =>
      socket.fire('message', {
        channel: channelName(ROOM),
        message: chatMessage({ seq: 1, from: 'client' }),
      }),
    );
    await waitFor(() =>
      expect(bulkCalls(api)).toEqual([{ room_name: ROOM, sender_id: CLIENT_ID, status: 'delivered' }]),
    );
    await receiptQueue.settled();
    expect(bulkCalls(api)).toHaveLength(1);
  });

  it('applies a status broadcast addressed to the viewer; ignores others', async () => {
    const mine = chatMessage({ seq: 1, from: 'filmmaker', status: 'sent', content: 'My pitch' });
    const api = stubChatApi({ pages: [[mine]] });
    const realtime = fakeRealtime();
    renderView();
    await screen.findByText('My pitch');
    const socket = await realtime.connectAndJoin(ROOM, 1);
    const tick = () => within(screen.getByText('My pitch').closest('li')!).getByRole('img');

    act(() =>
      socket.fire('status', {
        channel: channelName(ROOM),
        room_name: ROOM,
        status: { status: 'read', room: ROOM, recipientRole: 'client', recipientId: CLIENT_ID },
      }),
    );
    expect(tick()).toHaveAccessibleName('Sent');

    act(() =>
      socket.fire('status', {
        channel: channelName(ROOM),
        room_name: ROOM,
        status: { status: 'delivered', room: ROOM, recipientRole: 'filmmaker', recipientId: FILMMAKER_ID },
      }),
    );
    await waitFor(() => expect(tick()).toHaveAccessibleName('Delivered'));
    act(() =>
      socket.fire('status', {
        channel: channelName(ROOM),
        room_name: ROOM,
        status: { messageId: mine.id, status: 'read', entityId: FILMMAKER_ID, updatedBy: CLIENT_ID },
      }),
    );
    await waitFor(() => expect(tick()).toHaveAccessibleName('Read'));
    // A late 'delivered' does not take it back.
    act(() =>
      socket.fire('status', {
        channel: channelName(ROOM),
        room_name: ROOM,
        status: { messageId: mine.id, status: 'delivered', entityId: FILMMAKER_ID, updatedBy: CLIENT_ID },
      }),
    );
    expect(tick()).toHaveAccessibleName('Read');
    // The server stored each change before broadcasting it: nothing is sent back (see the next test).
    await receiptQueue.settled();
    expect(api.callsTo('PATCH', /^\/messages\/[^/]+\/status$/)).toEqual([]);
  });

  it('never asks the server to move a status back when both parties have the room open (issue 10)', async () => {
    // The recipient has the room open: the server stores 'delivered' and at once 'read', and broadcasts
    // both. Storing the 'delivered' again after the 'read' was refused with 409.
    const mine = [1, 2].map((seq) =>
      chatMessage({ seq, from: 'filmmaker', status: 'sent', content: `Take ${seq}` }),
    );
    const api = stubChatApi({ pages: [mine] });
    const realtime = fakeRealtime();
    renderView();
    await screen.findByText('Take 2');
    const socket = await realtime.connectAndJoin(ROOM, 2);
    for (const status of ['delivered', 'read'] as const) {
      act(() =>
        socket.fire('status', {
          channel: channelName(ROOM),
          room_name: ROOM,
          status: { status, room: ROOM, recipientRole: 'filmmaker', recipientId: FILMMAKER_ID },
        }),
      );
    }
    act(() =>
      socket.fire('status', {
        channel: channelName(ROOM),
        room_name: ROOM,
        status: { messageId: mine[0]!.id, status: 'delivered', entityId: FILMMAKER_ID, updatedBy: CLIENT_ID },
      }),
    );
    const tick = (text: string) => within(screen.getByText(text).closest('li')!).getByRole('img');
    await waitFor(() => expect(tick('Take 2')).toHaveAccessibleName('Read'));
    expect(tick('Take 1')).toHaveAccessibleName('Read');
    await receiptQueue.settled();
    const sentBack = api
      .callsTo('PATCH', /^\/messages\/[^/]+\/status$/)
      .map((call) => (call.body as { status: string }).status);
    expect(sentBack).not.toContain('delivered');
    expect(sentBack).toEqual([]);
  });

  it('applies a status that arrived before the first page once the page is there', async () => {
    // The page was read before the receipt was stored, and the receipt's broadcast came first.
    const mine = chatMessage({ seq: 1, from: 'filmmaker', status: 'sent', content: 'Early bird' });
    const api = stubChatApi({ pages: [[mine]] });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/rest/v1/messages?')) await gate;
      return api.fetchMock(input, init);
    });
    const realtime = fakeRealtime();
    renderView();
    const socket = await realtime.connectAndJoin(ROOM, 1);
    act(() =>
      socket.fire('status', {
        channel: channelName(ROOM),
        room_name: ROOM,
        status: { status: 'delivered', room: ROOM, recipientRole: 'filmmaker', recipientId: FILMMAKER_ID },
      }),
    );
    release();
    await screen.findByText('Early bird');
    const tick = () => within(screen.getByText('Early bird').closest('li')!).getByRole('img');
    await waitFor(() => expect(tick()).toHaveAccessibleName('Delivered'));
  });

  it('shows the other party online from presence', async () => {
    stubChatApi({ pages: [[]] });
    const realtime = fakeRealtime();
    renderView();
    const socket = await realtime.connectAndJoin(ROOM);
    expect(screen.queryByText('Online')).not.toBeInTheDocument();
    act(() =>
      socket.fire('presence', {
        channel: channelName(ROOM),
        room_name: ROOM,
        presence: [
          {
            user: `client_${CLIENT_ID}`,
            online_at: new Date().toISOString(),
            entity_role: 'client',
            entity_id: CLIENT_ID,
          },
        ],
      }),
    );
    expect(await screen.findByText('Online')).toBeInTheDocument();
    expect(screen.getByTestId('online-dot')).toBeInTheDocument();
  });
});
