import type { VoiceNoteResponse } from '@reelhire/shared/chat-attachments';

/** A finished recording, waiting in the preview. */
export interface VoiceRecording {
  blob: Blob;
  /** An object URL of the blob, for the preview's player. */
  url: string;
  /** The recorder's type, e.g. 'audio/webm;codecs=opus'. */
  mimeType: string;
  durationSeconds: number;
  /** 50 points 0..1; null while it is measured or when it could not be. */
  waveform: number[] | null;
}

/**
 * docs/product.md §4's voice states: idle -> recording -> preview (playing/paused) -> uploading -> sent or
 * cancelled. 'starting' is the wait for the microphone between the hold and the first sound.
 */
export type VoiceRecorderState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'recording'; elapsedMs: number }
  | { status: 'preview'; recording: VoiceRecording; playing: boolean }
  | { status: 'uploading'; recording: VoiceRecording }
  | { status: 'sent'; response: VoiceNoteResponse }
  | { status: 'cancelled' };

export type VoiceRecorderEvent =
  | { type: 'start' }
  | { type: 'recording' }
  | { type: 'tick'; elapsedMs: number }
  | { type: 'stopped'; recording: VoiceRecording }
  | { type: 'waveform'; waveform: number[] | null }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'upload' }
  | { type: 'upload-failed' }
  | { type: 'sent'; response: VoiceNoteResponse }
  | { type: 'cancel' }
  | { type: 'fail' };

export const INITIAL_VOICE_STATE: VoiceRecorderState = { status: 'idle' };

/** Whether a new recording may begin: nothing is being recorded, previewed or sent. */
export function isAtRest(state: VoiceRecorderState): boolean {
  return state.status === 'idle' || state.status === 'sent' || state.status === 'cancelled';
}

/** The transitions; an event that does not fit the current state changes nothing. */
export function voiceRecorderReducer(
  state: VoiceRecorderState,
  event: VoiceRecorderEvent,
): VoiceRecorderState {
  switch (event.type) {
    case 'start':
      return isAtRest(state) ? { status: 'starting' } : state;
    case 'recording':
      return state.status === 'starting' ? { status: 'recording', elapsedMs: 0 } : state;
    case 'tick':
      return state.status === 'recording' ? { status: 'recording', elapsedMs: event.elapsedMs } : state;
    case 'stopped':
      return state.status === 'recording' || state.status === 'starting'
        ? { status: 'preview', recording: event.recording, playing: false }
        : state;
    case 'waveform':
      if (state.status === 'preview' || state.status === 'uploading') {
        return { ...state, recording: { ...state.recording, waveform: event.waveform } };
      }
      return state;
    case 'play':
      return state.status === 'preview' ? { ...state, playing: true } : state;
    case 'pause':
      return state.status === 'preview' ? { ...state, playing: false } : state;
    case 'upload':
      return state.status === 'preview' ? { status: 'uploading', recording: state.recording } : state;
    case 'upload-failed':
      // docs/product.md §8: a failed send returns to the preview, where the note can be sent again.
      return state.status === 'uploading'
        ? { status: 'preview', recording: state.recording, playing: false }
        : state;
    case 'sent':
      return state.status === 'uploading' ? { status: 'sent', response: event.response } : state;
    case 'cancel':
      return state.status === 'uploading' ? state : { status: 'cancelled' };
    case 'fail':
      return state.status === 'uploading' ? state : { status: 'idle' };
  }
}
