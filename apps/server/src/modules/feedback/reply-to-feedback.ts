import type { AdminFeedbackRecord } from '@reelhire/shared/feedback';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { getFeedbackForAdmin } from './get-feedback.ts';

const EXCERPT = 280;

/**
 * The team's answer: kept on the feedback (the author sees it at /feedback) and emailed to the author as
 * feedback_reply, in one transaction so a reply is never stored without its email or the reverse. A later
 * reply replaces the earlier one and is emailed too. A retry with the same Idempotency-Key queues one email.
 */
export async function replyToFeedback({
  db,
  config,
  id,
  message,
  adminUserId,
  idempotencyKey,
}: {
  db: Db;
  config: Config;
  id: string;
  message: string;
  adminUserId: string;
  idempotencyKey?: string | undefined;
}): Promise<AdminFeedbackRecord> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!current) throw notFound('No such feedback');
    const [row] = await tx
      .update(feedback)
      .set({ reply: message, repliedAt: sql`now()`, repliedBy: adminUserId, updatedAt: sql`now()` })
      .where(eq(feedback.id, id))
      .returning();
    if (!row) throw notFound('No such feedback');
    // An admin action (decision 0064): the reply it replaced, if any, and the new one.
    await writeAuditEntry({
      tx,
      actorUserId: adminUserId,
      action: 'feedback.reply',
      recordType: 'feedback',
      recordId: id,
      before: { reply: current.reply, replied_by: current.repliedBy },
      after: { reply: row.reply, replied_by: row.repliedBy },
    });
    const [author] = await tx
      .select({ email: users.email, metadata: users.userMetadata })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!author?.email) return;
    const firstName = author.metadata.first_name;
    const chars = Array.from(row.message);
    await enqueueEmail({
      db: tx,
      emailType: 'feedback_reply',
      recipientEmail: author.email,
      templateData: {
        firstName: typeof firstName === 'string' ? firstName : undefined,
        feedbackExcerpt: chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}...` : row.message,
        reply: message,
        status: row.status,
      },
      idempotencyKey: idempotencyKey ? `feedback-reply:${id}:${idempotencyKey}` : undefined,
    });
  });
  return getFeedbackForAdmin({ db, config, id });
}
