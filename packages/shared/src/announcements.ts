import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import type { UserType } from './user-type.ts';

// Broadcast announcements (decision 0062): an admin writes one for everyone, filmmakers or clients, shown
// as a banner on the dashboards between its start and end until each user dismisses it.

export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'filmmakers', 'clients'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** The audiences an account belongs to: 'both' hears filmmaker and client announcements. */
export function audiencesOf(userType: UserType | null | undefined): AnnouncementAudience[] {
  switch (userType) {
    case 'filmmaker':
      return ['everyone', 'filmmakers'];
    case 'client':
      return ['everyone', 'clients'];
    case 'both':
      return ['everyone', 'filmmakers', 'clients'];
    default:
      return ['everyone'];
  }
}

const isoTime = z.iso.datetime({ offset: true, error: 'must be a time like 2026-03-14T09:00:00Z' });

const announcementFields = z.object({
  title: z.string().trim().min(1, 'Please give the announcement a title').max(120, 'Title is too long'),
  body: z
    .string()
    .trim()
    .min(1, 'Please write the announcement')
    .max(1000, 'Please keep the announcement under 1000 characters'),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'Choose everyone, filmmakers or clients' }),
  starts_at: isoTime,
  ends_at: isoTime.nullable(),
});

const endsAfterStart = (value: { starts_at?: string; ends_at?: string | null }) =>
  !value.starts_at || !value.ends_at || new Date(value.ends_at) > new Date(value.starts_at);
const endsAfterStartIssue = { path: ['ends_at'], message: 'The end must come after the start' };

/** `POST /announcements`: starts now unless told; no end means until an admin ends it. */
export const announcementInputSchema = announcementFields
  .extend({ starts_at: isoTime.optional(), ends_at: isoTime.nullable().optional() })
  .refine(endsAfterStart, endsAfterStartIssue);
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** `PATCH /announcements/{id}`: any of the fields. */
export const announcementPatchSchema = announcementFields
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' })
  .refine(endsAfterStart, endsAfterStartIssue);
export type AnnouncementPatch = z.infer<typeof announcementPatchSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** How an announcement stands now, for the admin list. */
export type AnnouncementStanding = 'scheduled' | 'live' | 'ended';
export function announcementStanding(
  announcement: Pick<Announcement, 'starts_at' | 'ends_at'>,
  now = new Date(),
) {
  if (new Date(announcement.starts_at) > now) return 'scheduled' as const;
  if (announcement.ends_at && new Date(announcement.ends_at) <= now) return 'ended' as const;
  return 'live' as const;
}

export const announcementsQuerySchema = pageQuerySchema;
export const announcementsPageSchema = pageOf(announcementSchema);
export type AnnouncementsPage = z.infer<typeof announcementsPageSchema>;

/** `GET /announcements/current`: live ones for the caller's audiences that they have not dismissed. */
export const currentAnnouncementsSchema = z.object({ items: z.array(announcementSchema) });
export type CurrentAnnouncements = z.infer<typeof currentAnnouncementsSchema>;
