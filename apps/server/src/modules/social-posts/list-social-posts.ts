import type { SocialPostsPage, SocialPostsQuery } from '@reelhire/shared/social-posts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { socialPosts } from '../../db/schema/feedback.ts';
import { decodeCursor, decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { serializeSocialPosts } from './serialize-social-post.ts';

/**
 * A page of one status: scheduled posts soonest first (social_posts_schedule_idx), drafts and published
 * ones last changed first (social_posts_updated_idx); keyset either way.
 */
export function socialPostsPageQuery(db: Db, query: SocialPostsQuery) {
  if (query.status === 'scheduled') {
    const after = query.after ? decodeCursor(query.after, ['time', 'id'] as const) : undefined;
    return db
      .select({ row: socialPosts, at: sql<string>`${socialPosts.scheduledAt}::text` })
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.status, 'scheduled'),
          after
            ? sql`(${socialPosts.scheduledAt}, ${socialPosts.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(socialPosts.scheduledAt), asc(socialPosts.id))
      .limit(query.limit + 1);
  }
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return db
    .select({ row: socialPosts, at: sql<string>`${socialPosts.updatedAt}::text` })
    .from(socialPosts)
    .where(
      and(
        eq(socialPosts.status, query.status),
        after
          ? sql`(${socialPosts.updatedAt}, ${socialPosts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(socialPosts.updatedAt), desc(socialPosts.id))
    .limit(query.limit + 1);
}

export async function listSocialPosts({
  db,
  config,
  query,
}: {
  db: Db;
  config: Config;
  query: SocialPostsQuery;
}): Promise<SocialPostsPage> {
  const rows = await socialPostsPageQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await serializeSocialPosts(
      { db, config },
      page.map(({ row }) => row),
    ),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
