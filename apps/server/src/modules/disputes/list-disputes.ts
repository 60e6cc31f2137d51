import type { DisputeList, DisputeStatus } from '@reelhire/shared/disputes';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { notFound } from '../../http/errors.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { selectDisputes, serializeDisputeSummary } from './dispute-record.ts';

export interface DisputeListQuery {
  status?: DisputeStatus | undefined;
  bookingId?: string | undefined;
  after?: string | undefined;
  limit: number;
}

/** The exact query of a dispute list page (its plan is checked in list-disputes-plan.test.ts). */
export function disputeListQuery(db: Db, caller: HiringCaller, query: DisputeListQuery) {
  const conditions: SQL[] = [];
  if (query.bookingId) conditions.push(eq(disputes.bookingId, query.bookingId));
  else if (!caller.admin) {
    const mine: SQL[] = [];
    if (caller.clientId) mine.push(eq(disputes.clientId, caller.clientId));
    if (caller.filmmakerId) mine.push(eq(disputes.filmmakerId, caller.filmmakerId));
    conditions.push(mine.length === 0 ? sql`false` : or(...mine)!);
  }
  if (query.status) conditions.push(eq(disputes.status, query.status));
  if (query.after) {
    const { at, id } = decodeTimeCursor(query.after);
    conditions.push(sql`(${disputes.createdAt}, ${disputes.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return selectDisputes(db)
    .where(and(...conditions))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(query.limit + 1);
}

/**
 * Disputes newest first, keyset paged (decision 0061): an admin's are all of them (by status if asked,
 * disputes_status_idx / disputes_created_idx); a member's are the disputes of their own bookings, as client
 * or filmmaker (disputes_client_idx / disputes_filmmaker_idx); one booking's are its parties' and the
 * admins' only (disputes_booking_idx), a stranger's booking a 404.
 */
export async function listDisputes({
  db,
  caller,
  query,
}: {
  db: Db;
  caller: HiringCaller;
  query: DisputeListQuery;
}): Promise<DisputeList> {
  if (query.bookingId) {
    const [booking] = await db
      .select({ clientId: bookings.clientId, filmmakerId: bookings.filmmakerId })
      .from(bookings)
      .where(eq(bookings.id, query.bookingId));
    if (!booking || partiesOf(caller, booking).length === 0) throw notFound('No such booking');
  }
  const rows = await disputeListQuery(db, caller, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(serializeDisputeSummary),
    next_cursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.dispute.id]) : null,
  };
}
