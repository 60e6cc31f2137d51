import type { SocialPost } from '@reelhire/shared/social-posts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { socialPosts } from '../../db/schema/feedback.ts';
import { consentingMediaById } from './consenting-media.ts';

export type SocialPostRow = typeof socialPosts.$inferSelect;

/** Posts as the API answers them; media whose filmmaker has since withdrawn consent is left out. */
export async function serializeSocialPosts(
  { db, config }: { db: Db; config: Config },
  rows: readonly SocialPostRow[],
): Promise<SocialPost[]> {
  const media = await consentingMediaById({ db, config, fileIds: rows.flatMap((row) => row.mediaFileIds) });
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    text: row.text,
    channel: row.channel,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    media: row.mediaFileIds.flatMap((id) => {
      const item = media.get(id);
      return item ? [item] : [];
    }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}
