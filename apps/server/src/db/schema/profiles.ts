import type { Availability } from '@reelhire/shared/filmmaker-profile-steps';
import type { ClientKind } from '@reelhire/shared/client-profile';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@reelhire/shared/search-text';
import type { StoredVideoLink } from '@reelhire/shared/video-links';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { files } from './files.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Lower case without accents (shared search-text.ts), so that "Ines" finds "Inès". `unaccent` would do
 * more, but it is an extension (not loadable everywhere) and not immutable, which a generated column needs.
 */
const folded = (expression: string) =>
  `translate(lower(${expression}), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`;

/**
 * The directory's full-text document (issue 4), weighted for ts_rank: names and username (A), crafts and
 * headline (B), city (C), bio (D). Names, username, crafts and city use the 'simple' configuration (no
 * stemming: a name is not an English word); headline and bio use 'english', so "directing" finds "direct".
 * Crafts are read by subscript because array_to_string is not immutable; a profile has at most six.
 */
const searchDocument = sql.raw(`
  setweight(to_tsvector('simple', ${folded(`coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, '')`)}), 'A') ||
  setweight(to_tsvector('simple', coalesce(crafts[1], '') || ' ' || coalesce(crafts[2], '') || ' ' || coalesce(crafts[3], '') || ' ' || coalesce(crafts[4], '') || ' ' || coalesce(crafts[5], '') || ' ' || coalesce(crafts[6], '')), 'B') ||
  setweight(to_tsvector('english', ${folded(`coalesce(headline, '')`)}), 'B') ||
  setweight(to_tsvector('simple', ${folded(`coalesce(city, '')`)}), 'C') ||
  setweight(to_tsvector('english', ${folded(`coalesce(bio, '')`)}), 'D')
`);

/** docs/product.md §3: one filmmaker record per user, with `verified` and `setup`; fields: decision 0012. */
export const filmmakers = pgTable(
  'filmmakers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case, checked by the shared usernameSchema; null until chosen. */
    username: text('username').unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatarFileId: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
    headline: text('headline'),
    bio: text('bio'),
    city: text('city'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** Crafts in the order the filmmaker ranks them; the first is the primary craft. */
    crafts: text('crafts').array().notNull().default([]),
    yearsExperience: integer('years_experience'),
    /** Money is integer minor units (DESIGN section 2). */
    dayRateMinor: integer('day_rate_minor'),
    halfDayRateMinor: integer('half_day_rate_minor'),
    currency: text('currency').notNull().default('GBP'),
    equipment: text('equipment').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    travelRadiusKm: integer('travel_radius_km'),
    availability: text('availability').$type<Availability>().notNull().default('available'),
    availableFrom: date('available_from', { mode: 'string' }),
    showreel: jsonb('showreel').$type<StoredVideoLink>(),
    workLinks: jsonb('work_links')
      .$type<(StoredVideoLink & { title: string | null })[]>()
      .notNull()
      .default([]),
    verified: boolean('verified').notNull().default(false),
    setup: boolean('setup').notNull().default(false),
    /**
     * The filmmaker's yes to Reelhire showing their portfolio images on its own social channels; off until
     * they turn it on, and only they can (decision 0065).
     */
    socialMediaConsent: boolean('social_media_consent').notNull().default(false),
    /**
     * Clients' visible reviews (decision 0060): the average in hundredths of a star (475 is 4.75), null
     * before the first, and how many. Kept here, recomputed when a review is published, so the directory
     * sorts by rating off an index instead of aggregating reviews for every page.
     */
    ratingHundredths: integer('rating_hundredths'),
    reviewCount: integer('review_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(searchDocument),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Only set-up profiles are ever searched, so the directory's indexes leave drafts out.
  (t) => [
    index('filmmakers_setup_idx').on(t.setup),
    // The social media planner's media: only consenting filmmakers' portfolios (decision 0065).
    index('filmmakers_social_consent_idx')
      .on(t.id)
      .where(sql`${t.socialMediaConsent}`),
    index('filmmakers_search_idx')
      .using('gin', t.search)
      .where(sql`${t.setup}`),
    index('filmmakers_crafts_idx')
      .using('gin', t.crafts)
      .where(sql`${t.setup}`),
    // A city, then the listing's order (decision 0091): a city's first page is the index's first rows, a
    // keyset page at a time, however many filmmakers work there; a city with other filters reads its own.
    index('filmmakers_city_idx')
      .on(
        sql`lower(${t.city})`,
        sql`${t.verified} desc`,
        sql`coalesce(${t.yearsExperience}, -1) desc`,
        sql`${t.id} desc`,
      )
      .where(sql`${t.setup}`),
    index('filmmakers_country_idx')
      .on(t.country)
      .where(sql`${t.setup}`),
    index('filmmakers_rate_idx')
      .on(t.currency, t.dayRateMinor)
      .where(sql`${t.setup}`),
    // The default order (verified first, then experience, none given last) read straight off an index, a
    // keyset page at a time: one direction throughout so a row comparison finds the page (decision 0057).
    index('filmmakers_listing_idx')
      .on(sql`${t.verified} desc`, sql`coalesce(${t.yearsExperience}, -1) desc`, sql`${t.id} desc`)
      .where(sql`${t.setup}`),
    // The directory sorted by rating (decision 0060): highest average first, then most reviewed, unrated
    // last, a keyset page at a time as the listing above.
    index('filmmakers_rating_idx')
      .on(sql`coalesce(${t.ratingHundredths}, -1) desc`, sql`${t.reviewCount} desc`, sql`${t.id} desc`)
      .where(sql`${t.setup}`),
  ],
);

/** Ordered portfolio and service images: files of the filmmaker's own, by id. */
export const filmmakerImages = pgTable(
  'filmmaker_images',
  {
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['portfolio', 'service'] }).notNull(),
    position: integer('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.filmmakerId, t.kind, t.position] }),
    unique('filmmaker_images_file_key').on(t.filmmakerId, t.kind, t.fileId),
    index('filmmaker_images_file_idx').on(t.fileId),
  ],
);

/** Productions a filmmaker worked on, in the order they list them. */
export const filmmakerCredits = pgTable(
  'filmmaker_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    role: text('role').notNull(),
    year: integer('year'),
    client: text('client'),
  },
  (t) => [unique('filmmaker_credits_position_key').on(t.filmmakerId, t.position)],
);

/** docs/product.md §3: one client record per user, with `verified` and `setup`; fields: decision 0012. */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The company, or the person's own name for an individual. */
  companyName: text('company_name').notNull().default(''),
  clientKind: text('client_kind').$type<ClientKind>(),
  industry: text('industry'),
  website: text('website'),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  city: text('city'),
  country: text('country'),
  about: text('about'),
  verified: boolean('verified').notNull().default(false),
  setup: boolean('setup').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
