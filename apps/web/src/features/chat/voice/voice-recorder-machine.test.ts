import type { VoiceNoteResponse } from '@reelhire/shared/chat-attachments';
import {
  INITIAL_VOICE_STATE,
  voiceRecorderReducer,
  type VoiceRecorderEvent,
  type VoiceRecorderState,
  type VoiceRecording,
} from './voice-recorder-machine';

const recording: VoiceRecording = {
  blob: new Blob(['x']),
  url: 'blob:x',
  mimeType: 'audio/webm',
  durationSeconds: 4,
  waveform: null,
};
const response = { message_id: 'm' } as VoiceNoteResponse;

const run = (events: VoiceRecorderEvent[], from: VoiceRecorderState = INITIAL_VOICE_STATE) =>
  events.reduce(voiceRecorderReducer, from);

describe('voice recorder states', () => {
  it('goes idle -> recording -> preview (playing/paused) -> uploading -> sent', () => {
    const steps: VoiceRecorderEvent[] = [
      { type: 'start' },
      { type: 'recording' },
      { type: 'tick', elapsedMs: 1200 },
      { type: 'stopped', recording },
      { type: 'play' },
      { type: 'pause' },
      { type: 'upload' },
      { type: 'sent', response },
    ];
    const seen = steps.reduce<VoiceRecorderState[]>(
      (states, event) => [...states, voiceRecorderReducer(states.at(-1)!, event)],
      [INITIAL_VOICE_STATE],
    );
    expect(seen.map((state) => state.status)).toEqual([
      'idle',
      'starting',
      'recording',
      'recording',
      'preview',
      'preview',
      'preview',
      'uploading',
      'sent',
    ]);
    expect(seen[3]).toEqual({ status: 'recording', elapsedMs: 1200 });
    expect(seen[5]).toMatchObject({ playing: true });
    expect(seen[6]).toMatchObject({ playing: false });
  });

  it('returns to the preview when the upload fails, and can be cancelled from it', () => {
    const uploading = run([
      { type: 'start' },
      { type: 'recording' },
      { type: 'stopped', recording },
      { type: 'upload' },
    ]);
    const back = voiceRecorderReducer(uploading, { type: 'upload-failed' });
    expect(back).toEqual({ status: 'preview', recording, playing: false });
    expect(voiceRecorderReducer(back, { type: 'cancel' })).toEqual({ status: 'cancelled' });
  });

  it('keeps an upload under way from being cancelled or failed', () => {
    const uploading = run([
      { type: 'start' },
      { type: 'recording' },
      { type: 'stopped', recording },
      { type: 'upload' },
    ]);
    expect(voiceRecorderReducer(uploading, { type: 'cancel' })).toBe(uploading);
    expect(voiceRecorderReducer(uploading, { type: 'fail' })).toBe(uploading);
  });

  it('fills in the waveform once measured, and ignores events that do not fit', () => {
    const preview = run([{ type: 'start' }, { type: 'recording' }, { type: 'stopped', recording }]);
    expect(voiceRecorderReducer(preview, { type: 'waveform', waveform: [0.5] })).toMatchObject({
      recording: { waveform: [0.5] },
    });
    expect(voiceRecorderReducer(INITIAL_VOICE_STATE, { type: 'upload' })).toBe(INITIAL_VOICE_STATE);
    expect(voiceRecorderReducer(INITIAL_VOICE_STATE, { type: 'stopped', recording })).toBe(
      INITIAL_VOICE_STATE,
    );
    expect(voiceRecorderReducer(preview, { type: 'start' })).toBe(preview);
  });

  it('starts again after a note was sent or cancelled', () => {
    expect(voiceRecorderReducer({ status: 'sent', response }, { type: 'start' })).toEqual({
      status: 'starting',
    });
    expect(voiceRecorderReducer({ status: 'cancelled' }, { type: 'start' })).toEqual({ status: 'starting' });
  });
});
