import type { BookingList } from '@reelhire/shared/booking-records';
import type { BookingStatus } from '@reelhire/shared/bookings';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { contracts } from '../../db/schema/hiring.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { selectBookings, serializeBookingSummary } from './booking-record.ts';

export interface BookingListQuery {
  side: 'client' | 'filmmaker';
  entityId: string;
  status?: BookingStatus | undefined;
  filmmakerId?: string | undefined;
  openRequests?: boolean | undefined;
  jobId?: string | undefined;
  after?: string | undefined;
  limit: number;
}

/** The exact query of one party's bookings, newest first (bookings_client_idx / _filmmaker_idx). */
export function bookingListQuery(db: Db, query: BookingListQuery) {
  const party = query.side === 'client' ? bookings.clientId : bookings.filmmakerId;
  const conditions: SQL[] = [eq(party, query.entityId)];
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.filmmakerId) conditions.push(eq(bookings.filmmakerId, query.filmmakerId));
  if (query.openRequests) conditions.push(inArray(bookings.status, ['requested', 'changes_proposed']));
  if (query.jobId) conditions.push(eq(contracts.jobId, query.jobId));
  if (query.after) {
    const { at, id } = decodeTimeCursor(query.after);
    conditions.push(sql`(${bookings.createdAt}, ${bookings.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return selectBookings(db)
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.limit + 1);
}

export async function listBookings({ db, query }: { db: Db; query: BookingListQuery }): Promise<BookingList> {
  const rows = await bookingListQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(serializeBookingSummary),
    next_cursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.booking.id]) : null,
  };
}
