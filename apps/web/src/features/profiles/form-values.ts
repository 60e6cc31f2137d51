import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import type { ClientBasicInput, ClientProfile } from '@reelhire/shared/client-profile';
import type {
  FilmmakerBasicInput,
  FilmmakerPortfolioInput,
  FilmmakerProfessionalInput,
} from '@reelhire/shared/filmmaker-profile-steps';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { z } from 'zod';
import { parseRows, parseTextFields } from './profile-drafts';

// What each setup form holds while it is being typed (text, as the inputs give it; this is also what the
// draft in local storage keeps) and how it becomes the body of the step's PUT, checked by the shared schema.

/** Messages by field path ('username', 'work_links.0.url'); the first message of each field wins. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Errors of the fields other than `field` (and other than its rows, for a list). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
  );
}

const text = (value: string | null | undefined) => value ?? '';

/** '' is "not given"; a number as typed otherwise (NaN for text, which the schema refuses with its message). */
const wholeNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

// ---------------------------------------------------------------------------------------------------
// Filmmaker: basics

export interface BasicForm {
  first_name: string;
  last_name: string;
  username: string;
  headline: string;
  city: string;
  country: string;
  bio: string;
}

export const EMPTY_BASIC: BasicForm = {
  first_name: '',
  last_name: '',
  username: '',
  headline: '',
  city: '',
  country: '',
  bio: '',
};

export function basicFormFrom(profile: FilmmakerProfile): BasicForm {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: text(profile.username),
    headline: text(profile.headline),
    city: text(profile.city),
    country: text(profile.country),
    bio: text(profile.bio),
  };
}

export function basicInput(form: BasicForm, avatarFileId: string | null): FilmmakerBasicInput {
  return { ...form, avatar_file_id: avatarFileId };
}

// ---------------------------------------------------------------------------------------------------
// Filmmaker: craft and rates

export interface ProfessionalForm {
  primary_craft: string;
  /** Kept as text in the form (a list in the draft would need its own check); comma-joined. */
  secondary_crafts: string;
  years_experience: string;
  /** In the currency's main unit, as typed: 650 for £650. */
  day_rate: string;
  half_day_rate: string;
  currency: string;
  /** One item per line. */
  equipment: string;
  /** Separated by commas. */
  languages: string;
  travel_radius_km: string;
  availability: string;
  available_from: string;
}

export const EMPTY_PROFESSIONAL: ProfessionalForm = {
  primary_craft: '',
  secondary_crafts: '',
  years_experience: '',
  day_rate: '',
  half_day_rate: '',
  currency: 'GBP',
  equipment: '',
  languages: '',
  travel_radius_km: '',
  availability: 'available',
  available_from: '',
};

const amountText = (minor: number | null, currency: string) =>
  minor === null ? '' : String(fromMinorUnits(minor, currency));

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function professionalFormFrom(profile: FilmmakerProfile): ProfessionalForm {
  return {
    primary_craft: text(profile.primary_craft),
    secondary_crafts: profile.secondary_crafts.join(','),
    years_experience: numberText(profile.years_experience),
    day_rate: amountText(profile.day_rate_minor, profile.currency),
    half_day_rate: amountText(profile.half_day_rate_minor, profile.currency),
    currency: profile.currency,
    equipment: profile.equipment.join('\n'),
    languages: profile.languages.join(', '),
    travel_radius_km: numberText(profile.travel_radius_km),
    availability: profile.availability,
    available_from: text(profile.available_from),
  };
}

export const splitCrafts = (value: string) => value.split(',').filter(Boolean);

/** Lines or commas become items; blank ones are dropped (an empty line is not an item). */
const items = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

const AMOUNT = /^\d+(\.\d+)?$/;

/** An amount in the main unit as typed ("650", "1,200.50") in minor units; undefined when it is not one. */
export function parseAmount(value: string, currency: string): number | null | undefined {
  const cleaned = value.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  if (!AMOUNT.test(cleaned)) return undefined;
  return toMinorUnits(Number(cleaned), currency);
}

export const AMOUNT_MESSAGE = 'Enter an amount such as 650';

/**
 * The step's PUT body; rates go in minor units. Amounts that are not numbers are reported here, since the
 * schema only sees minor units and its messages speak of pence.
 */
export function professionalInput(form: ProfessionalForm): {
  input: FilmmakerProfessionalInput;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const dayRate = parseAmount(form.day_rate, form.currency);
  const halfDayRate = parseAmount(form.half_day_rate, form.currency);
  if (dayRate === undefined) errors.day_rate_minor = AMOUNT_MESSAGE;
  if (halfDayRate === undefined) errors.half_day_rate_minor = AMOUNT_MESSAGE;
  const input = {
    primary_craft: form.primary_craft || null,
    secondary_crafts: splitCrafts(form.secondary_crafts),
    years_experience: wholeNumber(form.years_experience),
    day_rate_minor: dayRate ?? null,
    half_day_rate_minor: halfDayRate ?? null,
    currency: form.currency,
    equipment: items(form.equipment, /\n/),
    languages: items(form.languages, /[,\n]/),
    travel_radius_km: wholeNumber(form.travel_radius_km),
    availability: form.availability,
    available_from: form.availability === 'available' ? null : form.available_from || null,
  } as FilmmakerProfessionalInput;
  return { input, errors };
}

// ---------------------------------------------------------------------------------------------------
// Filmmaker: portfolio

export interface WorkLinkRow {
  url: string;
  title: string;
}

export interface CreditRow {
  title: string;
  role: string;
  year: string;
  client: string;
}

export interface PortfolioForm {
  showreel_url: string;
  work_links: WorkLinkRow[];
  credits: CreditRow[];
}

export const EMPTY_WORK_LINK: WorkLinkRow = { url: '', title: '' };
export const EMPTY_CREDIT: CreditRow = { title: '', role: '', year: '', client: '' };

export function portfolioFormFrom(profile: FilmmakerProfile): PortfolioForm {
  return {
    showreel_url: profile.showreel?.url ?? '',
    work_links: profile.work_links.map((link) => ({ url: link.url, title: text(link.title) })),
    credits: profile.credits.map((credit) => ({
      title: credit.title,
      role: credit.role,
      year: numberText(credit.year),
      client: text(credit.client),
    })),
  };
}

/** A stored portfolio draft, or null when storage holds something else. */
export function parsePortfolioDraft(stored: unknown): PortfolioForm | null {
  const text = parseTextFields(stored, { showreel_url: '' });
  if (!text) return null;
  const record = stored as Record<string, unknown>;
  return {
    showreel_url: text.showreel_url,
    work_links: parseRows(record.work_links, EMPTY_WORK_LINK),
    credits: parseRows(record.credits, EMPTY_CREDIT),
  };
}

const isBlank = (row: object) => Object.values(row).every((value) => String(value).trim() === '');

/** The rows the user filled in, with where each one sits in the form. */
function filledRows<T extends object>(rows: T[]) {
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => !isBlank(row));
}

/**
 * The step's PUT body. A row added and left empty is not a mistake to report: it is dropped, as an empty
 * field is. `formErrors` moves the schema's messages about the rows sent back to the rows on screen.
 */
export function portfolioInput(form: PortfolioForm, portfolioImageIds: string[], serviceImageIds: string[]) {
  const links = filledRows(form.work_links);
  const credits = filledRows(form.credits);
  const input: FilmmakerPortfolioInput = {
    showreel_url: form.showreel_url,
    work_links: links.map(({ row }) => row),
    portfolio_image_ids: portfolioImageIds,
    service_image_ids: serviceImageIds,
    credits: credits.map(({ row }) => ({ ...row, year: wholeNumber(row.year) })),
  };
  const positions: Record<string, number[]> = {
    work_links: links.map(({ index }) => index),
    credits: credits.map(({ index }) => index),
  };
  const formErrors = (errors: FieldErrors): FieldErrors =>
    Object.fromEntries(
      Object.entries(errors).map(([key, message]) => {
        const [field, row, ...rest] = key.split('.');
        const onScreen = field && row !== undefined ? positions[field]?.[Number(row)] : undefined;
        return [onScreen === undefined ? key : [field, onScreen, ...rest].join('.'), message];
      }),
    );
  return { input, formErrors };
}

// ---------------------------------------------------------------------------------------------------
// Client: the one step

export interface ClientForm {
  company_name: string;
  /** 'company', 'individual' or '' before choosing. */
  client_kind: string;
  industry: string;
  website: string;
  city: string;
  country: string;
  about: string;
}

export const EMPTY_CLIENT: ClientForm = {
  company_name: '',
  client_kind: '',
  industry: '',
  website: '',
  city: '',
  country: '',
  about: '',
};

export function clientFormFrom(profile: ClientProfile): ClientForm {
  return {
    company_name: profile.company_name,
    client_kind: text(profile.client_kind),
    industry: text(profile.industry),
    website: text(profile.website),
    city: text(profile.city),
    country: text(profile.country),
    about: text(profile.about),
  };
}

export function clientInput(form: ClientForm, logoFileId: string | null): ClientBasicInput {
  return {
    ...form,
    client_kind: (form.client_kind || null) as ClientBasicInput['client_kind'],
    industry: (form.industry || null) as ClientBasicInput['industry'],
    logo_file_id: logoFileId,
  };
}
