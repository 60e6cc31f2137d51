import { z } from 'zod';
import { craftSchema } from './crafts.ts';
import { countryCodeSchema } from './countries.ts';
import { CURRENCIES } from './money.ts';
import { VIDEO_PROVIDERS, webLinkProblem } from './video-links.ts';

// Profile setup (issue 4): the fields of the filmmaker's three setup steps and the client's one, shared
// by the setup pages and the server's PUT endpoints. Every step saves a draft: a field may be left empty
// until the profile is submitted, and `filmmakerProfileGaps` / `clientProfileGaps` say what submitting
// still needs. Why these fields: docs/decisions/0012-profile-fields.md.

// ---------------------------------------------------------------------------------------------------
// Usernames

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/**
 * Words that would read as Reelhire speaking (admin, support) or collide with our own paths
 * (`/portfolio/{username}` sits beside app routes and API names).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'book',
  'bookings',
  'callback',
  'client',
  'clients',
  'contact',
  'dashboard',
  'dev',
  'docs',
  'feedback',
  'filmmaker',
  'filmmakers',
  'help',
  'home',
  'info',
  'jobs',
  'legal',
  'login',
  'logout',
  'mail',
  'me',
  'messages',
  'moderator',
  'new',
  'null',
  'official',
  'payments',
  'portfolio',
  'privacy',
  'profile',
  'projects',
  'reelhire',
  'register',
  'reset-password',
  'root',
  'security',
  'settings',
  'signin',
  'signup',
  'staff',
  'static',
  'status',
  'support',
  'system',
  'talent',
  'team',
  'terms',
  'undefined',
  'verify',
  'www',
]);

/** What is wrong with a username (already lower-cased), or null when it may be used. */
export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`;
  }
  if (!/^[a-z0-9-]+$/.test(username)) return 'Use only lowercase letters, digits and hyphens';
  if (username.startsWith('-') || username.endsWith('-')) {
    return 'Usernames cannot start or end with a hyphen';
  }
  if (username.includes('--')) return 'Usernames cannot have two hyphens in a row';
  if (RESERVED_USERNAMES.has(username)) return 'That username is reserved';
  return null;
}

/** A username as typed: trimmed and lower-cased (Maya-Okafor is maya-okafor), then checked. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, context) => {
    const problem = usernameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const USERNAME_TAKEN = 'That username is taken';

export const usernameAvailabilityQuerySchema = z.object({ username: z.string().max(100) });
export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  /** Why it cannot be used: malformed, reserved or taken. */
  reason: z.string().nullable(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------------
// Field helpers: forms send '' for an empty field; a draft stores that as "not given" (null).

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const optionalWebLink = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value ? webLinkProblem(value) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((value) => value || null);

const requiredWebLink = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value ? webLinkProblem(value) : 'Enter a link';
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const fileId = z.uuid({ error: 'That is not a file id' });
const optionalFileId = fileId.nullish().transform((value) => value ?? null);

/** Keeps the first of each value, in order (a list edited in a form can repeat an entry). */
const distinct = <T>(values: T[], key: (value: T) => string = String) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const fileIdList = (max: number, what: string) =>
  z
    .array(fileId)
    .max(max, `Add at most ${max} ${what}`)
    .nullish()
    .transform((ids) => distinct(ids ?? []));

const wholeNumber = (min: number, max: number, messages: { min: string; max: string; int: string }) =>
  z
    .number({ error: messages.int })
    .int(messages.int)
    .min(min, messages.min)
    .max(max, messages.max)
    .nullish()
    .transform((value) => value ?? null);

// ---------------------------------------------------------------------------------------------------
// Filmmaker: basic step

export const FIRST_NAME_MAX = 60;
export const HEADLINE_MAX = 120;
export const BIO_MAX = 2000;
export const CITY_MAX = 80;

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
// Filmmaker: professional step

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
    currency: z.enum(CURRENCIES, { error: 'Choose a currency from the list' }).default('GBP'),
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
// Filmmaker: portfolio step

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

// ---------------------------------------------------------------------------------------------------
// What the server answers: a stored file by id with its (signed, expiring) link, videos recognised.

export const fileRefSchema = z.object({
  file_id: z.string(),
  /** A signed link to the file; null when the file is gone. */
  url: z.string().nullable(),
  /**
   * The type the file is stored and served with ('image/jpeg', 'video/mp4'), so a gallery knows a clip
   * from a still before loading it; null when the file is gone.
   */
  mime_type: z.string().nullable(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

export const videoSchema = z.object({
  url: z.string(),
  provider: z.enum(VIDEO_PROVIDERS),
  video_id: z.string().nullable(),
  /** The player to frame (youtube-nocookie.com, player.vimeo.com); null for other pages. */
  embed_url: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const workLinkSchema = videoSchema.extend({ title: z.string().nullable() });
export type WorkLink = z.infer<typeof workLinkSchema>;

export const creditSchema = z.object({
  title: z.string(),
  role: z.string(),
  year: z.number().int().nullable(),
  client: z.string().nullable(),
});
export type Credit = z.infer<typeof creditSchema>;

/** Which step a missing field belongs to, so the setup pages can send the user back to it. */
export const profileGapSchema = z.object({
  step: z.enum(['basic', 'professional', 'portfolio']),
  field: z.string(),
  message: z.string(),
});
export type ProfileGap = z.infer<typeof profileGapSchema>;

export const filmmakerProfileSchema = z.object({
  /** Null until the first step is saved. */
  id: z.string().nullable(),
  user_id: z.string(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: fileRefSchema.nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  primary_craft: z.string().nullable(),
  secondary_crafts: z.array(z.string()),
  years_experience: z.number().int().nullable(),
  day_rate_minor: z.number().int().nullable(),
  half_day_rate_minor: z.number().int().nullable(),
  currency: z.string(),
  equipment: z.array(z.string()),
  languages: z.array(z.string()),
  travel_radius_km: z.number().int().nullable(),
  availability: z.enum(AVAILABILITY),
  available_from: z.string().nullable(),
  showreel: videoSchema.nullable(),
  work_links: z.array(workLinkSchema),
  portfolio_images: z.array(fileRefSchema),
  service_images: z.array(fileRefSchema),
  credits: z.array(creditSchema),
  verified: z.boolean(),
  setup: z.boolean(),
  /** What submitting still needs; empty when the profile is complete. */
  missing: z.array(profileGapSchema),
  updated_at: z.string().nullable(),
});
export type FilmmakerProfile = z.infer<typeof filmmakerProfileSchema>;

type FilmmakerCompleteness = Pick<
  FilmmakerProfile,
  | 'first_name'
  | 'last_name'
  | 'username'
  | 'headline'
  | 'city'
  | 'country'
  | 'primary_craft'
  | 'years_experience'
  | 'day_rate_minor'
  | 'showreel'
  | 'work_links'
  | 'portfolio_images'
>;

/**
 * What a filmmaker profile still needs before it can be public: enough for a client to find the
 * filmmaker (name, craft, city), judge them (headline, experience, something to watch or look at) and
 * budget (day rate). Photo, bio, kit and the rest make a better page but do not block it.
 */
export function filmmakerProfileGaps(profile: FilmmakerCompleteness): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  const need = (ok: unknown, step: ProfileGap['step'], field: string, message: string) => {
    if (!ok) gaps.push({ step, field, message });
  };
  need(profile.first_name, 'basic', 'first_name', 'Add your first name');
  need(profile.last_name, 'basic', 'last_name', 'Add your last name');
  need(profile.username, 'basic', 'username', 'Choose a username');
  need(profile.headline, 'basic', 'headline', 'Write a headline');
  need(profile.city, 'basic', 'city', 'Add your city');
  need(profile.country, 'basic', 'country', 'Choose your country');
  need(profile.primary_craft, 'professional', 'primary_craft', 'Choose your main craft');
  need(profile.years_experience !== null, 'professional', 'years_experience', 'Add your years of experience');
  need(profile.day_rate_minor !== null, 'professional', 'day_rate_minor', 'Set your day rate');
  need(
    profile.showreel || profile.work_links.length > 0 || profile.portfolio_images.length > 0,
    'portfolio',
    'portfolio',
    'Add a showreel, a work link or a portfolio image',
  );
  return gaps;
}

// ---------------------------------------------------------------------------------------------------
// Client: the one setup step

export const CLIENT_KINDS = ['company', 'individual'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** The kinds of organisation that commission film work, for the client's "industry". */
export const INDUSTRIES = [
  'Advertising agency',
  'Production company',
  'Brand',
  'Broadcaster or streaming platform',
  'Music',
  'Fashion and beauty',
  'Sport',
  'Technology',
  'Property',
  'Travel and tourism',
  'Events and weddings',
  'Education',
  'Charity or non-profit',
  'Public sector',
  'Corporate communications',
  'Independent creator',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const ABOUT_MAX = 2000;

export const clientBasicSchema = z.object({
  /** The company, or the person's own name when they hire as an individual. */
  company_name: optionalText(120, 'Names can be at most 120 characters'),
  client_kind: z
    .enum(CLIENT_KINDS, { error: 'Choose company or individual' })
    .nullish()
    .transform((value) => value ?? null),
  industry: z
    .enum(INDUSTRIES, { error: 'Choose an industry from the list' })
    .nullish()
    .transform((value) => value ?? null),
  website: optionalWebLink,
  logo_file_id: optionalFileId,
  city: optionalText(CITY_MAX, `City names can be at most ${CITY_MAX} characters`),
  country: z
    .literal('')
    .or(countryCodeSchema)
    .nullish()
    .transform((value) => value || null),
  about: optionalText(ABOUT_MAX, `Keep the description to ${ABOUT_MAX} characters`),
});
export type ClientBasicInput = z.input<typeof clientBasicSchema>;
export type ClientBasic = z.output<typeof clientBasicSchema>;

export const clientProfileSchema = z.object({
  id: z.string().nullable(),
  user_id: z.string(),
  company_name: z.string(),
  client_kind: z.enum(CLIENT_KINDS).nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  logo: fileRefSchema.nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  about: z.string().nullable(),
  verified: z.boolean(),
  setup: z.boolean(),
  missing: z.array(profileGapSchema),
  updated_at: z.string().nullable(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** What a client profile needs before it is set up: who they are, what they do and where. */
export function clientProfileGaps(
  profile: Pick<ClientProfile, 'client_kind' | 'industry' | 'city' | 'country'> & {
    company_name: string | null;
  },
): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) gaps.push({ step: 'basic', field, message });
  };
  need(profile.company_name, 'company_name', 'Add your company name, or your own name');
  need(profile.client_kind, 'client_kind', 'Say whether you hire as a company or as an individual');
  need(profile.industry, 'industry', 'Choose your industry');
  need(profile.city, 'city', 'Add your city');
  need(profile.country, 'country', 'Choose your country');
  return gaps;
}

/** The 400 answer's text when a profile is submitted before it is complete. */
export function incompleteProfileMessage(gaps: ProfileGap[]): string {
  return `Your profile is not complete yet: ${gaps.map((gap) => gap.message.toLowerCase()).join('; ')}`;
}
