import { z } from 'zod';
import { craftSchema } from './crafts.ts';
import { countryCodeSchema } from './countries.ts';
import { currencySchema } from './money.ts';
import {
  CITY_MAX,
  distinct,
  fileIdList,
  optionalFileId,
  optionalText,
  optionalWebLink,
  requiredWebLink,
  wholeNumber,
} from './profile-form-fields.ts';
import { usernameSchema } from './profile-usernames.ts';

// The filmmaker's three profile setup steps (issue 4): basic, professional and portfolio, as the setup pages
// send them to the server's PUT endpoints. Each saves a draft; `filmmakerProfileGaps` (profile-gaps.ts) says
// what submitting still needs. Why these fields: docs/decisions/0012-profile-fields.md.

// ---------------------------------------------------------------------------------------------------
// Basic step

export const FIRST_NAME_MAX = 60;
export const HEADLINE_MAX = 120;
export const BIO_MAX = 2000;

export const filmmakerBasicSchema = z.object({
  first_name: optionalText(FIRST_NAME_MAX, `First names can be at most ${FIRST_NAME_MAX} characters`),
  last_name: optionalText(FIRST_NAME_MAX, `Last names can be at most ${FIRST_NAME_MAX} characters`),
  username: z
    .literal('')
    .or(usernameSchema)
    .nullish()
    .transform((value) => value || null),
  avatar_file_id: optionalFileId,
  headline: optionalText(HEADLINE_MAX, `Keep your headline to ${HEADLINE_MAX} characters`),
  city: optionalText(CITY_MAX, `City names can be at most ${CITY_MAX} characters`),
  country: z
    .literal('')
    .or(countryCodeSchema)
    .nullish()
    .transform((value) => value || null),
  bio: optionalText(BIO_MAX, `Keep your bio to ${BIO_MAX} characters`),
});
export type FilmmakerBasicInput = z.input<typeof filmmakerBasicSchema>;
export type FilmmakerBasic = z.output<typeof filmmakerBasicSchema>;

// ---------------------------------------------------------------------------------------------------
// Professional step

export const AVAILABILITY = ['available', 'limited', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  limited: 'Limited availability',
  unavailable: 'Not available',
};

export const SECONDARY_CRAFTS_MAX = 5;
export const YEARS_EXPERIENCE_MAX = 60;
/** 100 000 in the currency's main unit a day: beyond that a typing slip is far likelier than a rate. */
export const DAY_RATE_MAX_MINOR = 10_000_000;
export const EQUIPMENT_MAX = 30;
export const LANGUAGES_MAX = 10;
export const TRAVEL_RADIUS_MAX_KM = 20_000;

const textList = (max: number, itemMax: number, what: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `Remove the empty ${what}`)
        .max(itemMax, `Each ${what} can be at most ${itemMax} characters`),
    )
    .max(max, `Add at most ${max} ${what}s`)
    .nullish()
    .transform((items) => distinct(items ?? [], (item) => item.toLowerCase()));

export const filmmakerProfessionalSchema = z
  .object({
    primary_craft: craftSchema.nullish().transform((value) => value ?? null),
    secondary_crafts: z
      .array(craftSchema)
      .max(SECONDARY_CRAFTS_MAX, `Choose at most ${SECONDARY_CRAFTS_MAX} other crafts`)
      .nullish()
      .transform((crafts) => distinct(crafts ?? [])),
    years_experience: wholeNumber(0, YEARS_EXPERIENCE_MAX, {
      int: 'Years of experience must be a whole number',
      min: 'Years of experience cannot be negative',
      max: `Years of experience can be at most ${YEARS_EXPERIENCE_MAX}`,
    }),
    day_rate_minor: wholeNumber(1, DAY_RATE_MAX_MINOR, {
      int: 'The day rate must be a whole number of minor units (pence, cents)',
      min: 'The day rate must be more than zero',
      max: 'That day rate looks too high',
    }),
    half_day_rate_minor: wholeNumber(1, DAY_RATE_MAX_MINOR, {
      int: 'The half-day rate must be a whole number of minor units (pence, cents)',
      min: 'The half-day rate must be more than zero',
      max: 'That half-day rate looks too high',
    }),
    currency: currencySchema.default('GBP'),
    equipment: textList(EQUIPMENT_MAX, 120, 'kit item'),
    languages: textList(LANGUAGES_MAX, 40, 'language'),
    travel_radius_km: wholeNumber(0, TRAVEL_RADIUS_MAX_KM, {
      int: 'Travel radius must be a whole number of kilometres',
      min: 'Travel radius cannot be negative',
      max: `Travel radius can be at most ${TRAVEL_RADIUS_MAX_KM} km`,
    }),
    availability: z
      .enum(AVAILABILITY, { error: 'Choose available, limited or unavailable' })
      .default('available'),
    /** When a filmmaker who is busy now can next take work. */
    available_from: z
      .literal('')
      .or(z.iso.date({ error: 'Enter the date as YYYY-MM-DD' }))
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    // The first craft listed is the main one, so the others cannot come without it.
    if (value.secondary_crafts.length > 0 && !value.primary_craft) {
      context.addIssue({
        code: 'custom',
        path: ['primary_craft'],
        message: 'Choose your main craft before the others',
      });
    }
    if (
      value.day_rate_minor !== null &&
      value.half_day_rate_minor !== null &&
      value.half_day_rate_minor > value.day_rate_minor
    ) {
      context.addIssue({
        code: 'custom',
        path: ['half_day_rate_minor'],
        message: 'The half-day rate cannot be more than the day rate',
      });
    }
  })
  // The primary craft is listed once, first; repeating it among the others adds nothing.
  .transform((value) => ({
    ...value,
    secondary_crafts: value.secondary_crafts.filter((craft) => craft !== value.primary_craft),
  }));
export type FilmmakerProfessionalInput = z.input<typeof filmmakerProfessionalSchema>;
export type FilmmakerProfessional = z.output<typeof filmmakerProfessionalSchema>;

// ---------------------------------------------------------------------------------------------------
// Portfolio step

export const WORK_LINKS_MAX = 12;
export const PORTFOLIO_IMAGES_MAX = 24;
export const SERVICE_IMAGES_MAX = 12;
export const CREDITS_MAX = 50;
export const CREDIT_EARLIEST_YEAR = 1900;

export const creditInputSchema = z.object({
  title: z
    .string({ error: 'Give the title of the production' })
    .trim()
    .min(1, 'Give the title of the production')
    .max(120, 'Titles can be at most 120 characters'),
  role: z
    .string({ error: 'Give your role' })
    .trim()
    .min(1, 'Give your role')
    .max(80, 'Roles can be at most 80 characters'),
  year: z
    .number({ error: 'The year must be a number' })
    .int('The year must be a whole number')
    .min(CREDIT_EARLIEST_YEAR, `The year must be ${CREDIT_EARLIEST_YEAR} or later`)
    // Productions are announced before release; further ahead is a typing slip.
    .refine((year) => year <= new Date().getUTCFullYear() + 3, 'That year is too far ahead')
    .nullish()
    .transform((value) => value ?? null),
  client: optionalText(120, 'Client names can be at most 120 characters'),
});
export type CreditInput = z.input<typeof creditInputSchema>;

export const workLinkInputSchema = z.object({
  url: requiredWebLink,
  title: optionalText(80, 'Link titles can be at most 80 characters'),
});

export const filmmakerPortfolioSchema = z.object({
  showreel_url: optionalWebLink,
  work_links: z
    .array(workLinkInputSchema)
    .max(WORK_LINKS_MAX, `Add at most ${WORK_LINKS_MAX} work links`)
    .nullish()
    .transform((links) => distinct(links ?? [], (link) => link.url)),
  portfolio_image_ids: fileIdList(PORTFOLIO_IMAGES_MAX, 'portfolio images'),
  service_image_ids: fileIdList(SERVICE_IMAGES_MAX, 'service images'),
  credits: z
    .array(creditInputSchema)
    .max(CREDITS_MAX, `Add at most ${CREDITS_MAX} credits`)
    .nullish()
    .transform((credits) => credits ?? []),
});
export type FilmmakerPortfolioInput = z.input<typeof filmmakerPortfolioSchema>;
export type FilmmakerPortfolio = z.output<typeof filmmakerPortfolioSchema>;
