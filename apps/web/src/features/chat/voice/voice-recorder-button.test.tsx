import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders, ROOM } from '../attachments/attachment-test-kit';
import { VoiceRecorderButton } from './voice-recorder-button';
import { fakeMedia, FakeRecorder, MESSAGE_ID, WAVEFORM } from './voice-test-kit';
import { signInApiClient } from '@/test/fake-auth-client';

vi.mock('@/lib/auth-state', () => ({ useAuthState: () => ({ session: { access_token: 'token-1' } }) }));

const sent = {
  attachment_id: 'att-1',
  file_url: 'file-1',
  signed_url: null,
  duration: 3,
  waveform_data: WAVEFORM,
  message_id: MESSAGE_ID,
};

function stubVoiceNotes(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/functions/v1/voice-notes' ? answer() : jsonResponse({ error: 'Unexpected' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function renderButton() {
  let clock = 1_000_000;
  const { media } = fakeMedia({ now: () => clock });
  const onSent = vi.fn();
  renderWithProviders(
    <VoiceRecorderButton roomName={ROOM} entityId="c1" entityRole="client" onSent={onSent} media={media} />,
  );
  const button = screen.getByRole('button', { name: 'Hold to record a voice note' });
  return {
    media,
    onSent,
    button,
    /** Holds the button, lets `seconds` of recording pass, releases it. */
    async record(seconds: number) {
      fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
      await wait(250);
      expect(await screen.findByText('Release to stop')).toBeInTheDocument();
      clock += seconds * 1000;
      fireEvent.pointerUp(button, { button: 0, pointerId: 1 });
      return screen.findByRole('dialog', { name: 'Voice note' });
    },
  };
}

beforeEach(() => {
  // The mocked auth state above is signed in; the API client reads the session from the auth client.
  signInApiClient({ accessToken: 'token-1' });
  FakeRecorder.reset();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VoiceRecorderButton', () => {
  it('records while held, previews the note and sends it', async () => {
    const fetchMock = stubVoiceNotes(() => jsonResponse(sent, 201));
    const { record, onSent } = renderButton();

    const dialog = await record(3);
    expect(within(dialog).getByTestId('voice-preview-time')).toHaveTextContent('00:00 / 00:03');
    const waveform = await within(dialog).findByRole('slider', { name: 'Voice note position' });
    expect(waveform.children).toHaveLength(25);
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Discard' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Voice note sent')).toBeInTheDocument();
    expect(screen.getByText('Duration: 00:03')).toBeInTheDocument();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(sent));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ room_name: ROOM, entity_id: 'c1', message_id: MESSAGE_ID, duration: 3 });
  });

  it('keeps the preview when the send fails and shows why', async () => {
    stubVoiceNotes(() => jsonResponse({ error: 'Verify your identity before sending messages' }, 403));
    const { record, onSent } = renderButton();
    const dialog = await record(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send')).toBeInTheDocument();
    expect(screen.getByText('Verify your identity before sending messages')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Send' })).toBeEnabled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('throws the note away with Discard', async () => {
    const fetchMock = stubVoiceNotes(() => jsonResponse(sent));
    const { record, media } = renderButton();
    const dialog = await record(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(media.revokeObjectURL).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the browser cannot record', async () => {
    stubVoiceNotes(() => jsonResponse(sent));
    const { media } = fakeMedia({ MediaRecorder: null });
    renderWithProviders(
      <VoiceRecorderButton roomName={ROOM} entityId="c1" entityRole="client" media={media} />,
    );
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Hold to record a voice note' }), {
      button: 0,
      pointerId: 1,
    });
    await wait(250);
    expect(await screen.findByText('Not supported')).toBeInTheDocument();
    expect(screen.getByText('Voice recording is not supported on this browser')).toBeInTheDocument();
  });

  it('does not record while disabled', async () => {
    const { media } = fakeMedia();
    renderWithProviders(
      <VoiceRecorderButton roomName={ROOM} entityId="c1" entityRole="client" media={media} disabled />,
    );
    const button = screen.getByRole('button', { name: 'Hold to record a voice note' });
    expect(button).toBeDisabled();
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
    await wait(250);
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });
});
