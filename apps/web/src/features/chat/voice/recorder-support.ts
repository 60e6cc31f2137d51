import { VOICE } from '@reelhire/shared/constants';

/** docs/product.md §9: the first format the browser records, in the product's order of preference. */
export function chooseMimeType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of VOICE.preferredMimeTypes) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // Some engines throw for a type they do not know instead of answering false.
    }
  }
  return null;
}

/** 32 kbps for WebM and Opus (plenty for speech); other formats keep the browser's own bitrate. */
export function recorderOptions(mimeType: string | null): MediaRecorderOptions {
  if (!mimeType) return {};
  return /webm|opus/i.test(mimeType)
    ? { mimeType, audioBitsPerSecond: VOICE.opusBitsPerSecond }
    : { mimeType };
}

/** docs/product.md §9: 48 kHz, mono. Speech is clearer with the browser's echo and noise suppression. */
export const VOICE_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    sampleRate: VOICE.sampleRate,
    channelCount: VOICE.channelCount,
    echoCancellation: true,
    noiseSuppression: true,
  },
};

/**
 * The MIME type sent with the upload: the container without codec parameters ('audio/webm'), which is
 * what the server detects from the content and compares against.
 */
export function uploadMimeType(recordedType: string): string {
  return recordedType.split(';')[0]!.trim().toLowerCase() || 'audio/webm';
}

/** Bytes as base64 for the JSON upload, in slices so a long note does not overflow the call stack. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) {
    binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  }
  return btoa(binary);
}
