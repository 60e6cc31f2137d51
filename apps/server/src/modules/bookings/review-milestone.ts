import type { Booking } from '@reelhire/shared/booking-records';
import { milestoneMachine, revisionRequestKind, type MilestoneStatus } from '@reelhire/shared/milestones';
import { checkTransition } from '@reelhire/shared/state-machine';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { hiringEvents } from '../../db/schema/hiring.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { transitionRefused } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts, lockMilestone, requireUnderWay } from './booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { releaseMilestoneEscrow } from '../earnings/release-escrow.ts';
import { moveMilestone } from './move-milestone.ts';

type Review = { transition: 'approve' } | { transition: 'request_revision'; comments: string };

/**
 * The client reviews a submitted milestone. Approving records the approval and releases the milestone's
 * escrow to the filmmaker (decision 0043), withdraws any extra revision still waiting, emails the filmmaker and, at the
 * last milestone, completes the booking and its contract. A revision within the included ones sends the
 * milestone back at once and counts one used; one beyond them is recorded as extra work that waits for
 * the filmmaker's answer, and the milestone stays submitted (decision 0031).
 */
export async function reviewMilestone({
  db,
  config,
  caller,
  id,
  review,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  review: Review;
}): Promise<Booking> {
  const bookingId = await db.transaction(async (tx) => {
    if (review.transition === 'approve') {
      const { milestone, booking } = await moveMilestone({
        tx,
        caller,
        id,
        transition: 'approve',
        set: { approvedAt: sql`now()` },
      });
      // The approval and the money land together: a release that cannot post rolls the approval back.
      await releaseMilestoneEscrow({ tx, booking, milestoneId: id, actorUserId: caller.userId, config });
      await tx
        .update(revisionRequests)
        .set({ status: 'withdrawn', decidedAt: sql`now()` })
        .where(and(eq(revisionRequests.milestoneId, id), eq(revisionRequests.status, 'open')));
      const contacts = await bookingContacts(tx, booking.id);
      await enqueueEmail({
        db: tx,
        emailType: 'deliverable_approved',
        recipientEmail: contacts.filmmaker.email,
        idempotencyKey: `deliverable_approved:${id}`,
        templateData: {
          firstName: contacts.filmmaker.firstName,
          clientName: contacts.client.name,
          jobTitle: contacts.title.slice(0, 200),
          deliverableTitle: milestone.title.slice(0, 200),
          bookingId: booking.id,
        },
      });
      return booking.id;
    }

    const { milestone, booking, actors } = await lockMilestone(tx, id, caller);
    const status = milestone.status as MilestoneStatus;
    const actor = actorFor(milestoneMachine, 'request_revision', status, actors, 'milestone');
    requireUnderWay(booking);
    const kind = revisionRequestKind({
      revisionsIncluded: booking.revisionsIncluded,
      revisionsUsed: booking.revisionsUsed,
    });
    if (kind === 'included') {
      await moveMilestone({ tx, caller, id, transition: 'request_revision', note: review.comments });
      await tx
        .update(bookings)
        .set({ revisionsUsed: sql`${bookings.revisionsUsed} + 1` })
        .where(eq(bookings.id, booking.id));
    } else {
      // Extra work only takes effect once the filmmaker accepts it: the request waits, checked against
      // the machine like the move it would make, so the wrong party or state is refused the same way.
      const verdict = checkTransition(milestoneMachine, 'request_revision', { state: status, actor });
      if (!verdict.ok) throw transitionRefused(verdict.error, status);
      const [open] = await tx
        .select({ id: revisionRequests.id })
        .from(revisionRequests)
        .where(and(eq(revisionRequests.milestoneId, id), eq(revisionRequests.status, 'open')));
      if (open) throw transitionRefused('An extra revision already waits for the filmmaker’s answer', status);
      // The milestone keeps its state, so the timeline gets the request as an event of its own.
      await tx.insert(hiringEvents).values({
        recordType: 'milestone',
        recordId: id,
        transition: 'request_extra_revision',
        actor,
        actorUserId: caller.userId,
        fromStatus: status,
        toStatus: status,
        note: review.comments,
      });
    }
    const [request] = await tx
      .insert(revisionRequests)
      .values({
        milestoneId: id,
        bookingId: booking.id,
        kind,
        // An included revision takes effect at once; an extra one waits for the filmmaker.
        status: kind === 'included' ? 'accepted' : 'open',
        decidedAt: kind === 'included' ? sql`now()` : null,
        comments: review.comments,
        requestedBy: caller.userId,
      })
      .returning({ id: revisionRequests.id });
    await emailRevision(tx, booking.id, milestone.title, review.comments, request!.id);
    return booking.id;
  });
  return (await loadBooking(db, config, bookingId))!;
}

async function emailRevision(
  tx: Db,
  bookingId: string,
  milestoneTitle: string,
  comments: string,
  requestId: string,
) {
  const contacts = await bookingContacts(tx, bookingId);
  await enqueueEmail({
    db: tx,
    emailType: 'revision_requested',
    recipientEmail: contacts.filmmaker.email,
    idempotencyKey: `revision_requested:${requestId}`,
    templateData: {
      firstName: contacts.filmmaker.firstName,
      clientName: contacts.client.name,
      jobTitle: contacts.title.slice(0, 200),
      deliverableTitle: milestoneTitle.slice(0, 200),
      notes: comments.slice(0, 2000),
      bookingId,
    },
  });
}
