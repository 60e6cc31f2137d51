import type { FeedbackRecord } from '@reelhire/shared/feedback';
import type { feedbackInputSchema } from '@reelhire/shared/feedback';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { files } from '../../db/schema/files.ts';
import { badRequest } from '../../http/errors.ts';
import { serializeFeedback } from './serialize-feedback.ts';

export interface CreateFeedbackOptions {
  db: Db;
  config: Config;
  userId: string;
  input: z.output<typeof feedbackInputSchema>;
  /** A retried submit with the same key returns the first feedback and stores nothing new. */
  idempotencyKey?: string | undefined;
}

/**
 * Stores a member's feedback (the caller was checked by requireFeedbackSender). A screenshot must be a
 * `feedback_screenshot` the caller uploaded: anyone else's file, or another kind, is a 400.
 */
export async function createFeedback({
  db,
  config,
  userId,
  input,
  idempotencyKey,
}: CreateFeedbackOptions): Promise<{ record: FeedbackRecord; created: boolean }> {
  const screenshotFileId = input.screenshot_file_id ?? null;
  if (screenshotFileId) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(eq(files.id, screenshotFileId), eq(files.ownerId, userId), eq(files.kind, 'feedback_screenshot')),
      );
    if (!file) throw badRequest('screenshot_file_id: Upload the screenshot first, as a feedback screenshot');
  }
  // Keys are the sender's own: the same key from two accounts names two different submits.
  const key = idempotencyKey ? `${userId}:${idempotencyKey}` : null;
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      rating: input.rating,
      category: input.category,
      message: input.message,
      screenshotFileId,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: feedback.idempotencyKey })
    .returning();
  const [stored] = row ? [row] : await db.select().from(feedback).where(eq(feedback.idempotencyKey, key!));
  const [record] = await serializeFeedback({ db, config }, [stored!]);
  return { record: record!, created: Boolean(row) };
}
