import { FROZEN_DISPUTE_STATUSES } from '@reelhire/shared/disputes';
import { AUTO_RELEASE_DAYS, AUTO_RELEASE_REMINDER_DAYS_BEFORE } from '@reelhire/shared/money-policy';
import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { and, eq, exists, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { disputeMilestones, disputes } from '../../db/schema/disputes.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { ledgerAccounts } from '../../db/schema/ledger.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One reminder per submission: the milestone and the moment it was (re)submitted, to the microsecond. */
const reminderKey = sql<string>`'auto_release_reminder:' || ${bookingMilestones.id} || ':' || to_char(${bookingMilestones.submittedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/**
 * Milestones submitted at or before `submittedBy`, still waiting for the client's answer, with money in
 * escrow. An unfunded delivery is never approved automatically (decision 0052): approving it would release
 * nothing and complete the booking unpaid. It stays submitted, the client's turn to fund and approve it, and
 * the payment reminders (decision 0046) keep going; so it gets no "approved automatically on …" reminder.
 */
export function unansweredSubmissions(submittedBy: Date) {
  return and(
    eq(bookingMilestones.status, 'submitted'),
    lte(bookingMilestones.submittedAt, submittedBy),
    inArray(bookings.status, [...UNDER_WAY_BOOKING_STATUSES]),
    // An extra revision asked for is an answer: the filmmaker owes the next move, not the client.
    notExists(
      sql`(select 1 from ${revisionRequests} where ${revisionRequests.milestoneId} = ${bookingMilestones.id}
             and ${revisionRequests.status} = 'open')`,
    ),
    // Funded: its escrow account (found by ledger_accounts_key; owner ids are text) holds money.
    exists(
      sql`(select 1 from ${ledgerAccounts} where ${ledgerAccounts.kind} = 'escrow'
             and ${ledgerAccounts.ownerId} = ${bookingMilestones.id}::text
             and ${ledgerAccounts.currency} = ${bookings.currency} and ${ledgerAccounts.balanceMinor} > 0)`,
    ),
    // Not frozen by a dispute (decision 0061): the client has answered by disputing it, and its escrow
    // moves only by the ruling. By milestone (dispute_milestones_milestone_idx).
    notExists(
      sql`(select 1 from ${disputeMilestones} join ${disputes} on ${disputes.id} = ${disputeMilestones.disputeId}
             where ${disputeMilestones.milestoneId} = ${bookingMilestones.id}
               and ${inArray(disputes.status, [...FROZEN_DISPUTE_STATUSES])})`,
    ),
  );
}

/**
 * Reminds the client, AUTO_RELEASE_REMINDER_DAYS_BEFORE the automatic release, of a delivery they have not
 * answered (decision 0043), with the date it will be approved and paid on its own. SPEC has no email for
 * this, so it is the delivery's own email (deliverable_submitted) again with that date. Keyed by the
 * milestone and its submission time (the outbox's unique key), so each submission is reminded once,
 * however many processes run.
 */
export async function remindAutoRelease({
  db,
  now = new Date(),
  batchSize = 100,
}: {
  db: Db;
  now?: Date;
  batchSize?: number;
}): Promise<{ reminded: number }> {
  const daysIn = AUTO_RELEASE_DAYS - AUTO_RELEASE_REMINDER_DAYS_BEFORE;
  const rows = await db
    .select({
      milestoneId: bookingMilestones.id,
      title: bookingMilestones.title,
      submittedAt: bookingMilestones.submittedAt,
      bookingId: bookings.id,
      reminderKey: reminderKey,
    })
    .from(bookingMilestones)
    .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
    .where(
      and(
        unansweredSubmissions(new Date(now.getTime() - daysIn * DAY_MS)),
        // Not yet due for release itself: that run approves it instead.
        sql`${bookingMilestones.submittedAt} > ${new Date(now.getTime() - AUTO_RELEASE_DAYS * DAY_MS).toISOString()}::timestamptz`,
        notExists(sql`(select 1 from ${emailOutbox} where ${emailOutbox.idempotencyKey} = ${reminderKey})`),
      ),
    )
    .limit(batchSize);
  let reminded = 0;
  for (const row of rows) {
    const submittedAt = row.submittedAt!;
    const contacts = await bookingContacts(db, row.bookingId);
    const releaseOn = new Date(submittedAt.getTime() + AUTO_RELEASE_DAYS * DAY_MS).toISOString().slice(0, 10);
    await enqueueEmail({
      db,
      emailType: 'deliverable_submitted',
      recipientEmail: contacts.client.email,
      idempotencyKey: row.reminderKey,
      templateData: {
        firstName: contacts.client.firstName,
        filmmakerName: contacts.filmmaker.name,
        jobTitle: contacts.title.slice(0, 200),
        deliverableTitle: row.title.slice(0, 200),
        projectId: contacts.projectId,
        jobId: contacts.jobId,
        autoReleaseOn: releaseOn,
      },
    });
    reminded += 1;
  }
  return { reminded };
}
