import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { pitchInputSchema, type Pitch } from '@reelhire/shared/pitches';
import { mappedZodResolver } from '@/lib/mapped-zod-resolver';

/** What the pitch form holds: text as typed, budgets in main units, links one per line. */
export interface PitchFormValues {
  title: string;
  logline: string;
  treatment: string;
  format: string;
  budget_min: string;
  budget_max: string;
  currency: string;
  reference_links: string;
  media_file_ids: string[];
}

export const emptyPitchForm: PitchFormValues = {
  title: '',
  logline: '',
  treatment: '',
  format: '',
  budget_min: '',
  budget_max: '',
  currency: 'GBP',
  reference_links: '',
  media_file_ids: [],
};

export function pitchFormValues(pitch: Pitch): PitchFormValues {
  return {
    title: pitch.title,
    logline: pitch.logline,
    treatment: pitch.treatment ?? '',
    format: pitch.format,
    budget_min: String(fromMinorUnits(pitch.budget_min_minor, pitch.currency)),
    budget_max: String(fromMinorUnits(pitch.budget_max_minor, pitch.currency)),
    currency: pitch.currency,
    reference_links: pitch.reference_links.join('\n'),
    media_file_ids: pitch.media.map((file) => file.id),
  };
}

const amount = (text: string, currency: string) => {
  const trimmed = text.trim().replaceAll(',', '');
  return trimmed ? toMinorUnits(Number(trimmed), currency) : undefined;
};

/** The API's input: budgets in minor units of the currency, one link per non-empty line. */
export function toPitchInput(values: PitchFormValues) {
  return {
    title: values.title,
    logline: values.logline,
    treatment: values.treatment,
    format: values.format,
    budget_min_minor: amount(values.budget_min, values.currency),
    budget_max_minor: amount(values.budget_max, values.currency),
    currency: values.currency,
    reference_links: values.reference_links
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    media_file_ids: values.media_file_ids,
  };
}

function pitchFieldOf(path: string): string {
  if (path === 'budget_min_minor') return 'budget_min';
  if (path === 'budget_max_minor') return 'budget_max';
  if (path.startsWith('reference_links')) return 'reference_links';
  return path;
}

export const pitchFormResolver = mappedZodResolver<PitchFormValues, typeof pitchInputSchema>(
  pitchInputSchema,
  toPitchInput,
  pitchFieldOf,
);
