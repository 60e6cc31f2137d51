import { z } from 'zod';
import {
  amountMinorSchema,
  dateRangeSchema,
  dateRangesSchema,
  locationSchema,
  optionalLongText,
  pageOf,
  pageQuerySchema,
  referenceFileIdsSchema,
  referenceLinksSchema,
  requiredText,
} from './hiring-fields.ts';
import { currencySchema } from './money.ts';
import { defineMachine } from './state-machine.ts';

// Projects (issue 12): a client's production (a commercial, a music video) that holds its jobs.
// Decision 0024 has the state diagram.

export const PRODUCTION_TYPES = [
  { id: 'commercial', label: 'Commercial' },
  { id: 'music_video', label: 'Music video' },
  { id: 'documentary', label: 'Documentary' },
  { id: 'corporate', label: 'Corporate' },
  { id: 'event', label: 'Event' },
  { id: 'short_film', label: 'Short film' },
  { id: 'feature', label: 'Feature film' },
  { id: 'series', label: 'TV or web series' },
  { id: 'social_content', label: 'Social content' },
  { id: 'branded_content', label: 'Branded content' },
  { id: 'animation', label: 'Animation' },
  { id: 'photography', label: 'Stills shoot' },
  { id: 'other', label: 'Other' },
] as const;
export type ProductionType = (typeof PRODUCTION_TYPES)[number]['id'];
export const PRODUCTION_TYPE_IDS = PRODUCTION_TYPES.map((type) => type.id) as [
  ProductionType,
  ...ProductionType[],
];
export const productionTypeSchema = z.enum(PRODUCTION_TYPE_IDS, {
  error: 'Choose a production type from the list',
});
export function productionTypeLabel(id: string): string {
  return PRODUCTION_TYPES.find((type) => type.id === id)?.label ?? id;
}

export const PROJECT_STATUSES = ['draft', 'open', 'in_production', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * A project opens when its first job is published (or when the client opens it), goes into production
 * when its first contract is signed, and is completed by the client. Archiving hides it from the lists
 * without losing anything; restoring brings it back as a draft so nothing is published by surprise.
 */
export const projectMachine = defineMachine({
  name: 'project',
  states: PROJECT_STATUSES,
  initial: 'draft',
  // A project waits on its jobs and bookings, which carry the turns; a draft waits on nobody (decision 0053).
  turns: { draft: null, open: null, in_production: null, completed: null, archived: null },
  transitions: {
    open: { to: 'open', by: { client: ['draft'], system: ['draft'] }, label: 'Open for hiring' },
    start_production: {
      to: 'in_production',
      by: { client: ['draft', 'open'], system: ['draft', 'open'] },
      label: 'Start production',
    },
    complete: { to: 'completed', by: { client: ['open', 'in_production'] }, label: 'Mark completed' },
    archive: {
      to: 'archived',
      by: { client: ['draft', 'open', 'in_production', 'completed'], admin: ['draft', 'open', 'completed'] },
      label: 'Archive',
    },
    restore: { to: 'draft', by: { client: ['archived'] }, label: 'Restore' },
  },
});
export type ProjectTransition = keyof typeof projectMachine.transitions;

export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;

export const projectInputSchema = z.object({
  title: requiredText(3, PROJECT_TITLE_MAX, 'a title'),
  production_type: productionTypeSchema,
  description: optionalLongText(PROJECT_DESCRIPTION_MAX, 'the description'),
  shoot_dates: dateRangesSchema.default([]),
  location: locationSchema,
  budget_minor: amountMinorSchema('The budget')
    .nullish()
    .transform((value) => value ?? null),
  currency: currencySchema,
  reference_links: referenceLinksSchema,
  reference_file_ids: referenceFileIdsSchema,
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectFields = z.output<typeof projectInputSchema>;

export const projectFileSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  url: z.string().nullable(),
});

export const projectSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  title: z.string(),
  production_type: z.string(),
  description: z.string().nullable(),
  shoot_dates: z.array(dateRangeSchema),
  location: z.object({ remote: z.boolean(), city: z.string().nullable(), country: z.string().nullable() }),
  budget_minor: z.number().int().nullable(),
  currency: z.string(),
  reference_links: z.array(z.string()),
  reference_files: z.array(projectFileSchema),
  status: z.enum(PROJECT_STATUSES),
  job_count: z.number().int(),
  open_job_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export const projectListSchema = pageOf(projectSchema);
export type ProjectList = z.infer<typeof projectListSchema>;

/**
 * GET /projects/{id}/references: a project's reference links and files with signed links, for its client,
 * admins, and filmmakers while one of its jobs is published or they are in the running or hired on one
 * (decision 0029). Anyone else gets 404.
 */
export const projectReferencesSchema = projectSchema.pick({ reference_links: true, reference_files: true });
export type ProjectReferences = z.infer<typeof projectReferencesSchema>;
