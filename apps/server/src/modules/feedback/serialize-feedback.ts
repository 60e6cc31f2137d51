import type { AdminFeedbackRecord, FeedbackRecord } from '@reelhire/shared/feedback';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { feedback } from '../../db/schema/feedback.ts';
import { signFileUrlsById } from '../files/sign-file-urls-by-id.ts';

export type FeedbackRow = typeof feedback.$inferSelect;

export interface FeedbackAuthor {
  name: string;
  email: string | null;
  userType: string | null;
}

/**
 * Feedback as the API answers it. Screenshot links are signed here for rows the caller may already see
 * (their own, or any for an admin), so the private file is read only through these expiring links.
 */
export async function serializeFeedback(
  { db, config }: { db: Db; config: Config },
  rows: readonly FeedbackRow[],
): Promise<FeedbackRecord[]> {
  const ids = rows.flatMap((row) => (row.screenshotFileId ? [row.screenshotFileId] : []));
  const links = await signFileUrlsById({ db, config, ids });
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    rating: row.rating,
    category: row.category,
    message: row.message,
    screenshot_url: row.screenshotFileId ? (links.get(row.screenshotFileId) ?? null) : null,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function serializeAdminFeedback(
  options: { db: Db; config: Config },
  rows: readonly (FeedbackRow & { author: FeedbackAuthor })[],
): Promise<AdminFeedbackRecord[]> {
  const records = await serializeFeedback(options, rows);
  return records.map((record, i) => {
    const row = rows[i]!;
    return {
      ...record,
      author: {
        user_id: row.userId,
        name: row.author.name,
        email: row.author.email,
        user_type: row.author.userType,
      },
    };
  });
}
