import { z } from 'zod';

// docs/product.md §7: `GET /api/rest/v1/filmmakers?user_id=` and `/clients?user_id=` answer arrays of the
// user's records; the access guard reads `verified` and `setup` from them (docs/product.md §4).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `user_id=<uuid>`, or PostgREST's `user_id=eq.<uuid>`; absent means the caller's own id. */
export const profileRecordsQuerySchema = z.object({
  user_id: z
    .string()
    .trim()
    .transform((value) => value.replace(/^eq\./, ''))
    .refine((value) => UUID.test(value), 'user_id must be a user id')
    .optional(),
});
export type ProfileRecordsQuery = z.infer<typeof profileRecordsQuerySchema>;

export const filmmakerRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  username: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  crafts: z.array(z.string()),
  years_experience: z.number().nullable(),
  day_rate_minor: z.number().nullable(),
  currency: z.string(),
  verified: z.boolean(),
  setup: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FilmmakerRecord = z.infer<typeof filmmakerRecordSchema>;
export const filmmakerRecordListSchema = z.array(filmmakerRecordSchema);

export const clientRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  company_name: z.string(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  about: z.string().nullable(),
  verified: z.boolean(),
  setup: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;
export const clientRecordListSchema = z.array(clientRecordSchema);
