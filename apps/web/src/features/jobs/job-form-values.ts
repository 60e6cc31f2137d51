import { jobInputSchema, type Job } from '@reelhire/shared/jobs';
import { craftLabel, CRAFT_IDS } from '@reelhire/shared/crafts';
import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { mappedZodResolver } from '@/lib/mapped-zod-resolver';

/** What the job form holds: text as typed, rates in main units of the project's currency. */
export interface JobFormValues {
  title: string;
  craft: string;
  description: string;
  deliverables: string;
  rate_type: string;
  rate_min: string;
  rate_max: string;
  dates: { start: string; end: string }[];
  location: { remote: boolean; city: string; country: string };
  required_kit: string;
  openings: string;
  application_deadline: string;
}

const isCraft = (craft: string) => (CRAFT_IDS as readonly string[]).includes(craft);

/** A new job starts where its project is, on its shoot dates. */
export function newJobForm(project?: {
  shoot_dates: { start: string; end: string }[];
  location: { remote: boolean; city: string | null; country: string | null };
}): JobFormValues {
  return {
    title: '',
    craft: '',
    description: '',
    deliverables: '',
    rate_type: 'day',
    rate_min: '',
    rate_max: '',
    dates: project?.shoot_dates.map(({ start, end }) => ({ start, end })) ?? [],
    location: {
      remote: project?.location.remote ?? false,
      city: project?.location.city ?? '',
      country: project?.location.country ?? '',
    },
    required_kit: '',
    openings: '1',
    application_deadline: '',
  };
}

/** What a filmmaker's public profile says that a job for them needs (decision 0028). */
export interface TalentForJob {
  crafts: string[];
  day_rate_minor: number | null;
  half_day_rate_minor: number | null;
  currency: string;
  city: string | null;
  country: string | null;
}

/**
 * A job started from a filmmaker's 'Book': their primary craft and its title, their day rate (or half-day
 * rate) as the whole range when it is in the project's currency, and the project's place or else theirs.
 */
export function jobFormForTalent(
  talent: TalentForJob,
  project: NonNullable<Parameters<typeof newJobForm>[0]> & { currency: string },
): JobFormValues {
  const base = newJobForm(project);
  const craft = talent.crafts[0] && isCraft(talent.crafts[0]) ? talent.crafts[0] : '';
  const [rateType, rate] =
    talent.day_rate_minor !== null
      ? (['day', talent.day_rate_minor] as const)
      : talent.half_day_rate_minor !== null
        ? (['half_day', talent.half_day_rate_minor] as const)
        : (['day', null] as const);
  // A rate in another currency is not converted: the client sets the range in the project's own.
  const amount =
    rate !== null && talent.currency === project.currency
      ? String(fromMinorUnits(rate, talent.currency))
      : '';
  const placeGiven = base.location.remote || base.location.city.trim() !== '';
  return {
    ...base,
    title: craft ? craftLabel(craft) : '',
    craft,
    rate_type: rateType,
    rate_min: amount,
    rate_max: amount,
    location: placeGiven
      ? base.location
      : { remote: false, city: talent.city ?? '', country: talent.country ?? '' },
  };
}

export function jobFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    craft: job.craft,
    description: job.description,
    deliverables: job.deliverables ?? '',
    rate_type: job.rate_type,
    rate_min: String(fromMinorUnits(job.rate_min_minor, job.currency)),
    rate_max: String(fromMinorUnits(job.rate_max_minor, job.currency)),
    dates: job.dates.map(({ start, end }) => ({ start, end })),
    location: {
      remote: job.location.remote,
      city: job.location.city ?? '',
      country: job.location.country ?? '',
    },
    required_kit: job.required_kit ?? '',
    openings: String(job.openings),
    application_deadline: job.application_deadline ?? '',
  };
}

const amount = (text: string, currency: string) => {
  const trimmed = text.trim().replaceAll(',', '');
  // Blank is "no amount", which the schema names; anything else is checked as the number it reads as.
  return trimmed ? toMinorUnits(Number(trimmed), currency) : undefined;
};

/** The API's input for a job paid in `currency` (the project's). */
export function toJobInput(values: JobFormValues, currency: string) {
  return {
    title: values.title,
    craft: values.craft,
    description: values.description,
    deliverables: values.deliverables,
    rate_type: values.rate_type,
    rate_min_minor: amount(values.rate_min, currency),
    rate_max_minor: amount(values.rate_max, currency),
    dates: values.dates,
    location: {
      remote: values.location.remote,
      city: values.location.city,
      country: values.location.country || null,
    },
    required_kit: values.required_kit,
    openings: values.openings.trim() ? Number(values.openings) : undefined,
    application_deadline: values.application_deadline || null,
  };
}

function jobFieldOf(path: string): string {
  if (path === 'rate_min_minor') return 'rate_min';
  if (path === 'rate_max_minor') return 'rate_max';
  if (/^dates\.\d+$/.test(path)) return `${path}.end`;
  return path;
}

export const jobFormResolver = (currency: string) =>
  mappedZodResolver<JobFormValues, typeof jobInputSchema>(
    jobInputSchema,
    (values) => toJobInput(values, currency),
    jobFieldOf,
  );
