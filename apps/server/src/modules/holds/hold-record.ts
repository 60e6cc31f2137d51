import type { Hold } from '@reelhire/shared/hold-records';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/schema/holds.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

// One hold on the wire (decision 0035): the same record for its holder, the filmmaker and admins.

export const holdColumns = {
  hold: holds,
  clientName: clients.companyName,
  filmmaker: {
    firstName: filmmakers.firstName,
    lastName: filmmakers.lastName,
    username: filmmakers.username,
  },
  // Where the booking request a confirmed hold became stands now, so the hold does not read as unanswered
  // after the filmmaker accepted it. Spelled out: drizzle drops table names inside a raw subquery.
  bookingStatus: sql<string | null>`(select b.status from bookings b where b.id = ${holds.bookingId})`,
  // Keyset cursors keep the database's microseconds, which a JS Date would round away.
  createdKey: sql<string>`${holds.createdAt}::text`,
};

/** The select every hold read starts from; callers add their where, order and limit. */
export function selectHolds(db: Db) {
  return db
    .select(holdColumns)
    .from(holds)
    .innerJoin(clients, eq(clients.id, holds.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, holds.filmmakerId));
}
export type HoldRow = Awaited<ReturnType<ReturnType<typeof selectHolds>['execute']>>[number];

export function serializeHold(row: HoldRow): Hold {
  const { hold: h } = row;
  return {
    id: h.id,
    status: h.status as Hold['status'],
    client_id: h.clientId,
    filmmaker_id: h.filmmakerId,
    client: { name: row.clientName || 'A client' },
    filmmaker: {
      name:
        `${row.filmmaker.firstName} ${row.filmmaker.lastName}`.trim() ||
        row.filmmaker.username ||
        'The filmmaker',
      username: row.filmmaker.username,
    },
    days: h.days,
    first_day: h.firstDay,
    last_day: h.lastDay,
    title: h.title,
    brief: h.brief,
    location: h.location
      ? { remote: h.location.remote, city: h.location.city, country: h.location.country }
      : null,
    currency: h.currency,
    amount_minor: h.amountMinor,
    confirm_by: h.confirmBy?.toISOString() ?? null,
    promoted_at: h.promotedAt?.toISOString() ?? null,
    released_by: h.releasedBy,
    release_reason: h.releaseReason,
    booking_id: h.bookingId,
    booking_status: (row.bookingStatus ?? null) as Hold['booking_status'],
    created_at: h.createdAt.toISOString(),
    updated_at: h.updatedAt.toISOString(),
  };
}

/** One hold as it is now, or undefined. */
export async function loadHold(db: Db, id: string): Promise<Hold | undefined> {
  const [row] = await selectHolds(db).where(eq(holds.id, id));
  return row ? serializeHold(row) : undefined;
}
