import type { Attachment } from '@reelhire/shared/chat-attachments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachmentCache } from './attachment-cache';
import {
  attachment,
  audioAttachment,
  documentAttachment,
  jsonResponse,
  messageRecord,
  pdfAttachment,
  renderWithProviders,
  ROOM,
  videoAttachment,
  voiceAttachment,
} from './attachment-test-kit';
import { MessageAttachments } from './message-attachments';
import { forgetAuthClient } from '@/lib/auth-client-registry';
import { signInApiClient } from '@/test/fake-auth-client';

const auth = vi.hoisted(() => ({ token: 'token-1' as string | null }));
vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: auth.token ? { access_token: auth.token } : null }),
}));

const user = userEvent.setup();

interface Api {
  room?: Record<string, Attachment[]> | Response;
  single?: Record<string, Attachment[] | Response>;
}

function stubApi(api: Api) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/functions/v1/message-attachments') {
      const room = url.searchParams.get('room_name');
      const messageId = url.searchParams.get('message_id');
      if (room) {
        return api.room instanceof Response
          ? api.room.clone()
          : jsonResponse({ attachments: api.room ?? {} });
      }
      const answer = messageId ? api.single?.[messageId] : undefined;
      if (answer instanceof Response) return answer.clone();
      return jsonResponse({ attachments: answer ?? [] });
    }
    return jsonResponse({ error: `Unexpected ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, query: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(query));

beforeEach(() => {
  // The mocked auth state above is signed in; the API client reads the session from the auth client.
  signInApiClient({ accessToken: 'token-1' });
  auth.token = 'token-1';
  attachmentCache.clear();
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MessageAttachments', () => {
  it('renders nothing and asks nothing for a message without attachments', () => {
    const fetchMock = stubApi({});
    renderWithProviders(
      <div data-testid="bubble">
        <MessageAttachments message={messageRecord({ has_attachments: false })} onOpenCarousel={vi.fn()} />
      </div>,
    );
    expect(screen.getByTestId('bubble')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a room’s attachments in one bulk call with the session, and caches them', async () => {
    const photo = attachment({ message_id: 'msg-1' });
    const clip = pdfAttachment({ message_id: 'msg-2' });
    const fetchMock = stubApi({ room: { 'msg-1': [photo], 'msg-2': [clip] } });

    renderWithProviders(
      <>
        <MessageAttachments message={messageRecord({ id: 'msg-1' })} onOpenCarousel={vi.fn()} />
        <MessageAttachments message={messageRecord({ id: 'msg-2' })} onOpenCarousel={vi.fn()} />
      </>,
    );

    expect(await screen.findByRole('img', { name: photo.file_name })).toHaveAttribute(
      'src',
      photo.thumbnail_signed_url,
    );
    expect(await screen.findByText('call-sheet.pdf')).toBeInTheDocument();
    expect(calls(fetchMock, 'room_name=')).toHaveLength(1);
    expect(calls(fetchMock, 'message_id=')).toHaveLength(0);
    const [, init] = calls(fetchMock, 'room_name=')[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(attachmentCache.get('msg-2')).toEqual([clip]);
    expect(window.sessionStorage.getItem('reelhire:chat-attachments:msg-1')).toContain(photo.attachment_id);
  });

  it('shows cached attachments without asking the server', async () => {
    const photo = attachment();
    attachmentCache.set('msg-1', [photo]);
    const fetchMock = stubApi({});
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);
    expect(await screen.findByRole('img', { name: photo.file_name })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the message’s own read, silently, when the bulk read fails', async () => {
    const photo = attachment();
    const fetchMock = stubApi({
      room: jsonResponse({ error: 'Boom' }, 500),
      single: { 'msg-1': [photo] },
    });
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);
    expect(await screen.findByRole('img', { name: photo.file_name })).toBeInTheDocument();
    expect(calls(fetchMock, 'message_id=msg-1')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('reads a message the room read did not include (one sent since) on its own', async () => {
    const photo = attachment({ message_id: 'msg-9' });
    const fetchMock = stubApi({ room: {}, single: { 'msg-9': [photo] } });
    renderWithProviders(
      <MessageAttachments message={messageRecord({ id: 'msg-9' })} onOpenCarousel={vi.fn()} />,
    );
    expect(await screen.findByRole('img', { name: photo.file_name })).toBeInTheDocument();
    expect(calls(fetchMock, 'message_id=msg-9')).toHaveLength(1);
  });

  it.each([
    [jsonResponse({ error: 'Not authenticated' }, 401), 'Not authenticated'],
    [jsonResponse({ error: 'No such message' }, 404), 'Failed to load attachments: 404'],
  ])('shows a failed read in red under the message (%#)', async (answer, text) => {
    stubApi({ room: jsonResponse({ error: 'x' }, 403), single: { 'msg-1': answer } });
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('text-red-600');
  });

  it('says Not authenticated without a session, without a request', async () => {
    auth.token = null;
    forgetAuthClient();
    const fetchMock = stubApi({});
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not authenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Failed to load attachments when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);
    // The data cache retries a network failure once (about a second) before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      /^Failed to load attachments$/,
    );
  });

  it('opens an image in the popup viewer, from the picture or its View action', async () => {
    const photo = attachment();
    attachmentCache.set('msg-1', [photo]);
    stubApi({});
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: `Open image ${photo.file_name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: photo.file_name })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: photo.file_name })).toHaveAttribute(
      'src',
      photo.signed_url,
    );
    expect(within(dialog).getByText('Image · 200 KB')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a PDF as a card with its name and size, and opens it in a frame', async () => {
    const pdf = pdfAttachment();
    attachmentCache.set('msg-1', [pdf]);
    stubApi({});
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);

    expect(await screen.findByText('call-sheet.pdf')).toBeInTheDocument();
    expect(screen.getByText('PDF · 1.5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('call-sheet.pdf')).toHaveAttribute('src', pdf.signed_url);
  });

  it('shows a video with a play overlay and its duration, and plays it in the viewer', async () => {
    const video = videoAttachment();
    attachmentCache.set('msg-1', [video]);
    stubApi({});
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);

    const preview = await screen.findByRole('button', { name: 'Play video showreel.mp4' });
    expect(within(preview).getByText('01:05')).toBeInTheDocument();
    await user.click(preview);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('video')).toHaveAttribute('src', video.signed_url);
  });

  it('plays an audio file with a progress bar', async () => {
    attachmentCache.set('msg-1', [audioAttachment()]);
    stubApi({});
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);

    expect(await screen.findByRole('button', { name: 'Play score.mp3' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'score.mp3 position' })).toHaveAttribute(
      'aria-valuetext',
      '00:00 of 02:05',
    );
    expect(screen.getByTestId('audio-progress')).toHaveStyle({ width: '0%' });
  });

  it('plays a voice note with 25 waveform bars and its length as mm:ss', async () => {
    attachmentCache.set('msg-1', [voiceAttachment()]);
    stubApi({});
    renderWithProviders(
      <MessageAttachments message={messageRecord({ message_type: 'voice' })} onOpenCarousel={vi.fn()} />,
    );

    expect(await screen.findByRole('button', { name: 'Play voice note' })).toBeInTheDocument();
    const waveform = screen.getByRole('slider', { name: 'Voice note position' });
    expect(waveform.children).toHaveLength(25);
    expect(screen.getByText('00:12')).toBeInTheDocument();
  });

  it('stacks several files in up to 4 cards with +N and an N files badge, opening the carousel', async () => {
    const files = [
      attachment(),
      videoAttachment(),
      attachment(),
      pdfAttachment(),
      attachment(),
      attachment(),
    ];
    attachmentCache.set('msg-1', files);
    stubApi({});
    const onOpenCarousel = vi.fn();
    renderWithProviders(
      <MessageAttachments message={messageRecord({ attachment_count: 6 })} onOpenCarousel={onOpenCarousel} />,
    );

    const stack = await screen.findByRole('button', { name: 'Open 6 files' });
    expect(within(stack).getAllByTestId('stack-card')).toHaveLength(4);
    expect(within(stack).getByText('+2')).toBeInTheDocument();
    expect(within(stack).getByText('6 files')).toBeInTheDocument();

    await user.click(stack);
    expect(onOpenCarousel).toHaveBeenCalledWith(
      files.map((file) =>
        expect.objectContaining({
          attachment_id: file.attachment_id,
          user_name: 'Maya Okafor',
          message_created_at: '2025-03-01T10:00:00.000Z',
        }),
      ),
      0,
    );
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(onOpenCarousel).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('shows no +N when the files fit the stack, and lists documents the carousel cannot show', async () => {
    attachmentCache.set('msg-1', [attachment(), documentAttachment()]);
    stubApi({});
    renderWithProviders(
      <MessageAttachments message={messageRecord({ attachment_count: 2 })} onOpenCarousel={vi.fn()} />,
    );
    const stack = await screen.findByRole('button', { name: 'Open 2 files' });
    expect(within(stack).getAllByTestId('stack-card')).toHaveLength(2);
    expect(within(stack).queryByText(/^\+/)).not.toBeInTheDocument();
    expect(within(stack).getByText('2 files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download selects.zip' })).toBeInTheDocument();
  });

  it('keeps the room key of the message for the bulk read', async () => {
    const fetchMock = stubApi({ room: { 'msg-1': [attachment()] } });
    renderWithProviders(<MessageAttachments message={messageRecord()} onOpenCarousel={vi.fn()} />);
    await screen.findByRole('img');
    expect(String(calls(fetchMock, 'room_name=')[0]![0])).toBe(
      `/api/functions/v1/message-attachments?room_name=${ROOM}`,
    );
  });
});
