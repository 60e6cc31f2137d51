import type { HoldList } from '@reelhire/shared/hold-records';
import { LIVE_HOLD_STATUSES } from '@reelhire/shared/holds';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/schema/holds.ts';
import { decodeCursor, decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { selectHolds, serializeHold } from './hold-record.ts';

export type HoldListScope =
  { side: 'client'; entityId: string } | { side: 'filmmaker'; entityId: string } | { side: 'admin' };

export interface HoldListQuery {
  scope: HoldListScope;
  after?: string | undefined;
  limit: number;
}

/**
 * The exact query of one list (DESIGN section 5, each served by an index): a client's holds newest first
 * (holds_client_idx); the live holds on a filmmaker's dates by first day, then oldest first, so on each
 * date the first hold comes before the second (holds_filmmaker_live_idx); every hold for an admin.
 */
export function holdListQuery(db: Db, { scope, after, limit }: HoldListQuery) {
  const conditions: SQL[] = [];
  if (scope.side === 'filmmaker') {
    conditions.push(eq(holds.filmmakerId, scope.entityId), inArray(holds.status, [...LIVE_HOLD_STATUSES]));
    if (after) {
      const [day, at, id] = decodeCursor(after, ['time', 'time', 'id'] as const);
      conditions.push(
        sql`(${holds.firstDay}, ${holds.createdAt}, ${holds.id}) > (${day.slice(0, 10)}::date, ${at}::timestamptz, ${id}::uuid)`,
      );
    }
    return selectHolds(db)
      .where(and(...conditions))
      .orderBy(asc(holds.firstDay), asc(holds.createdAt), asc(holds.id))
      .limit(limit + 1);
  }
  if (scope.side === 'client') conditions.push(eq(holds.clientId, scope.entityId));
  if (after) {
    const { at, id } = decodeTimeCursor(after);
    conditions.push(sql`(${holds.createdAt}, ${holds.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return selectHolds(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(holds.createdAt), desc(holds.id))
    .limit(limit + 1);
}

export async function listHolds({ db, query }: { db: Db; query: HoldListQuery }): Promise<HoldList> {
  const rows = await holdListQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const cursor = !last
    ? null
    : query.scope.side === 'filmmaker'
      ? encodeCursor([`${last.hold.firstDay}T00:00:00Z`, last.createdKey, last.hold.id])
      : encodeCursor([last.createdKey, last.hold.id]);
  return {
    items: page.map(serializeHold),
    next_cursor: rows.length > query.limit ? cursor : null,
  };
}
