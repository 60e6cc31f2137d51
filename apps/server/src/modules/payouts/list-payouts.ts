import type { PayoutList, payoutListQuerySchema } from '@reelhire/shared/payouts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { selectPayouts, serializePayout } from './payout-record.ts';

export interface ListPayoutsOptions {
  db: Db;
  /** A filmmaker's own payouts; undefined for an admin, who reads everyone's. */
  filmmakerId?: string;
  query: z.output<typeof payoutListQuerySchema>;
}

/** The statement behind a page of payouts, newest first (exported so a test can EXPLAIN it). */
export function listPayoutsQuery({ db, filmmakerId, query }: ListPayoutsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return (
    selectPayouts(db)
      .where(
        and(
          filmmakerId ? eq(payouts.filmmakerId, filmmakerId) : undefined,
          query.status ? eq(payouts.status, query.status) : undefined,
          after
            ? sql`(${payouts.createdAt}, ${payouts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      // The order of payouts_filmmaker_idx, payouts_status_idx and payouts_created_idx alike.
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(query.limit + 1)
  );
}

/** A page of payouts: a filmmaker's history, or every payout (by status) for the admin's queue. */
export async function listPayouts(options: ListPayoutsOptions): Promise<PayoutList> {
  const rows = await listPayoutsQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: page.map(serializePayout),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.payout.id]) : null,
  };
}
