import { VOICE } from '@reelhire/shared/constants';

/**
 * docs/product.md §9's waveform: the recording split into `points` equal buckets, each the loudest sample's
 * magnitude, scaled so the loudest bucket is 1 (a quiet voice still shows its shape).
 */
export function peakWaveform(samples: ArrayLike<number>, points: number = VOICE.waveformPoints): number[] {
  const peaks = new Array<number>(points).fill(0);
  const length = samples.length;
  if (length === 0) return peaks;
  for (let point = 0; point < points; point += 1) {
    const start = Math.min(length - 1, Math.floor((point * length) / points));
    const end = Math.max(start + 1, Math.floor(((point + 1) * length) / points));
    let peak = 0;
    for (let i = start; i < end && i < length; i += 1) {
      const magnitude = Math.abs(samples[i]!);
      if (magnitude > peak) peak = magnitude;
    }
    peaks[point] = peak;
  }
  const loudest = Math.max(...peaks);
  if (!(loudest > 0)) return peaks;
  return peaks.map((peak) => Math.round((peak / loudest) * 1000) / 1000);
}

/** Bar height of a voice note whose waveform is unknown: a calm, even line. */
const FLAT_LEVEL = 0.25;

/**
 * The bars drawn: `shown` of the stored points (docs/product.md §9: 25 of 50), each the peak of its group,
 * so a short loud word is not lost between two bars. No waveform draws an even line.
 */
export function shownWaveform(
  points: readonly number[] | null | undefined,
  shown: number = VOICE.waveformPointsShown,
): number[] {
  if (!points || points.length === 0) return new Array<number>(shown).fill(FLAT_LEVEL);
  const bars: number[] = [];
  for (let bar = 0; bar < shown; bar += 1) {
    const start = Math.min(points.length - 1, Math.floor((bar * points.length) / shown));
    const end = Math.max(start + 1, Math.floor(((bar + 1) * points.length) / shown));
    let peak = 0;
    for (let i = start; i < end && i < points.length; i += 1) peak = Math.max(peak, points[i]!);
    bars.push(Math.min(1, Math.max(0, peak)));
  }
  return bars;
}

type AudioContextConstructor = new () => BaseAudioContext & { close?: () => Promise<void> };

/** Decodes a recording with Web Audio and measures its waveform; rejects when the browser cannot. */
export async function waveformOfRecording(blob: Blob): Promise<number[]> {
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Context) throw new Error('Web Audio is not available');
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    return peakWaveform(buffer.getChannelData(0));
  } finally {
    void context.close?.().catch(() => undefined);
  }
}
