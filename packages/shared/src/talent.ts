import { z } from 'zod';

/** A filmmaker as visitors and clients see them: public profile fields only, never contact details. */
export const talentSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  crafts: z.array(z.string()),
  years_experience: z.number().int().nullable(),
  /** Integer minor units (pence, cents) of `currency`. */
  day_rate_minor: z.number().int().nullable(),
  currency: z.string(),
  verified: z.boolean(),
});
export type Talent = z.infer<typeof talentSchema>;

export const TALENT_PAGE_SIZE = 24;

export const talentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(TALENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TalentListQuery = z.infer<typeof talentListQuerySchema>;

export const talentListSchema = z.object({
  items: z.array(talentSchema),
  total: z.number().int(),
});
export type TalentList = z.infer<typeof talentListSchema>;

/** `/portfolio/{username}` and `/talent/portfolio/{id}` look a filmmaker up either way. */
export const talentKeySchema = z.object({ key: z.string().min(1).max(100) });
