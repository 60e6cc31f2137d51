import { CRAFT_IDS, type Craft } from '@reelhire/shared/crafts';
import { PITCH_FORMATS, type PitchFormat } from '@reelhire/shared/pitches';
import { useUrlFilters } from '@/lib/use-debounced-filter';
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
  const [params, set] = useUrlFilters<'q' | 'format' | 'craft' | 'budget' | 'saved'>();
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
  return [filters, set] as const;
}
