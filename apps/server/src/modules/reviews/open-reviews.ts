import {
  REVIEW_START,
  REVIEWER_ROLES,
  reviewWindowClosesAt,
  type ReviewerRole,
} from '@reelhire/shared/reviews';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts, type BookingContacts } from '../booking-parties/booking-parties.ts';

/**
 * Opens both sides' reviews of a booking that has just completed (decision 0060), in the transaction that
 * completed it: each side's record starts at its writer's turn, so each gets its own "Write your review"
 * to-do, and each is asked by email (review_request). The window runs REVIEW_WINDOW_DAYS from completion.
 * Safe to call again: a side already open is left as it is and is not emailed twice.
 */
export async function openReviews({
  tx,
  bookingId,
  completedAt,
}: {
  tx: Db;
  bookingId: string;
  completedAt?: Date;
}): Promise<void> {
  const [booking] = await tx
    .select({ clientId: bookings.clientId, filmmakerId: bookings.filmmakerId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== 'completed') return;
  const closesAt = reviewWindowClosesAt(completedAt ?? (await completionTime(tx, bookingId)));
  const opened = await tx
    .insert(reviews)
    .values(
      REVIEWER_ROLES.map((role) => ({
        bookingId,
        reviewerRole: role,
        clientId: booking.clientId,
        filmmakerId: booking.filmmakerId,
        status: REVIEW_START[role],
        windowClosesAt: closesAt,
      })),
    )
    .onConflictDoNothing({ target: [reviews.bookingId, reviews.reviewerRole] })
    .returning({ id: reviews.id, role: reviews.reviewerRole, status: reviews.status });
  if (opened.length === 0) return;
  await recordHiringEvent(
    tx,
    opened.map((review) => ({
      recordType: 'review' as const,
      recordId: review.id,
      transition: `for_${review.role}`,
      actor: 'system' as const,
      actorUserId: null,
      fromStatus: null,
      toStatus: review.status,
    })),
  );
  const contacts = await bookingContacts(tx, bookingId);
  for (const review of opened) {
    await enqueueEmail({
      db: tx,
      emailType: 'review_request',
      recipientEmail: contacts[review.role].email,
      idempotencyKey: `review_request:${review.id}`,
      templateData: reviewEmailData(contacts, review.role),
    });
  }
}

/** What review_request and review_reminder say to one side (their data shape in email-template-data.ts). */
export function reviewEmailData(contacts: BookingContacts, role: ReviewerRole): Record<string, unknown> {
  const other = role === 'client' ? contacts.filmmaker : contacts.client;
  const base = {
    firstName: contacts[role].firstName,
    otherPartyName: other.name,
    jobTitle: contacts.title.slice(0, 200),
  };
  return role === 'client'
    ? { recipientRole: 'client', ...base, projectId: contacts.projectId, jobId: contacts.jobId }
    : { recipientRole: 'filmmaker', ...base };
}

/** When the booking completed, from its timeline; now if the timeline does not say (it always should). */
async function completionTime(tx: Db, bookingId: string): Promise<Date> {
  const [event] = await tx
    .select({ at: hiringEvents.createdAt })
    .from(hiringEvents)
    .where(
      and(
        eq(hiringEvents.recordType, 'booking'),
        eq(hiringEvents.recordId, bookingId),
        eq(hiringEvents.toStatus, 'completed'),
      ),
    )
    .orderBy(desc(hiringEvents.createdAt))
    .limit(1);
  return event?.at ?? new Date();
}
