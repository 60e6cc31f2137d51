import { describe, expect, it } from 'vitest';
import { describeMachines } from './machine-test-kit.ts';
import { PITCH_FORMATS, pitchInputSchema, pitchMachine, pitchProjectDescription } from './pitches.ts';
import { PRODUCTION_TYPE_IDS } from './projects.ts';
import type { StateMachine } from './state-machine.ts';

describeMachines([pitchMachine] as unknown as StateMachine<string, string>[]);

const input = {
  title: 'Salt roads',
  logline: 'Three generations of salt harvesters face their last summer on the marsh.',
  format: 'documentary',
  budget_min_minor: 500_000,
  budget_max_minor: 2_000_000,
  currency: 'GBP',
};

describe('pitch input', () => {
  it('takes a pitch and fills its lists', () => {
    expect(pitchInputSchema.parse(input)).toMatchObject({
      treatment: null,
      reference_links: [],
      media_file_ids: [],
    });
  });

  it('refuses a budget range upside down, and a format that is not a pitch format', () => {
    const upsideDown = pitchInputSchema.safeParse({ ...input, budget_max_minor: 100 });
    expect(upsideDown.error?.issues[0]).toMatchObject({ path: ['budget_max_minor'] });
    expect(pitchInputSchema.safeParse({ ...input, format: 'photography' }).success).toBe(false);
  });

  it('every format is a project production type, so a pitch can become a project', () => {
    for (const { id: format } of PITCH_FORMATS) {
      expect(PRODUCTION_TYPE_IDS).toContain(format);
    }
  });

  it('describes the project with the logline then the treatment, cut to the project limit', () => {
    expect(pitchProjectDescription({ logline: 'A.', treatment: 'B.' }, 100)).toBe('A.\n\nB.');
    expect(pitchProjectDescription({ logline: 'A.', treatment: null }, 100)).toBe('A.');
    expect(pitchProjectDescription({ logline: 'x'.repeat(20), treatment: null }, 10)).toHaveLength(10);
  });
});
