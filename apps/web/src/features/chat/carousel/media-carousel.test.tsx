import type { Attachment, CarouselAttachment } from '@reelhire/shared/chat-attachments';
import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachmentCache } from '../attachments/attachment-cache';
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
} from '../attachments/attachment-test-kit';
import { MediaCarousel } from './media-carousel';
import { signInApiClient } from '@/test/fake-auth-client';

vi.mock('@/lib/auth-state', () => ({ useAuthState: () => ({ session: { access_token: 'token-1' } }) }));

const user = userEvent.setup();

const withSender = (file: Attachment, user_name: string, message_created_at: string): CarouselAttachment => ({
  ...file,
  user_name,
  message_created_at,
});

function stubRoom(byMessage: Record<string, Attachment[]>, messages: MessageRecord[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/functions/v1/message-attachments')
      return jsonResponse({ attachments: byMessage });
    if (url.pathname === '/api/rest/v1/messages') return jsonResponse(messages);
    return jsonResponse({ error: 'Unexpected' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const counter = () => screen.getByTestId('carousel-counter');
const sender = () => screen.getByTestId('carousel-sender');

beforeEach(() => {
  // The mocked auth state above is signed in; the API client reads the session from the auth client.
  signInApiClient({ accessToken: 'token-1' });
  attachmentCache.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MediaCarousel for one message', () => {
  const photo = withSender(attachment({ file_name: 'wide.jpg' }), 'Maya Okafor', '2025-03-01T10:00:00Z');
  const clip = withSender(videoAttachment(), 'Maya Okafor', '2025-03-01T10:00:00Z');
  const sheet = withSender(pdfAttachment(), 'Maya Okafor', '2025-03-01T10:00:00Z');
  const zip = withSender(documentAttachment(), 'Maya Okafor', '2025-03-01T10:00:00Z');
  const unsigned = withSender(attachment({ signed_url: null }), 'Maya Okafor', '2025-03-01T10:00:00Z');
  const files = [photo, zip, clip, unsigned, sheet];

  function open(startIndex = 0, onClose = vi.fn()) {
    stubRoom({}, []);
    renderWithProviders(
      <MediaCarousel
        open
        onClose={onClose}
        roomName={ROOM}
        attachments={files}
        startIndex={startIndex}
        messageOnly
      />,
    );
    return onClose;
  }

  it('opens on the chosen file, listing only images, videos, audio and PDFs with a link', () => {
    open(2);
    expect(screen.getByRole('dialog', { name: 'Message attachments (3)' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('2/3');
    expect(screen.getByRole('button', { name: 'View All' })).toBeInTheDocument();
    const strip = screen.getByRole('group', { name: 'All files' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Show wide.jpg', 'Show showreel.mp4', 'Show call-sheet.pdf']);
    expect(sender()).toHaveTextContent('Maya Okafor');
  });

  it('moves with the buttons and wraps around at both ends', async () => {
    open(0);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(counter()).toHaveTextContent('3/3');
    expect(screen.getByTitle('call-sheet.pdf')).toHaveAttribute('src', sheet.signed_url);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(counter()).toHaveTextContent('1/3');
    expect(screen.getByRole('img', { name: 'wide.jpg' })).toHaveAttribute('src', photo.signed_url);
  });

  it('moves with the arrow keys and closes with Escape', async () => {
    const onClose = open(0);
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2/3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toHaveTextContent('1/3');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toHaveTextContent('3/3');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('moves with swipes', () => {
    open(0);
    const stage = screen.getByRole('img', { name: 'wide.jpg' }).parentElement!.parentElement!;
    // Radix's scroll lock reads both lists on every touch, as browsers fill them.
    const swipe = (from: [number, number], to: [number, number]) => {
      const start = [{ clientX: from[0], clientY: from[1] }];
      const end = [{ clientX: to[0], clientY: to[1] }];
      fireEvent.touchStart(stage, { touches: start, changedTouches: start });
      fireEvent.touchEnd(stage, { touches: [], changedTouches: end });
    };
    swipe([300, 200], [120, 210]);
    expect(counter()).toHaveTextContent('2/3');
    swipe([100, 200], [300, 190]);
    expect(counter()).toHaveTextContent('1/3');
    // A mostly vertical move is a scroll, not a swipe.
    swipe([100, 100], [160, 400]);
    expect(counter()).toHaveTextContent('1/3');
  });

  it('jumps to a file from the thumbnails', async () => {
    open(0);
    await user.click(screen.getByRole('button', { name: 'Show showreel.mp4' }));
    expect(counter()).toHaveTextContent('2/3');
    expect(screen.getByRole('button', { name: 'Show showreel.mp4' })).toHaveAttribute('aria-current', 'true');
  });

  it('switches to the whole room with View All, staying on the same file', async () => {
    const earlier = attachment({ message_id: 'msg-0', file_name: 'earlier.jpg' });
    const fetchMock = stubRoom(
      {
        'msg-0': [earlier],
        'msg-1': [photo, zip, clip, unsigned, sheet],
      },
      [
        messageRecord({ id: 'msg-0', user_name: 'Sam Reyes', created_at: '2025-02-27T09:00:00Z' }),
        messageRecord({ id: 'msg-1', user_name: 'Maya Okafor', created_at: '2025-03-01T10:00:00Z' }),
      ],
    );
    renderWithProviders(
      <MediaCarousel open onClose={vi.fn()} roomName={ROOM} attachments={files} startIndex={2} messageOnly />,
    );
    await user.click(screen.getByRole('button', { name: 'View All' }));

    expect(await screen.findByRole('dialog', { name: 'Conversation media (4)' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('3/4');
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier.jpg' }));
    expect(sender()).toHaveTextContent('Sam Reyes');

    const messagesCall = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/rest/v1/messages'),
    );
    const params = new URL(String(messagesCall![0]), 'http://localhost').searchParams;
    expect(params.get('room_name')).toBe(ROOM);
    expect(params.get('has_attachments')).toBe('true');
    expect(params.get('order')).toBe('asc');
  });
});

describe('MediaCarousel for a room', () => {
  it('says so when the conversation has no media', async () => {
    stubRoom({ 'msg-1': [documentAttachment()] }, [messageRecord()]);
    renderWithProviders(<MediaCarousel open onClose={vi.fn()} roomName={ROOM} />);
    expect(await screen.findByText('No media found in this conversation')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Conversation media (0)' })).toBeInTheDocument();
    expect(screen.queryByTestId('carousel-counter')).not.toBeInTheDocument();
  });

  it('shows Unknown for a sender it cannot find, oldest file first', async () => {
    const song = audioAttachment({ message_id: 'msg-2', created_at: '2025-03-02T08:00:00Z' });
    const still = attachment({ message_id: 'msg-1', file_name: 'still.jpg' });
    stubRoom({ 'msg-2': [song], 'msg-1': [still] }, [
      messageRecord({ id: 'msg-1', user_name: 'Maya Okafor', created_at: '2025-03-01T10:00:00Z' }),
    ]);
    renderWithProviders(<MediaCarousel open onClose={vi.fn()} roomName={ROOM} />);
    expect(await screen.findByRole('img', { name: 'still.jpg' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('1/2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(sender()).toHaveTextContent('Unknown');
    expect(screen.getByText('score.mp3')).toBeInTheDocument();
  });

  it('opens on the chosen attachment of the room', async () => {
    const a = attachment({ message_id: 'msg-1', file_name: 'a.jpg' });
    const b = attachment({ message_id: 'msg-1', file_name: 'b.jpg' });
    stubRoom({ 'msg-1': [a, b] }, [messageRecord()]);
    renderWithProviders(
      <MediaCarousel open onClose={vi.fn()} roomName={ROOM} attachments={[a, b]} startIndex={1} />,
    );
    await waitFor(() => expect(counter()).toHaveTextContent('2/2'));
    expect(screen.getByRole('dialog', { name: 'Conversation media (2)' })).toBeInTheDocument();
  });

  it('lays a PDF out as a card that opens it on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 768px)',
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const sheet = pdfAttachment({ message_id: 'msg-1' });
    stubRoom({ 'msg-1': [sheet] }, [messageRecord()]);
    renderWithProviders(<MediaCarousel open onClose={vi.fn()} roomName={ROOM} />);
    expect(await screen.findByRole('link', { name: 'Open PDF' })).toHaveAttribute('href', sheet.signed_url);
  });

  it('renders nothing while closed', () => {
    const fetchMock = stubRoom({}, []);
    renderWithProviders(<MediaCarousel open={false} onClose={vi.fn()} roomName={ROOM} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
