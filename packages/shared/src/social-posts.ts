import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { defineMachine } from './state-machine.ts';

// Posts for Reelhire's own social channels, planned by admins at /admin/social-media (decision 0065).
// Reelhire does not call the channels' APIs: an admin posts by hand and then marks the post published.
// Media comes only from filmmakers' portfolio images, and only from filmmakers who said yes to it on
// their profile (`social_media_consent`, off until they turn it on).

export const SOCIAL_CHANNELS = ['instagram', 'tiktok', 'youtube', 'linkedin', 'x', 'facebook'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export const SOCIAL_CHANNEL_LABELS: Record<SocialChannel, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
};

export const SOCIAL_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

export const SOCIAL_POST_STATUS_LABELS: Record<SocialPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/**
 * A post: a draft is nobody's turn (it waits until someone has something to say); once scheduled it is
 * the admin's turn to post it on the channel and mark it published, which closes it.
 */
export const socialPostMachine = defineMachine({
  name: 'social post',
  states: SOCIAL_POST_STATUSES,
  initial: 'draft',
  transitions: {
    schedule: { to: 'scheduled', by: { admin: ['draft'] }, label: 'Schedule' },
    unschedule: { to: 'draft', by: { admin: ['scheduled'] }, label: 'Back to draft' },
    publish: { to: 'published', by: { admin: ['scheduled'] }, label: 'Mark published' },
  },
  turns: {
    draft: null,
    scheduled: { party: 'admin', action: 'Post it on the channel and mark it published' },
    published: null,
  },
});
export type SocialPostTransition = keyof typeof socialPostMachine.transitions;

export const SOCIAL_POST_TEXT_MAX = 2200;
export const SOCIAL_POST_MEDIA_MAX = 10;

/** `POST /social_posts` and `PATCH /social_posts/{id}` (while not published). */
export const socialPostInputSchema = z.object({
  text: z
    .string({ error: 'Please write the post' })
    .trim()
    .min(1, 'Please write the post')
    .max(SOCIAL_POST_TEXT_MAX, `A post can be at most ${SOCIAL_POST_TEXT_MAX} characters`),
  channel: z.enum(SOCIAL_CHANNELS, { error: 'Please choose a channel' }),
  /** When it is to go out (ISO date-time); needed before it can be scheduled. */
  scheduled_at: z.iso.datetime({ offset: true, error: 'Please give a valid date and time' }).nullish(),
  /** Portfolio images of consenting filmmakers (GET /social_posts/media). */
  media_file_ids: z
    .array(z.uuid({ error: 'A media id is not valid' }))
    .max(SOCIAL_POST_MEDIA_MAX, `Choose at most ${SOCIAL_POST_MEDIA_MAX} images`)
    .default([]),
});
export type SocialPostInput = z.input<typeof socialPostInputSchema>;

export const socialMediaItemSchema = z.object({
  file_id: z.string(),
  /** A link to the shown (resized) image. */
  url: z.string(),
  filmmaker_id: z.string(),
  filmmaker_name: z.string(),
  username: z.string().nullable(),
});
export type SocialMediaItem = z.infer<typeof socialMediaItemSchema>;

export const socialPostSchema = z.object({
  id: z.string(),
  status: z.enum(SOCIAL_POST_STATUSES),
  text: z.string(),
  channel: z.enum(SOCIAL_CHANNELS),
  scheduled_at: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The chosen media still usable: an image whose filmmaker withdrew consent is left out. */
  media: z.array(socialMediaItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

export const SOCIAL_POSTS_PAGE_SIZE = 20;

/** The planner's list: one status at a time, scheduled ones soonest first, others newest first. */
export const socialPostsQuerySchema = pageQuerySchema.extend({
  status: z.enum(SOCIAL_POST_STATUSES).default('draft'),
  limit: z.coerce.number().int().min(1).max(100).default(SOCIAL_POSTS_PAGE_SIZE),
});
export type SocialPostsQuery = z.output<typeof socialPostsQuerySchema>;
export const socialPostsPageSchema = pageOf(socialPostSchema);
export type SocialPostsPage = z.infer<typeof socialPostsPageSchema>;

export const socialMediaQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export const socialMediaPageSchema = pageOf(socialMediaItemSchema);
export type SocialMediaPage = z.infer<typeof socialMediaPageSchema>;

/** `GET/PUT /api/rest/v1/filmmakers/me/social_media_consent`: the filmmaker's own yes or no. */
export const socialMediaConsentSchema = z.object({ consent: z.boolean() });
export type SocialMediaConsent = z.infer<typeof socialMediaConsentSchema>;

/** What an admin can do with a post now, in the machine's order: the planner's buttons. */
export function availableSocialPostActions(status: SocialPostStatus): SocialPostTransition[] {
  return (Object.keys(socialPostMachine.transitions) as SocialPostTransition[]).filter((name) =>
    socialPostMachine.transitions[name].by.admin?.includes(status),
  );
}
