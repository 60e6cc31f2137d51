import {
  formatDuration,
  type VoiceNoteResponse,
  type VoiceNoteUpload,
} from '@reelhire/shared/chat-attachments';
import { VOICE } from '@reelhire/shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  blobToBase64,
  chooseMimeType,
  recorderOptions,
  uploadMimeType,
  VOICE_CONSTRAINTS,
} from './recorder-support';
import {
  INITIAL_VOICE_STATE,
  isAtRest,
  voiceRecorderReducer,
  type VoiceRecorderEvent,
  type VoiceRecorderState,
} from './voice-recorder-machine';
import { waveformOfRecording } from './waveform-data';

/** docs/product.md §5 and §8's voice texts, verbatim. */
export const VOICE_TEXTS = {
  notSupportedTitle: 'Not supported',
  notSupported: 'Voice recording is not supported on this browser',
  recordingFailed: 'Recording failed',
  startFailed: 'Failed to start recording',
  checkPermissions: 'Please check your microphone permissions',
  sendFailed: 'Failed to send',
  tryAgain: 'Please try again',
  sent: 'Voice note sent',
} as const;

/** The part of MediaRecorder the recorder uses, so tests can hand it a fake. */
export interface RecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  start(timeslice?: number): void;
  stop(): void;
}

export interface RecorderConstructor {
  new (stream: MediaStream, options?: MediaRecorderOptions): RecorderLike;
  isTypeSupported(type: string): boolean;
}

/** The browser APIs a recording needs; null ones mean the browser cannot record. */
export interface VoiceMedia {
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | null;
  MediaRecorder: RecorderConstructor | null;
  measureWaveform: (blob: Blob) => Promise<number[]>;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  randomId: () => string;
  now: () => number;
}

export function browserVoiceMedia(): VoiceMedia {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const Recorder = typeof MediaRecorder === 'undefined' ? null : MediaRecorder;
  return {
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : null,
    MediaRecorder: Recorder as unknown as RecorderConstructor | null,
    measureWaveform: waveformOfRecording,
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    randomId: () => crypto.randomUUID(),
    now: () => Date.now(),
  };
}

export interface UseVoiceRecorderOptions {
  roomName: string;
  entityId: string;
  /** Sends the note (POST voice-notes). */
  upload: (input: VoiceNoteUpload) => Promise<VoiceNoteResponse>;
  onSent?: (response: VoiceNoteResponse) => void;
  media?: VoiceMedia;
}

function messageOf(error: unknown): string | null {
  const candidate = error && typeof error === 'object' && 'error' in error ? error.error : error;
  return candidate &&
    typeof candidate === 'object' &&
    'message' in candidate &&
    typeof candidate.message === 'string'
    ? candidate.message || null
    : null;
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** What one recording holds outside React's state: devices, timers and the bytes as they arrive. */
interface Session {
  holdTimer: ReturnType<typeof setTimeout> | null;
  maxTimer: ReturnType<typeof setTimeout> | null;
  tickTimer: ReturnType<typeof setInterval> | null;
  /** The finger left the button while the microphone was still being asked for. */
  released: boolean;
  failed: boolean;
  unmounted: boolean;
  recorder: RecorderLike | null;
  stream: MediaStream | null;
  chunks: Blob[];
  startedAt: number;
  stoppedAt: number | null;
  url: string | null;
  waveform: Promise<number[] | null> | null;
  /** Made once per recording, so a send retried after a timeout is stored once. */
  messageId: string | null;
}

/**
 * The voice recorder of docs/product.md §2, §4 and §8: press and hold 200 ms to record, release to stop, a
 * preview to play, seek, discard or send. All device work and every toast live here; the button only
 * draws the state.
 */
export function useVoiceRecorder(options: UseVoiceRecorderOptions) {
  const [state, setState] = useState<VoiceRecorderState>(INITIAL_VOICE_STATE);
  const current = useRef<VoiceRecorderState>(INITIAL_VOICE_STATE);
  const latest = useRef(options);
  const [media] = useState(() => options.media ?? browserVoiceMedia());
  const session = useRef<Session>({
    holdTimer: null,
    maxTimer: null,
    tickTimer: null,
    released: false,
    failed: false,
    unmounted: false,
    recorder: null,
    stream: null,
    chunks: [],
    startedAt: 0,
    stoppedAt: null,
    url: null,
    waveform: null,
    messageId: null,
  });

  useEffect(() => {
    latest.current = options;
  });

  const dispatch = useCallback((event: VoiceRecorderEvent) => {
    const next = voiceRecorderReducer(current.current, event);
    if (next === current.current) return;
    current.current = next;
    if (!session.current.unmounted) setState(next);
  }, []);

  const clearTimers = useCallback(() => {
    const s = session.current;
    if (s.maxTimer) clearTimeout(s.maxTimer);
    if (s.tickTimer) clearInterval(s.tickTimer);
    s.maxTimer = null;
    s.tickTimer = null;
  }, []);

  const forgetRecording = useCallback(() => {
    const s = session.current;
    if (s.url) media.revokeObjectURL(s.url);
    s.url = null;
    s.waveform = null;
    s.messageId = null;
  }, [media]);

  const stopRecording = useCallback(() => {
    const s = session.current;
    clearTimers();
    s.stoppedAt = media.now();
    if (s.recorder && s.recorder.state !== 'inactive') s.recorder.stop();
  }, [clearTimers, media]);

  const finish = useCallback(
    (recorder: RecorderLike, stream: MediaStream, chosenType: string | null) => {
      const s = session.current;
      const durationMs = (s.stoppedAt ?? media.now()) - s.startedAt;
      stopTracks(stream);
      s.recorder = null;
      s.stream = null;
      if (s.failed || s.unmounted) return;
      const type = recorder.mimeType || chosenType || s.chunks[0]?.type || 'audio/webm';
      const blob = new Blob(s.chunks, { type });
      s.chunks = [];
      if (blob.size === 0) {
        // Nothing was captured (a hold released at once): there is nothing to preview.
        dispatch({ type: 'cancel' });
        return;
      }
      forgetRecording();
      s.url = media.createObjectURL(blob);
      s.messageId = media.randomId();
      // docs/product.md §8: a waveform that cannot be measured does not stop the note being sent.
      const waveform = media.measureWaveform(blob).then(
        (points) => points,
        (error: unknown) => {
          console.warn('The voice note waveform could not be measured', error);
          return null;
        },
      );
      s.waveform = waveform;
      dispatch({
        type: 'stopped',
        recording: {
          blob,
          url: s.url,
          mimeType: type,
          // Hundredths, as stored: the preview, the toast and the sent note then show the same mm:ss.
          durationSeconds:
            Math.round(Math.min(VOICE.maxDurationSeconds * 1000, Math.max(0, durationMs)) / 10) / 100,
          waveform: null,
        },
      });
      void waveform.then((points) => {
        if (session.current.waveform === waveform) dispatch({ type: 'waveform', waveform: points });
      });
    },
    [dispatch, forgetRecording, media],
  );

  const begin = useCallback(async () => {
    const s = session.current;
    const { getUserMedia, MediaRecorder: Recorder } = media;
    if (!getUserMedia || !Recorder) {
      toast.error(VOICE_TEXTS.notSupportedTitle, { description: VOICE_TEXTS.notSupported });
      return;
    }
    dispatch({ type: 'start' });
    let stream: MediaStream;
    try {
      stream = await getUserMedia(VOICE_CONSTRAINTS);
    } catch (error) {
      console.warn('The microphone could not be opened', error);
      toast.error(VOICE_TEXTS.startFailed, { description: VOICE_TEXTS.checkPermissions });
      dispatch({ type: 'fail' });
      return;
    }
    if (s.released || s.unmounted) {
      // Let go while the browser asked for the microphone: no recording was wanted after all.
      stopTracks(stream);
      dispatch({ type: 'cancel' });
      return;
    }
    const mimeType = chooseMimeType((type) => Recorder.isTypeSupported(type));
    let recorder: RecorderLike;
    try {
      recorder = new Recorder(stream, recorderOptions(mimeType));
      s.chunks = [];
      s.failed = false;
      s.stoppedAt = null;
      recorder.ondataavailable = (event) => {
        if (event.data && event.data.size > 0) s.chunks.push(event.data);
      };
      recorder.onstop = () => finish(recorder, stream, mimeType);
      recorder.onerror = (event) => {
        s.failed = true;
        clearTimers();
        if (s.recorder && s.recorder.state !== 'inactive') s.recorder.stop();
        stopTracks(stream);
        s.recorder = null;
        s.stream = null;
        s.chunks = [];
        toast.error(VOICE_TEXTS.recordingFailed, { description: messageOf(event) ?? 'Unknown error' });
        dispatch({ type: 'fail' });
      };
      recorder.start(VOICE.chunkIntervalMs);
    } catch (error) {
      stopTracks(stream);
      toast.error(VOICE_TEXTS.recordingFailed, { description: messageOf(error) ?? 'Unknown error' });
      dispatch({ type: 'fail' });
      return;
    }
    s.recorder = recorder;
    s.stream = stream;
    s.startedAt = media.now();
    dispatch({ type: 'recording' });
    s.tickTimer = setInterval(() => dispatch({ type: 'tick', elapsedMs: media.now() - s.startedAt }), 250);
    // docs/product.md §4: the recording stops by itself at the maximum length.
    s.maxTimer = setTimeout(stopRecording, VOICE.maxDurationSeconds * 1000);
  }, [clearTimers, dispatch, finish, media, stopRecording]);

  /** The button is pressed: recording starts if it is still held after 200 ms. */
  const press = useCallback(() => {
    const s = session.current;
    if (!isAtRest(current.current) || s.holdTimer) return;
    s.released = false;
    s.holdTimer = setTimeout(() => {
      s.holdTimer = null;
      void begin();
    }, VOICE.holdToRecordMs);
  }, [begin]);

  /** The button is released: a tap does nothing, a recording stops and goes to the preview. */
  const release = useCallback(() => {
    const s = session.current;
    if (s.holdTimer) {
      clearTimeout(s.holdTimer);
      s.holdTimer = null;
      return;
    }
    s.released = true;
    if (current.current.status === 'recording') stopRecording();
  }, [stopRecording]);

  const discard = useCallback(() => {
    if (current.current.status !== 'preview') return;
    forgetRecording();
    dispatch({ type: 'cancel' });
  }, [dispatch, forgetRecording]);

  const setPlaying = useCallback(
    (playing: boolean) => dispatch({ type: playing ? 'play' : 'pause' }),
    [dispatch],
  );

  const send = useCallback(async () => {
    const state = current.current;
    if (state.status !== 'preview') return;
    const s = session.current;
    const { recording } = state;
    dispatch({ type: 'upload' });
    try {
      const waveform = recording.waveform ?? (s.waveform ? await s.waveform : null);
      const { roomName, entityId, upload } = latest.current;
      s.messageId ??= media.randomId();
      const response = await upload({
        room_name: roomName,
        duration: Math.max(0.01, recording.durationSeconds),
        file_data: await blobToBase64(recording.blob),
        mime_type: uploadMimeType(recording.mimeType),
        file_size: recording.blob.size,
        ...(waveform ? { waveform_data: waveform } : {}),
        entity_id: entityId,
        message_id: s.messageId,
      });
      forgetRecording();
      dispatch({ type: 'sent', response });
      toast.success(VOICE_TEXTS.sent, {
        description: `Duration: ${formatDuration(recording.durationSeconds)}`,
      });
      latest.current.onSent?.(response);
    } catch (error) {
      toast.error(VOICE_TEXTS.sendFailed, { description: messageOf(error) ?? VOICE_TEXTS.tryAgain });
      dispatch({ type: 'upload-failed' });
    }
  }, [dispatch, forgetRecording, media]);

  useEffect(() => {
    const s = session.current;
    s.unmounted = false;
    return () => {
      s.unmounted = true;
      if (s.holdTimer) clearTimeout(s.holdTimer);
      s.holdTimer = null;
      clearTimers();
      if (s.recorder && s.recorder.state !== 'inactive') s.recorder.stop();
      stopTracks(s.stream);
      forgetRecording();
    };
  }, [clearTimers, forgetRecording]);

  return { state, press, release, discard, send, setPlaying };
}
