import { VOICE } from '@reelhire/shared/constants';
import { peakWaveform, shownWaveform } from './waveform-data';

describe('peakWaveform', () => {
  it('takes the loudest sample of each of 50 buckets, scaled so the loudest is 1', () => {
    // 100 samples: bucket k holds samples 2k and 2k+1; the second of each is the peak, some negative.
    const samples = new Float32Array(100);
    for (let k = 0; k < 50; k += 1) {
      samples[2 * k] = 0.01;
      samples[2 * k + 1] = (k % 2 ? -1 : 1) * (k + 1) * 0.01;
    }
    const points = peakWaveform(samples);
    expect(points).toHaveLength(VOICE.waveformPoints);
    expect(points[49]).toBe(1);
    expect(points[0]).toBe(0.02);
    expect(points[24]).toBe(0.5);
    expect(points.every((p) => p >= 0 && p <= 1)).toBe(true);
  });

  it('gives a flat zero line for silence or no samples', () => {
    expect(peakWaveform(new Float32Array(1000))).toEqual(new Array(50).fill(0));
    expect(peakWaveform([])).toEqual(new Array(50).fill(0));
  });

  it('spreads fewer samples than points over the buckets', () => {
    const points = peakWaveform([0.5, -1], 4);
    expect(points).toEqual([0.5, 0.5, 1, 1]);
  });
});

describe('shownWaveform', () => {
  it('draws 25 bars from 50 points, each the peak of its pair', () => {
    const points = Array.from({ length: 50 }, (_, i) => (i % 2 ? 0.8 : 0.1));
    const bars = shownWaveform(points);
    expect(bars).toHaveLength(VOICE.waveformPointsShown);
    expect(new Set(bars)).toEqual(new Set([0.8]));
    expect(shownWaveform(Array.from({ length: 50 }, (_, i) => i / 49))[24]).toBe(1);
  });

  it('draws an even line when the note has no waveform', () => {
    const bars = shownWaveform(undefined);
    expect(bars).toHaveLength(25);
    expect(new Set(bars).size).toBe(1);
  });
});
