import { VOICE } from '@reelhire/shared/constants';
import {
  blobToBase64,
  chooseMimeType,
  recorderOptions,
  uploadMimeType,
  VOICE_CONSTRAINTS,
} from './recorder-support';

describe('chooseMimeType', () => {
  it('asks in SPEC order: mp4, mpeg, webm opus, webm, ogg opus', () => {
    expect(VOICE.preferredMimeTypes).toEqual([
      'audio/mp4',
      'audio/mpeg',
      'audio/webm;codecs=opus',
      'audio/webm',
      'audio/ogg;codecs=opus',
    ]);
    const asked: string[] = [];
    expect(
      chooseMimeType((type) => {
        asked.push(type);
        return false;
      }),
    ).toBeNull();
    expect(asked).toEqual([...VOICE.preferredMimeTypes]);
  });

  it('takes the first the browser records', () => {
    const supports =
      (...types: string[]) =>
      (type: string) =>
        types.includes(type);
    expect(chooseMimeType(supports(...VOICE.preferredMimeTypes))).toBe('audio/mp4');
    expect(chooseMimeType(supports('audio/mpeg', 'audio/webm'))).toBe('audio/mpeg');
    expect(chooseMimeType(supports('audio/ogg;codecs=opus', 'audio/webm', 'audio/webm;codecs=opus'))).toBe(
      'audio/webm;codecs=opus',
    );
    expect(chooseMimeType(supports('audio/ogg;codecs=opus'))).toBe('audio/ogg;codecs=opus');
  });

  it('skips a type the engine throws on', () => {
    expect(
      chooseMimeType((type) => {
        if (type === 'audio/mp4') throw new Error('unknown type');
        return type === 'audio/webm';
      }),
    ).toBe('audio/webm');
  });
});

describe('recorderOptions', () => {
  it('asks 32 kbps for WebM and Opus only', () => {
    expect(recorderOptions('audio/webm;codecs=opus')).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 32000,
    });
    expect(recorderOptions('audio/webm')).toEqual({ mimeType: 'audio/webm', audioBitsPerSecond: 32000 });
    expect(recorderOptions('audio/ogg;codecs=opus')).toEqual({
      mimeType: 'audio/ogg;codecs=opus',
      audioBitsPerSecond: 32000,
    });
    expect(recorderOptions('audio/mp4')).toEqual({ mimeType: 'audio/mp4' });
    expect(recorderOptions('audio/mpeg')).toEqual({ mimeType: 'audio/mpeg' });
    expect(recorderOptions(null)).toEqual({});
  });

  it('records 48 kHz mono', () => {
    expect(VOICE_CONSTRAINTS.audio).toMatchObject({ sampleRate: 48000, channelCount: 1 });
  });
});

describe('upload helpers', () => {
  it('sends the container type without codec parameters', () => {
    expect(uploadMimeType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(uploadMimeType('audio/MP4')).toBe('audio/mp4');
    expect(uploadMimeType('')).toBe('audio/webm');
  });

  it('encodes the recording as base64, long ones too', async () => {
    expect(await blobToBase64(new Blob(['voice']))).toBe(btoa('voice'));
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    const encoded = await blobToBase64(new Blob([bytes]));
    expect(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))).toEqual(bytes);
  });
});
