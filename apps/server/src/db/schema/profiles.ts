import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** SPEC section 3: one filmmaker record per user, with `verified` and `setup`. */
export const filmmakers = pgTable(
  'filmmakers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    headline: text('headline'),
    bio: text('bio'),
    city: text('city'),
    country: text('country'),
    /** Crafts in the order the filmmaker ranks them; the first is the primary craft. */
    crafts: text('crafts').array().notNull().default([]),
    yearsExperience: integer('years_experience'),
    /** Money is integer minor units (DESIGN section 2). */
    dayRateMinor: integer('day_rate_minor'),
    currency: text('currency').notNull().default('GBP'),
    verified: boolean('verified').notNull().default(false),
    setup: boolean('setup').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('filmmakers_setup_idx').on(t.setup)],
);

/** SPEC section 3: one client record per user, with `verified` and `setup`. */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  industry: text('industry'),
  website: text('website'),
  city: text('city'),
  country: text('country'),
  about: text('about'),
  verified: boolean('verified').notNull().default(false),
  setup: boolean('setup').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
