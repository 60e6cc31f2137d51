import { socialPostMachine, type SocialPost } from '@reelhire/shared/social-posts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { socialPosts } from '../../db/schema/feedback.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { notFound, transitionRefused } from '../../http/errors.ts';
import { serializeSocialPosts } from './serialize-social-post.ts';

/**
 * Schedules, unschedules or marks a post published (admins). Scheduling needs a time; publishing is the
 * admin saying it went out, since Reelhire does not post to the channels itself (decision 0065).
 */
export async function transitionSocialPost({
  db,
  config,
  id,
  transition,
  adminUserId,
}: {
  db: Db;
  config: Config;
  id: string;
  transition: string;
  adminUserId: string;
}): Promise<SocialPost> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(socialPosts).where(eq(socialPosts.id, id));
    if (!current) throw notFound('No such social post');
    if (transition === 'schedule' && !current.scheduledAt) {
      throw transitionRefused('Give the post a date and time before scheduling it', current.status);
    }
    return recordTransition({
      tx,
      table: socialPosts,
      machine: socialPostMachine,
      recordType: 'social_post',
      id,
      transition,
      actor: 'admin',
      actorUserId: adminUserId,
      notFoundMessage: 'No such social post',
      set: transition === 'publish' ? { publishedAt: sql`now()` } : undefined,
    });
  });
  const [post] = await serializeSocialPosts({ db, config }, [row]);
  return post!;
}
