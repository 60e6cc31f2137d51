import { CRAFT_IDS, type Craft } from '@reelhire/shared/crafts';
import { PITCH_FORMATS, type PitchFormat } from '@reelhire/shared/pitches';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PitchFilters } from './api/list-pitches';

/** Budget ceilings a client picks from, in minor units: pitches whose lowest budget fits under it. */
export const BUDGET_CEILINGS = [
  { value: '500000', label: 'Up to 5k' },
  { value: '2000000', label: 'Up to 20k' },
  { value: '5000000', label: 'Up to 50k' },
  { value: '10000000', label: 'Up to 100k' },
] as const;

const isFormat = (value: string | null): value is PitchFormat =>
  PITCH_FORMATS.some((format) => format.id === value);
const isCraft = (value: string | null): value is Craft =>
  (CRAFT_IDS as readonly (string | null)[]).includes(value);
const isCeiling = (value: string | null) => BUDGET_CEILINGS.some((ceiling) => ceiling.value === value);

/** The browse filters live in the address bar (shareable, kept on reload and Back). */
export function usePitchFilters() {
  const [params, setParams] = useSearchParams();
  const format = params.get('format');
  const craft = params.get('craft');
  const budget = params.get('budget');
  const filters: PitchFilters = {
    q: params.get('q')?.trim() ?? '',
    format: isFormat(format) ? format : '',
    craft: isCraft(craft) ? craft : '',
    budget_max_minor: isCeiling(budget) ? budget! : '',
    saved: params.get('saved') === 'true',
  };
  // The address as last written, not as last rendered: the debounced search and a filter picked right after
  // it must not each start from the address before the other (the router's updater gets the rendered one).
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const set = (
    changes: Partial<Record<'q' | 'format' | 'craft' | 'budget' | 'saved', string>>,
    replace = false,
  ) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace });
  };
  return [filters, set] as const;
}
