import type { socialPostInputSchema } from '@reelhire/shared/social-posts';
import { type SocialPost } from '@reelhire/shared/social-posts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { socialPosts } from '../../db/schema/feedback.ts';
import { HttpError, badRequest, notFound, transitionRefused } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { consentingMediaById } from './consenting-media.ts';
import { serializeSocialPosts } from './serialize-social-post.ts';

type Input = z.output<typeof socialPostInputSchema>;

// Creating and editing a post are admin actions: audited in their own transaction (decision 0064).

/** What the audit log keeps of a post: what goes out, where and when. */
function audited(row: typeof socialPosts.$inferSelect) {
  return {
    status: row.status,
    text: row.text,
    channel: row.channel,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    media_file_ids: row.mediaFileIds,
  };
}

async function checkMedia(db: Db, config: Config, ids: readonly string[]) {
  const usable = await consentingMediaById({ db, config, fileIds: ids });
  if (ids.some((id) => !usable.has(id))) {
    throw badRequest(
      'media_file_ids: Only portfolio images of filmmakers who agreed to appear on Reelhire’s channels can be used',
    );
  }
}

/** A new draft post (admins). */
export async function createSocialPost({
  db,
  config,
  input,
  adminUserId,
}: {
  db: Db;
  config: Config;
  input: Input;
  adminUserId: string;
}): Promise<SocialPost> {
  await checkMedia(db, config, input.media_file_ids);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(socialPosts)
      .values({
        text: input.text,
        channel: input.channel,
        scheduledAt: input.scheduled_at ? new Date(input.scheduled_at) : null,
        mediaFileIds: [...new Set(input.media_file_ids)],
        createdBy: adminUserId,
      })
      .returning();
    await writeAuditEntry({
      tx,
      actorUserId: adminUserId,
      action: 'social_post.create',
      recordType: 'social_post',
      recordId: created!.id,
      before: null,
      after: audited(created!),
    });
    return created!;
  });
  const [post] = await serializeSocialPosts({ db, config }, [row]);
  return post!;
}

/**
 * Edits a post not yet published (a published post is what went out: 409). A scheduled post keeps a time:
 * clearing it is refused; move it back to draft first.
 */
export async function updateSocialPost({
  db,
  config,
  id,
  input,
  adminUserId,
}: {
  db: Db;
  config: Config;
  id: string;
  input: Input;
  adminUserId: string;
}): Promise<SocialPost> {
  await checkMedia(db, config, input.media_file_ids);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(socialPosts).where(eq(socialPosts.id, id)).for('update');
    if (!current) throw notFound('No such social post');
    if (current.status === 'published') {
      throw transitionRefused('This social post is published, so it cannot be changed', current.status);
    }
    if (current.status === 'scheduled' && !input.scheduled_at) {
      throw new HttpError(400, 'scheduled_at: A scheduled post needs its time; move it back to draft first');
    }
    const [updated] = await tx
      .update(socialPosts)
      .set({
        text: input.text,
        channel: input.channel,
        scheduledAt: input.scheduled_at ? new Date(input.scheduled_at) : null,
        mediaFileIds: [...new Set(input.media_file_ids)],
        updatedAt: sql`now()`,
      })
      .where(and(eq(socialPosts.id, id), ne(socialPosts.status, 'published')))
      .returning();
    if (!updated) throw transitionRefused('This social post was published meanwhile', 'published');
    await writeAuditEntry({
      tx,
      actorUserId: adminUserId,
      action: 'social_post.update',
      recordType: 'social_post',
      recordId: id,
      before: audited(current),
      after: audited(updated),
    });
    return updated;
  });
  const [post] = await serializeSocialPosts({ db, config }, [row]);
  return post!;
}
