import { z } from 'zod';
import { craftSchema } from './crafts.ts';
import { countryCodeSchema } from './countries.ts';
import { currencySchema } from './money.ts';
import { AVAILABILITY, DAY_RATE_MAX_MINOR } from './filmmaker-profile-steps.ts';
import { creditSchema, videoSchema, workLinkSchema } from './filmmaker-profile.ts';
import { fileRefSchema } from './profile-file-refs.ts';
import { isoDateSchema, pageOf } from './hiring-fields.ts';
import { portfolioReviewsSchema } from './reviews.ts';

/**
 * A filmmaker as visitors and clients see them in the directory: public profile fields only, never
 * contact details or the account behind the profile.
 */
export const talentSummarySchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: fileRefSchema.nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string().nullable(),
  /** The main craft first, then the others. */
  crafts: z.array(z.string()),
  years_experience: z.number().int().nullable(),
  /** Integer minor units (pence, cents) of `currency`. */
  day_rate_minor: z.number().int().nullable(),
  half_day_rate_minor: z.number().int().nullable(),
  currency: z.string(),
  languages: z.array(z.string()),
  availability: z.enum(AVAILABILITY),
  available_from: z.string().nullable(),
  verified: z.boolean(),
  /** The average of clients' visible reviews (decision 0060), null before the first; and how many. */
  rating_average: z.number().nullable(),
  review_count: z.number().int(),
});
export type TalentSummary = z.infer<typeof talentSummarySchema>;

/** The whole public portfolio page (`/portfolio/{username}`). */
export const talentSchema = talentSummarySchema.extend({
  equipment: z.array(z.string()),
  travel_radius_km: z.number().int().nullable(),
  showreel: videoSchema.nullable(),
  work_links: z.array(workLinkSchema),
  portfolio_images: z.array(fileRefSchema),
  service_images: z.array(fileRefSchema),
  credits: z.array(creditSchema),
  /** The average, the count and the latest visible reviews by clients, with replies (decision 0060). */
  reviews: portfolioReviewsSchema,
});
export type Talent = z.infer<typeof talentSchema>;

export const TALENT_PAGE_SIZE = 24;
export const TALENT_SORTS = ['relevance', 'rating'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_QUERY_MAX_LENGTH = 100;

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** At most this many dates in one "available on these dates" search: two working weeks. */
export const TALENT_AVAILABLE_ON_MAX = 14;

/**
 * `available_on`: full days the filmmaker must be free on, as repeated parameters or comma-separated
 * (`available_on=2026-12-01,2026-12-02`); sorted, each once.
 */
const availableOnSchema = z.preprocess(
  (value) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '' && item !== undefined);
    return parts.length > 0 ? parts : undefined;
  },
  z
    .array(isoDateSchema)
    .max(TALENT_AVAILABLE_ON_MAX, `Choose at most ${TALENT_AVAILABLE_ON_MAX} dates`)
    .transform((dates) => [...new Set(dates)].sort())
    .optional(),
);

const minorAmount = z.preprocess(
  emptyAsAbsent,
  z.coerce
    .number({ error: 'Rates are whole numbers of minor units (pence, cents)' })
    .int('Rates are whole numbers of minor units (pence, cents)')
    .min(0, 'Rates cannot be negative')
    .max(DAY_RATE_MAX_MINOR, 'That rate is too high')
    .optional(),
);

/**
 * `GET /api/rest/v1/talent`: the directory's search. Every filter is optional; empty values (an empty
 * search box in the query string) count as absent.
 */
export const talentListQuerySchema = z
  .object({
    /** Words matched against names, username, headline, bio, crafts and city. */
    q: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .trim()
        .max(TALENT_QUERY_MAX_LENGTH, `Searches can be at most ${TALENT_QUERY_MAX_LENGTH} characters`)
        .optional(),
    ),
    craft: z.preprocess(emptyAsAbsent, craftSchema.optional()),
    /** The city, in any letter case. */
    city: z.preprocess(emptyAsAbsent, z.string().trim().max(80).optional()),
    country: z.preprocess(emptyAsAbsent, countryCodeSchema.optional()),
    currency: z.preprocess(emptyAsAbsent, currencySchema.optional()),
    /** The day rate range, inclusive, in minor units of `currency`. */
    min_rate: minorAmount,
    max_rate: minorAmount,
    availability: z.preprocess(
      emptyAsAbsent,
      z.enum(AVAILABILITY, { error: 'Choose available, limited or unavailable' }).optional(),
    ),
    /** Free (nothing booked, held or marked unavailable) on every one of these dates, all day. */
    available_on: availableOnSchema,
    verified_only: z.preprocess(
      emptyAsAbsent,
      z
        .enum(['true', 'false', '1', '0'], { error: 'verified_only is true or false' })
        .transform((value) => value === 'true' || value === '1')
        .optional(),
    ),
    /**
     * `relevance` (the default: best matches with words, else verified and most experienced first) or
     * `rating` (highest average first, then most reviewed; unrated last; decision 0060).
     */
    sort: z.preprocess(
      emptyAsAbsent,
      z.enum(TALENT_SORTS, { error: 'sort is relevance or rating' }).default('relevance'),
    ),
    /** The keyset cursor from the previous page's `next_cursor` (DESIGN section 5). */
    after: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(TALENT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    // Rates in different currencies cannot be compared, so a range needs to say which one it is in.
    if ((query.min_rate !== undefined || query.max_rate !== undefined) && !query.currency) {
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'Choose a currency for the rate range',
      });
    }
    if (query.min_rate !== undefined && query.max_rate !== undefined && query.min_rate > query.max_rate) {
      context.addIssue({
        code: 'custom',
        path: ['max_rate'],
        message: 'The highest rate must not be below the lowest',
      });
    }
  });
export type TalentListQuery = z.output<typeof talentListQuerySchema>;
export type TalentListQueryInput = z.input<typeof talentListQuerySchema>;

/**
 * Without words, the first page counts the matches for its heading up to this many and no further
 * (decision 0088): "1,000+ filmmakers".
 */
export const TALENT_TOTAL_CAP = 1000;

/**
 * A keyset page; `total` (every match) is counted on the first page only, null on later ones. Without words,
 * more than TALENT_TOTAL_CAP matches give `total` TALENT_TOTAL_CAP and `total_capped` true: at least that many
 * match. With words every match is ranked, so the total is exact at any size. `total_capped` is false
 * otherwise, and absent from servers before decision 0088 (whose totals were all exact).
 */
export const talentListSchema = pageOf(talentSummarySchema).extend({
  total: z.number().int().nullable(),
  total_capped: z.boolean().optional(),
});
export type TalentList = z.infer<typeof talentListSchema>;

/** `/portfolio/{username}` and `/talent/portfolio/{id}` look a filmmaker up either way. */
export const talentKeySchema = z.object({ key: z.string().min(1).max(100) });
