import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { projectInputSchema, type Project } from '@reelhire/shared/projects';
import { mappedZodResolver } from '@/lib/mapped-zod-resolver';

/** What the project form holds: text as typed, the budget in main units (pounds, not pence). */
export interface ProjectFormValues {
  title: string;
  production_type: string;
  description: string;
  shoot_dates: { start: string; end: string }[];
  location: { remote: boolean; city: string; country: string };
  budget: string;
  currency: string;
  reference_links: { url: string }[];
  /** The reference files uploaded and kept, in their order (the form's upload list sets them). */
  reference_file_ids: string[];
}

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  production_type: '',
  description: '',
  shoot_dates: [],
  location: { remote: false, city: '', country: '' },
  budget: '',
  currency: 'GBP',
  reference_links: [],
  reference_file_ids: [],
};

/**
 * A project started from a filmmaker's 'Book' (decision 0028): named after them, in their currency and
 * their city, so the client changes what differs rather than starting blank.
 */
export function projectFormForTalent(talent: {
  name: string;
  city: string | null;
  country: string | null;
  currency: string;
}): ProjectFormValues {
  return {
    ...emptyProjectForm,
    title: `Shoot with ${talent.name}`,
    location: { remote: false, city: talent.city ?? '', country: talent.country ?? '' },
    currency: talent.currency,
  };
}

export function projectFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    production_type: project.production_type,
    description: project.description ?? '',
    shoot_dates: project.shoot_dates.map(({ start, end }) => ({ start, end })),
    location: {
      remote: project.location.remote,
      city: project.location.city ?? '',
      country: project.location.country ?? '',
    },
    budget:
      project.budget_minor === null ? '' : String(fromMinorUnits(project.budget_minor, project.currency)),
    currency: project.currency,
    reference_links: project.reference_links.map((url) => ({ url })),
    reference_file_ids: project.reference_files.map((file) => file.id),
  };
}

/** The API's input: the budget in minor units of its currency, links trimmed. */
export function toProjectInput(values: ProjectFormValues) {
  const budget = values.budget.trim();
  return {
    title: values.title,
    production_type: values.production_type,
    description: values.description,
    shoot_dates: values.shoot_dates,
    location: {
      remote: values.location.remote,
      city: values.location.city,
      country: values.location.country || null,
    },
    budget_minor: budget ? toMinorUnits(Number(budget.replaceAll(',', '')), values.currency) : null,
    currency: values.currency,
    // Kept one for one with the rows so an error shows beside the link it is about.
    reference_links: values.reference_links.map((link) => link.url.trim()),
    reference_file_ids: values.reference_file_ids,
  };
}

/** An error on the API's path shown at the form's field. */
function projectFieldOf(path: string): string {
  if (path === 'budget_minor') return 'budget';
  // A range's own rule (end before start) belongs beside its end date.
  if (/^shoot_dates\.\d+$/.test(path)) return `${path}.end`;
  if (/^reference_links\.\d+$/.test(path)) return `${path}.url`;
  return path;
}

export const projectFormResolver = mappedZodResolver<ProjectFormValues, typeof projectInputSchema>(
  projectInputSchema,
  toProjectInput,
  projectFieldOf,
);
