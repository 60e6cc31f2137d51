import { z } from 'zod';
import { craftSchema } from './crafts.ts';
import {
  amountMinorSchema,
  optionalLongText,
  pageOf,
  pageQuerySchema,
  referenceLinksSchema,
  requiredText,
} from './hiring-fields.ts';
import { currencySchema, formatMoney } from './money.ts';
import { PRODUCTION_TYPES, type ProductionType } from './projects.ts';
import { defineMachine } from './state-machine.ts';

// The pitching room (issue 13, decision 0038): a filmmaker pitches an idea (title, logline, treatment,
// format, budget range, reference media) to verified clients, who browse, save, message the filmmaker or
// turn the pitch into a draft project of their own.

export const PITCH_STATUSES = ['draft', 'open', 'closed'] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];

export const PITCH_STATUS_LABELS: Record<PitchStatus, string> = {
  draft: 'Draft',
  open: 'Open to clients',
  closed: 'Closed',
};

/**
 * A pitch is written as a draft, opened to verified clients, closed when the filmmaker no longer offers
 * it (or by an admin moderating it) and may be reopened by the filmmaker. Deleting is not a state: the
 * owner's DELETE removes the pitch for good (decision 0038).
 */
export const pitchMachine = defineMachine({
  name: 'pitch',
  states: PITCH_STATUSES,
  initial: 'draft',
  // Nobody waits on a pitch (decision 0053).
  turns: { draft: null, open: null, closed: null },
  transitions: {
    publish: { to: 'open', by: { filmmaker: ['draft'] }, label: 'Publish' },
    close: { to: 'closed', by: { filmmaker: ['draft', 'open'], admin: ['open'] }, label: 'Close' },
    reopen: { to: 'open', by: { filmmaker: ['closed'] }, label: 'Reopen' },
  },
});
export type PitchTransition = keyof typeof pitchMachine.transitions;

/** The formats a pitch can be: the project production types an idea can be pitched as. */
const PITCH_FORMAT_IDS = [
  'short_film',
  'feature',
  'documentary',
  'series',
  'music_video',
  'commercial',
  'branded_content',
  'social_content',
  'animation',
  'corporate',
  'other',
] as const satisfies readonly ProductionType[];
export type PitchFormat = (typeof PITCH_FORMAT_IDS)[number];
export const PITCH_FORMATS = PITCH_FORMAT_IDS.map((id) => ({
  id,
  label: PRODUCTION_TYPES.find((type) => type.id === id)!.label,
}));
export const pitchFormatSchema = z.enum(PITCH_FORMAT_IDS, { error: 'Choose a format from the list' });

export const PITCH_TITLE_MAX = 120;
export const PITCH_LOGLINE_MAX = 300;
export const PITCH_TREATMENT_MAX = 8000;
export const PITCH_MEDIA_MAX = 6;

export const pitchInputSchema = z
  .object({
    title: requiredText(3, PITCH_TITLE_MAX, 'a title'),
    logline: requiredText(10, PITCH_LOGLINE_MAX, 'a logline'),
    treatment: optionalLongText(PITCH_TREATMENT_MAX, 'the treatment'),
    format: pitchFormatSchema,
    budget_min_minor: amountMinorSchema('The lowest budget'),
    budget_max_minor: amountMinorSchema('The highest budget'),
    currency: currencySchema,
    reference_links: referenceLinksSchema,
    media_file_ids: z
      .array(z.uuid({ error: 'A media file id is not valid' }))
      .max(PITCH_MEDIA_MAX, `Attach at most ${PITCH_MEDIA_MAX} files`)
      .default([]),
  })
  .refine((pitch) => pitch.budget_min_minor <= pitch.budget_max_minor, {
    message: 'The highest budget cannot be lower than the lowest',
    path: ['budget_max_minor'],
  });
export type PitchInput = z.input<typeof pitchInputSchema>;
export type PitchFields = z.output<typeof pitchInputSchema>;

export const pitchMediaSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  url: z.string().nullable(),
});
export type PitchMedia = z.infer<typeof pitchMediaSchema>;

export const pitchSchema = z.object({
  id: z.string(),
  filmmaker_id: z.string(),
  filmmaker: z.object({ name: z.string(), crafts: z.array(z.string()), city: z.string().nullable() }),
  title: z.string(),
  logline: z.string(),
  treatment: z.string().nullable(),
  format: z.string(),
  budget_min_minor: z.number().int(),
  budget_max_minor: z.number().int(),
  currency: z.string(),
  reference_links: z.array(z.string()),
  media: z.array(pitchMediaSchema),
  status: z.enum(PITCH_STATUSES),
  /** Whether the calling client saved it; false for everyone else. */
  saved: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pitch = z.infer<typeof pitchSchema>;

/** Verified clients browse open pitches: words, format, a budget they can meet, the filmmaker's craft. */
export const pitchListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  format: pitchFormatSchema.optional(),
  craft: craftSchema.optional(),
  /** Pitches whose lowest budget fits under this amount (minor units). */
  budget_max_minor: z.coerce.number().int().min(0).optional(),
  /** Only the pitches the client saved. */
  saved: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Admins may list any status; clients only ever see open pitches. */
  status: z.enum(PITCH_STATUSES).optional(),
});
export type PitchListQuery = z.input<typeof pitchListQuerySchema>;
export const pitchListSchema = pageOf(pitchSchema);
export type PitchList = z.infer<typeof pitchListSchema>;

/** DELETE /pitches/{id} and /pitches/{id}/saved answer 204 with no body. */
export const pitchNoContentSchema = z.undefined();

/** POST /pitches/{id}/project: the draft project the pitch became. */
export const pitchProjectSchema = z.object({ project_id: z.string() });

/** "£5,000 – £20,000" */
export function pitchBudgetText(pitch: Pick<Pitch, 'budget_min_minor' | 'budget_max_minor' | 'currency'>) {
  const low = formatMoney(pitch.budget_min_minor, pitch.currency);
  if (pitch.budget_min_minor === pitch.budget_max_minor) return low;
  return `${low} – ${formatMoney(pitch.budget_max_minor, pitch.currency)}`;
}

/** The project description a pitch turns into: its logline, then its treatment. */
export function pitchProjectDescription(pitch: Pick<Pitch, 'logline' | 'treatment'>, max: number): string {
  const text = pitch.treatment ? `${pitch.logline}\n\n${pitch.treatment}` : pitch.logline;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
