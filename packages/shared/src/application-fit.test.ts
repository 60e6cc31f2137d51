import { describe, expect, it } from 'vitest';
import { applicationFitScore, type FitInput } from './applications.ts';

const base: FitInput = {
  job: {
    craft: 'director of photography',
    remote: false,
    city: 'London',
    country: 'GB',
    rate_min_minor: 40_000,
    rate_max_minor: 60_000,
  },
  filmmaker: { crafts: ['director of photography', 'camera operator'], city: 'london', country: 'GB' },
  proposedRateMinor: 50_000,
  availability: 'all_dates',
};

describe('applicationFitScore', () => {
  it('is 1 for the primary craft, the same city, a rate in range and every date free', () => {
    expect(applicationFitScore(base)).toBe(1);
  });

  it('counts a secondary craft less than the primary one, and another craft not at all', () => {
    const secondary = applicationFitScore({
      ...base,
      filmmaker: { ...base.filmmaker, crafts: ['camera operator', 'director of photography'] },
    });
    const other = applicationFitScore({ ...base, filmmaker: { ...base.filmmaker, crafts: ['gaffer'] } });
    expect(secondary).toBeLessThan(1);
    expect(other).toBeLessThan(secondary);
    expect(other).toBeCloseTo(0.6);
  });

  it('gives half the place score for the same country and all of it when the job is remote', () => {
    const elsewhere = { ...base, filmmaker: { ...base.filmmaker, city: 'Leeds' } };
    expect(applicationFitScore(elsewhere)).toBeCloseTo(0.9);
    expect(applicationFitScore({ ...elsewhere, job: { ...base.job, remote: true } })).toBe(1);
    const abroad = { ...base, filmmaker: { ...base.filmmaker, city: 'Paris', country: 'FR' } };
    expect(applicationFitScore(abroad)).toBeCloseTo(0.8);
  });

  it('fits a rate below or inside the range fully and fades above it', () => {
    expect(applicationFitScore({ ...base, proposedRateMinor: 10_000 })).toBe(1);
    expect(applicationFitScore({ ...base, proposedRateMinor: 90_000 })).toBeCloseTo(0.875);
    expect(applicationFitScore({ ...base, proposedRateMinor: 500_000 })).toBeCloseTo(0.75);
  });

  it('weighs the dates the filmmaker can do, and always stays within 0..1', () => {
    const some = applicationFitScore({ ...base, availability: 'some_dates' });
    const flexible = applicationFitScore({ ...base, availability: 'flexible' });
    expect(some).toBeLessThan(flexible);
    const worst = applicationFitScore({
      job: { ...base.job },
      filmmaker: { crafts: [], city: null, country: null },
      proposedRateMinor: 1_000_000_000,
      availability: 'some_dates',
    });
    expect(worst).toBeGreaterThanOrEqual(0);
    expect(worst).toBeLessThan(0.1);
  });
});
