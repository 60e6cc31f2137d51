import {
  BOOKING_ACTIONS_LIMIT,
  type BookingAction,
  type BookingActions,
} from '@reelhire/shared/booking-actions';
import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { milestoneMachine, type MilestoneStatus } from '@reelhire/shared/milestones';
import { statesAwaiting } from '@reelhire/shared/state-machine';
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingMilestones, bookings, revisionRequests } from '../../db/schema/bookings.ts';
import { contracts, jobs } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

// From the milestone machine's turns (decision 0053), as the to-dos are: a new state cannot be left out.
const WAITS_FOR: Record<'client' | 'filmmaker', MilestoneStatus[]> = {
  client: statesAwaiting(milestoneMachine, 'client'),
  filmmaker: statesAwaiting(milestoneMachine, 'filmmaker'),
};
const filmmakerName = sql<string>`trim(${filmmakers.firstName} || ' ' || ${filmmakers.lastName})`;

/**
 * The bookings under way that wait for the caller now (issue 13). A filmmaker sees, per booking, the first
 * milestone that waits for their work or for their answer to an extra revision; a client sees every
 * submitted milestone to review (an extra revision the filmmaker has not answered yet still counts: the
 * client can approve meanwhile). Soonest due first.
 */
export async function getBookingActions({
  db,
  side,
  entityId,
}: {
  db: Db;
  side: 'client' | 'filmmaker';
  entityId: string;
}): Promise<BookingActions> {
  const openExtra = exists(
    db
      .select({ one: sql`1` })
      .from(revisionRequests)
      .where(
        and(
          eq(revisionRequests.milestoneId, bookingMilestones.id),
          eq(revisionRequests.kind, 'extra'),
          eq(revisionRequests.status, 'open'),
        ),
      ),
  );
  const waiting =
    side === 'filmmaker'
      ? or(
          inArray(bookingMilestones.status, WAITS_FOR.filmmaker),
          and(eq(bookingMilestones.status, 'submitted'), openExtra),
        )
      : inArray(bookingMilestones.status, WAITS_FOR.client);
  const rows = await db
    .select({
      bookingId: bookings.id,
      milestoneId: bookingMilestones.id,
      projectId: jobs.projectId,
      jobId: jobs.id,
      bookingTitle: bookings.title,
      milestoneTitle: bookingMilestones.title,
      status: bookingMilestones.status,
      extraOpen: sql<boolean>`${openExtra}`,
      counterpart: side === 'filmmaker' ? clients.companyName : filmmakerName,
      dueDate: bookingMilestones.dueDate,
    })
    .from(bookingMilestones)
    .innerJoin(bookings, eq(bookings.id, bookingMilestones.bookingId))
    .innerJoin(contracts, eq(contracts.id, bookings.contractId))
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, bookings.filmmakerId))
    .where(
      and(
        eq(side === 'filmmaker' ? bookings.filmmakerId : bookings.clientId, entityId),
        inArray(bookings.status, [...UNDER_WAY_BOOKING_STATUSES]),
        waiting,
      ),
    )
    .orderBy(asc(bookingMilestones.dueDate), asc(bookingMilestones.position), asc(bookingMilestones.id))
    .limit(BOOKING_ACTIONS_LIMIT * 5);

  const seen = new Set<string>();
  const items: BookingAction[] = [];
  for (const row of rows) {
    // A filmmaker's to-do names the next milestone of each booking, not every one still to do.
    // An extra revision to answer is listed besides it.
    if (side === 'filmmaker' && row.status !== 'submitted') {
      if (seen.has(row.bookingId)) continue;
      seen.add(row.bookingId);
    }
    items.push({
      booking_id: row.bookingId,
      milestone_id: row.milestoneId,
      project_id: row.projectId,
      job_id: row.jobId,
      booking_title: row.bookingTitle,
      milestone_title: row.milestoneTitle,
      milestone_status: row.status as MilestoneStatus,
      extra_revision_open: Boolean(row.extraOpen),
      counterpart_name: row.counterpart || (side === 'filmmaker' ? 'Your client' : 'Your filmmaker'),
      due_date: row.dueDate,
    });
  }
  return { as: side, items: items.slice(0, BOOKING_ACTIONS_LIMIT) };
}
