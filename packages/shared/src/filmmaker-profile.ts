import { z } from 'zod';
import { AVAILABILITY } from './filmmaker-profile-steps.ts';
import { fileRefSchema } from './profile-file-refs.ts';
import { profileGapSchema } from './profile-gaps.ts';
import { VIDEO_PROVIDERS } from './video-links.ts';

// The filmmaker profile as the server answers it (issue 4): the three setup steps' fields, stored files by id
// with their signed links, videos recognised, and what submitting still needs. Why these fields:
// docs/decisions/0012-profile-fields.md.

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
