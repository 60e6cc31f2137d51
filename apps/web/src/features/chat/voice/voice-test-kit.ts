import { vi } from 'vitest';
import type { RecorderLike, VoiceMedia } from './use-voice-recorder';

// A fake microphone and MediaRecorder for the voice recorder's tests: the recorder hands out one chunk
// when stopped, as browsers hand out the last slice; `fail` plays a recorder error.

export class FakeRecorder implements RecorderLike {
  static instances: FakeRecorder[] = [];
  static supported = new Set<string>(['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus']);
  static isTypeSupported = vi.fn((type: string) => FakeRecorder.supported.has(type));

  state: RecorderLike['state'] = 'inactive';
  readonly mimeType: string;
  ondataavailable: RecorderLike['ondataavailable'] = null;
  onstop: RecorderLike['onstop'] = null;
  onerror: RecorderLike['onerror'] = null;
  readonly start = vi.fn((_timeslice?: number) => {
    this.state = 'recording';
  });
  readonly stop = vi.fn(() => {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  });

  readonly stream: MediaStream;
  readonly options: MediaRecorderOptions | undefined;

  constructor(stream: MediaStream, options?: MediaRecorderOptions) {
    this.stream = stream;
    this.options = options;
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeRecorder.instances.push(this);
  }

  fail(message: string) {
    this.onerror?.({ error: new DOMException(message, 'UnknownError') });
  }

  static reset() {
    FakeRecorder.instances = [];
    FakeRecorder.supported = new Set(['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus']);
    FakeRecorder.isTypeSupported.mockClear();
  }

  static get last(): FakeRecorder {
    const recorder = FakeRecorder.instances.at(-1);
    if (!recorder) throw new Error('No recorder was made');
    return recorder;
  }
}

export function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

export const WAVEFORM = Array.from({ length: 50 }, (_, i) => Math.round((i / 49) * 1000) / 1000);
export const MESSAGE_ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

export function fakeMedia(overrides: Partial<VoiceMedia> = {}) {
  const { stream, track } = fakeStream();
  const media = {
    getUserMedia: vi.fn(async (_constraints: MediaStreamConstraints) => stream),
    MediaRecorder: FakeRecorder,
    measureWaveform: vi.fn(async (_blob: Blob) => WAVEFORM),
    createObjectURL: vi.fn((_blob: Blob) => 'blob:voice-note'),
    revokeObjectURL: vi.fn((_url: string) => undefined),
    randomId: vi.fn(() => MESSAGE_ID),
    now: () => Date.now(),
    ...overrides,
  } satisfies VoiceMedia;
  return { media, stream, track };
}
