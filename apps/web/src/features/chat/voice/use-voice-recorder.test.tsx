import type { VoiceNoteResponse, VoiceNoteUpload } from '@reelhire/shared/chat-attachments';
import { VOICE } from '@reelhire/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useVoiceRecorder, type VoiceMedia } from './use-voice-recorder';
import { fakeMedia, FakeRecorder, MESSAGE_ID, WAVEFORM } from './voice-test-kit';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const ROOM = 'chat_client_c1_filmmaker_f1';
const response: VoiceNoteResponse = {
  attachment_id: 'att-1',
  file_url: 'file-1',
  signed_url: 'http://localhost/api/files/file-1?expires=1&signature=s',
  duration: 3,
  waveform_data: WAVEFORM,
  message_id: MESSAGE_ID,
};

function setup(media: VoiceMedia, upload = vi.fn(async (_input: VoiceNoteUpload) => response)) {
  const onSent = vi.fn();
  const hook = renderHook(() => useVoiceRecorder({ roomName: ROOM, entityId: 'c1', upload, onSent, media }));
  return { ...hook, upload, onSent };
}

/** Runs timers and the promises they start. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function recordFor(result: ReturnType<typeof setup>['result'], ms: number) {
  act(() => result.current.press());
  await advance(VOICE.holdToRecordMs);
  await advance(ms);
  act(() => result.current.release());
  await advance(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeRecorder.reset();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useVoiceRecorder', () => {
  it('starts only after the button is held for 200 ms, with 48 kHz mono and a 1 s chunk', async () => {
    const { media } = fakeMedia();
    const { result } = setup(media);

    act(() => result.current.press());
    await advance(VOICE.holdToRecordMs - 1);
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('idle');

    await advance(1);
    expect(result.current.state.status).toBe('recording');
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: expect.objectContaining({ sampleRate: 48000, channelCount: 1 }),
    });
    expect(FakeRecorder.last.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 32000,
    });
    expect(FakeRecorder.last.start).toHaveBeenCalledWith(1000);
  });

  it('does nothing for a tap shorter than the hold', async () => {
    const { media } = fakeMedia();
    const { result } = setup(media);
    act(() => result.current.press());
    await advance(150);
    act(() => result.current.release());
    await advance(1000);
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(result.current.state.status).toBe('idle');
  });

  it('stops on release and previews the note with its length and waveform', async () => {
    const { media, track } = fakeMedia();
    const { result } = setup(media);
    await recordFor(result, 3000);

    const state = result.current.state;
    expect(state.status).toBe('preview');
    if (state.status !== 'preview') return;
    expect(state.playing).toBe(false);
    expect(state.recording.durationSeconds).toBe(3);
    expect(state.recording.url).toBe('blob:voice-note');
    expect(state.recording.waveform).toEqual(WAVEFORM);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops by itself at 300 seconds', async () => {
    const { media } = fakeMedia();
    const { result } = setup(media);
    act(() => result.current.press());
    await advance(VOICE.holdToRecordMs);
    await advance(VOICE.maxDurationSeconds * 1000 - 1);
    expect(result.current.state.status).toBe('recording');
    await advance(1);
    const state = result.current.state;
    expect(state.status).toBe('preview');
    if (state.status === 'preview') expect(state.recording.durationSeconds).toBe(300);
  });

  it('sends the note with a client-made message id and says so with its duration', async () => {
    const { media } = fakeMedia();
    const { result, upload, onSent } = setup(media);
    await recordFor(result, 65_000);

    await act(() => result.current.send());

    expect(upload).toHaveBeenCalledWith({
      room_name: ROOM,
      duration: 65,
      file_data: btoa('voice-bytes'),
      mime_type: 'audio/webm',
      file_size: 'voice-bytes'.length,
      waveform_data: WAVEFORM,
      entity_id: 'c1',
      message_id: MESSAGE_ID,
    });
    expect(toast.success).toHaveBeenCalledWith('Voice note sent', { description: 'Duration: 01:05' });
    expect(onSent).toHaveBeenCalledWith(response);
    expect(result.current.state.status).toBe('sent');
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:voice-note');
  });

  it('shows and sends one duration: the preview, the upload and the toast agree', async () => {
    const { media } = fakeMedia();
    const { result, upload } = setup(media);
    await recordFor(result, 2496);
    const state = result.current.state;
    expect(state.status === 'preview' && state.recording.durationSeconds).toBe(2.5);
    await act(() => result.current.send());
    expect(upload.mock.calls[0]![0].duration).toBe(2.5);
    expect(toast.success).toHaveBeenCalledWith('Voice note sent', { description: 'Duration: 00:03' });
  });

  it('sends without a waveform when it cannot be measured', async () => {
    const { media } = fakeMedia({ measureWaveform: vi.fn(async () => Promise.reject(new Error('decode'))) });
    const { result, upload } = setup(media);
    await recordFor(result, 2000);
    await act(() => result.current.send());
    expect(upload.mock.calls[0]![0]).not.toHaveProperty('waveform_data');
    expect(result.current.state.status).toBe('sent');
  });

  it('returns to the preview when the send fails, with the server text, and retries with the same id', async () => {
    const { media } = fakeMedia();
    const upload = vi
      .fn<(input: VoiceNoteUpload) => Promise<VoiceNoteResponse>>()
      .mockRejectedValueOnce(new ApiError('You are not part of this conversation', 403, {}))
      .mockRejectedValueOnce('a non-error')
      .mockResolvedValueOnce(response);
    const { result } = setup(media, upload);
    await recordFor(result, 2000);

    await act(() => result.current.send());
    expect(toast.error).toHaveBeenCalledWith('Failed to send', {
      description: 'You are not part of this conversation',
    });
    expect(result.current.state.status).toBe('preview');

    await act(() => result.current.send());
    expect(toast.error).toHaveBeenLastCalledWith('Failed to send', { description: 'Please try again' });
    expect(result.current.state.status).toBe('preview');

    await act(() => result.current.send());
    expect(result.current.state.status).toBe('sent');
    expect(new Set(upload.mock.calls.map(([input]) => input.message_id))).toEqual(new Set([MESSAGE_ID]));
  });

  it('says the browser cannot record when it has no microphone access or recorder', async () => {
    for (const missing of [{ getUserMedia: null }, { MediaRecorder: null }]) {
      const { media } = fakeMedia(missing);
      const { result, unmount } = setup(media);
      act(() => result.current.press());
      await advance(VOICE.holdToRecordMs);
      expect(result.current.state.status).toBe('idle');
      unmount();
    }
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledWith('Not supported', {
      description: 'Voice recording is not supported on this browser',
    });
  });

  it('asks to check the microphone permissions when the microphone cannot be opened', async () => {
    const { media } = fakeMedia({
      getUserMedia: vi.fn(async () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      ),
    });
    const { result } = setup(media);
    act(() => result.current.press());
    await advance(VOICE.holdToRecordMs);
    expect(toast.error).toHaveBeenCalledWith('Failed to start recording', {
      description: 'Please check your microphone permissions',
    });
    expect(result.current.state.status).toBe('idle');
  });

  it('reports a recorder error with its message and lets go of the microphone', async () => {
    const { media, track } = fakeMedia();
    const { result } = setup(media);
    act(() => result.current.press());
    await advance(VOICE.holdToRecordMs);
    act(() => FakeRecorder.last.fail('The device was unplugged'));
    expect(toast.error).toHaveBeenCalledWith('Recording failed', { description: 'The device was unplugged' });
    expect(result.current.state.status).toBe('idle');
    expect(track.stop).toHaveBeenCalled();
    act(() => result.current.release());
    await advance(0);
    expect(result.current.state.status).toBe('idle');
  });

  it('records nothing when released while the browser was still asking for the microphone', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const { media, stream, track } = fakeMedia();
    media.getUserMedia = vi.fn(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
    const { result } = setup(media);
    act(() => result.current.press());
    await advance(VOICE.holdToRecordMs);
    expect(result.current.state.status).toBe('starting');
    act(() => result.current.release());
    await act(async () => grant(stream));
    expect(result.current.state.status).toBe('cancelled');
    expect(FakeRecorder.instances).toHaveLength(0);
    expect(track.stop).toHaveBeenCalled();
  });

  it('discards a previewed note', async () => {
    const { media } = fakeMedia();
    const { result, upload } = setup(media);
    await recordFor(result, 1500);
    act(() => result.current.discard());
    expect(result.current.state.status).toBe('cancelled');
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:voice-note');
    expect(upload).not.toHaveBeenCalled();
  });

  it('tracks play and pause in the preview', async () => {
    const { media } = fakeMedia();
    const { result } = setup(media);
    await recordFor(result, 1500);
    act(() => result.current.setPlaying(true));
    expect(result.current.state).toMatchObject({ status: 'preview', playing: true });
    act(() => result.current.setPlaying(false));
    expect(result.current.state).toMatchObject({ status: 'preview', playing: false });
  });
});
