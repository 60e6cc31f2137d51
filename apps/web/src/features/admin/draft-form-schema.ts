import { draftInputSchema, type DraftInput } from '@reelhire/shared/claims';
import { isCurrency, toMinorUnits } from '@reelhire/shared/money';
import { z } from 'zod';

// The draft form holds what people type (amounts in main units, one date range); on submit it becomes
// the API's DraftInput and is checked by the shared draftInputSchema, so the form and the server refuse
// the same things with the same words.

const text = z.string();

export const draftFormFieldsSchema = z.object({
  recipient_email: text,
  project: z.object({
    title: text,
    production_type: text,
    description: text,
    shoot_start: text,
    shoot_end: text,
    city: text,
    country: text,
    remote: z.boolean(),
    budget: text,
    currency: text,
  }),
  job: z.object({
    title: text,
    craft: text,
    description: text,
    deliverables: text,
    rate_type: text,
    rate_min: text,
    rate_max: text,
    openings: text,
    required_kit: text,
    application_deadline: text,
  }),
});
export type DraftFormValues = z.infer<typeof draftFormFieldsSchema>;

export const emptyDraftForm = (): DraftFormValues => ({
  recipient_email: '',
  project: {
    title: '',
    production_type: '',
    description: '',
    shoot_start: '',
    shoot_end: '',
    city: '',
    country: '',
    remote: false,
    budget: '',
    currency: 'GBP',
  },
  job: {
    title: '',
    craft: '',
    description: '',
    deliverables: '',
    rate_type: 'day',
    rate_min: '',
    rate_max: '',
    openings: '1',
    required_kit: '',
    application_deadline: '',
  },
});

/** Main units as typed ("1,500.50") in minor units; empty is undefined, nonsense NaN (the schema says so). */
function minor(typed: string, currency: string): number | undefined {
  const cleaned = typed.trim().replace(/[,\s]/g, '');
  if (!cleaned) return undefined;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? toMinorUnits(amount, isCurrency(currency) ? currency : 'GBP') : Number.NaN;
}

/** The job takes the project's dates and place: the client can change either after claiming. */
export function toDraftInput(values: DraftFormValues, test: boolean): DraftInput {
  const { project, job } = values;
  const shootDates = project.shoot_start
    ? [{ start: project.shoot_start, end: project.shoot_end || project.shoot_start }]
    : [];
  const location = { remote: project.remote, city: project.city || null, country: project.country || null };
  const openings = job.openings.trim() ? Number(job.openings) : undefined;
  return {
    recipient_email: test ? null : values.recipient_email.trim() || null,
    test,
    project: {
      title: project.title,
      production_type: project.production_type as DraftInput['project']['production_type'],
      description: project.description || null,
      shoot_dates: shootDates,
      location,
      budget_minor: minor(project.budget, project.currency) ?? null,
      currency: project.currency as DraftInput['project']['currency'],
      reference_links: [],
    },
    job: {
      title: job.title,
      craft: job.craft as DraftInput['job']['craft'],
      description: job.description,
      deliverables: job.deliverables || null,
      rate_type: job.rate_type as DraftInput['job']['rate_type'],
      rate_min_minor: minor(job.rate_min, project.currency) as number,
      rate_max_minor: minor(job.rate_max, project.currency) as number,
      dates: shootDates,
      location,
      required_kit: job.required_kit || null,
      openings,
      application_deadline: job.application_deadline || null,
    },
  };
}

/** The form's resolver schema: what was typed, turned into DraftInput, checked by the shared schema. */
export const draftFormSchema = (test: boolean) =>
  draftFormFieldsSchema.transform((values) => toDraftInput(values, test)).pipe(draftInputSchema);
