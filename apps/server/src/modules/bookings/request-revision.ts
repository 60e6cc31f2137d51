import type { Booking } from '@reelhire/shared/booking-records';
import { milestoneMachine, revisionRequestKind, type MilestoneStatus } from '@reelhire/shared/milestones';
import { checkTransition } from '@reelhire/shared/state-machine';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { transitionRefused } from '../../http/errors.ts';
import { actorFor, type HiringCaller } from '../applications/hiring-party.ts';
import { bookingContacts, lockMilestone, requireUnderWay } from '../booking-parties/booking-parties.ts';
import { loadBooking } from './booking-record.ts';
import { moveMilestone } from './move-milestone.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';
import { notifyTurn } from '../../notifications/notify-turn.ts';

/**
 * The client asks for a revision of a submitted milestone. A revision within the included ones sends the
 * milestone back at once and counts one used; one beyond them is recorded as extra work that waits for
 * the filmmaker's answer, and the milestone stays submitted (decision 0031).
 */
export async function requestRevision({
  db,
  config,
  caller,
  id,
  comments,
}: {
  db: Db;
  config: Config;
  caller: HiringCaller;
  id: string;
  comments: string;
}): Promise<Booking> {
  const bookingId = await db.transaction(async (tx) => {
    const { milestone, booking, actors } = await lockMilestone(tx, id, caller);
    const status = milestone.status as MilestoneStatus;
    const actor = actorFor(milestoneMachine, 'request_revision', status, actors, 'milestone');
    requireUnderWay(booking);
    const kind = revisionRequestKind({
      revisionsIncluded: booking.revisionsIncluded,
      revisionsUsed: booking.revisionsUsed,
    });
    if (kind === 'included') {
      await moveMilestone({ tx, caller, id, transition: 'request_revision', note: comments });
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
      await recordHiringEvent(tx, {
        recordType: 'milestone',
        recordId: id,
        transition: 'request_extra_revision',
        actor,
        actorUserId: caller.userId,
        fromStatus: status,
        toStatus: status,
        note: comments,
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
        comments: comments,
        requestedBy: caller.userId,
      })
      .returning({ id: revisionRequests.id });
    // An extra revision keeps the milestone submitted; the request itself hands the filmmaker the turn.
    if (kind !== 'included') {
      await notifyTurn(tx, { machine: 'revision_request', recordId: request!.id, state: 'open', actor });
    }
    await emailRevision(tx, booking.id, milestone.title, comments, request!.id);
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
