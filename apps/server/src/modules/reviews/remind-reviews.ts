import { REVIEW_REMINDER_DAYS_BEFORE } from '@reelhire/shared/reviews';
import { and, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';
import { reviewEmailData } from './open-reviews.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One reminder per side's review: the outbox's unique key makes it once, however many processes run. */
const reminderKey = sql<string>`'review_reminder:' || ${reviews.id}`;

/**
 * Reminds a side that has not written (review_reminder) once its window has REVIEW_REMINDER_DAYS_BEFORE
 * days or fewer left (decision 0060). A side that has written, or whose window closed, is not reminded.
 */
export async function remindReviews({
  db,
  now = new Date(),
  batchSize = 100,
}: {
  db: Db;
  now?: Date;
  batchSize?: number;
}): Promise<{ reminded: number }> {
  const rows = await db
    .select({ id: reviews.id, role: reviews.reviewerRole, bookingId: reviews.bookingId, key: reminderKey })
    .from(reviews)
    .where(
      and(
        inArray(reviews.status, ['client_to_write', 'filmmaker_to_write']),
        gt(reviews.windowClosesAt, now),
        lte(reviews.windowClosesAt, new Date(now.getTime() + REVIEW_REMINDER_DAYS_BEFORE * DAY_MS)),
        notExists(sql`(select 1 from ${emailOutbox} where ${emailOutbox.idempotencyKey} = ${reminderKey})`),
      ),
    )
    .limit(batchSize);
  for (const row of rows) {
    const contacts = await bookingContacts(db, row.bookingId);
    await enqueueEmail({
      db,
      emailType: 'review_reminder',
      recipientEmail: contacts[row.role].email,
      idempotencyKey: row.key,
      templateData: reviewEmailData(contacts, row.role),
    });
  }
  return { reminded: rows.length };
}
