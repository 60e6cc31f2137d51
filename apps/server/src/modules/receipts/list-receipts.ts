import type { ReceiptList, receiptListQuerySchema } from '@reelhire/shared/receipts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { serializeReceipt } from './receipt-record.ts';

export interface ListReceiptsOptions {
  db: Db;
  caller: Pick<HiringCaller, 'clientId' | 'filmmakerId'>;
  query: z.output<typeof receiptListQuerySchema>;
}

/**
 * The statement behind a page of the caller's receipts (exported so a test can EXPLAIN it), newest first:
 * those issued to them (a client's fundings and refunds, a filmmaker's releases; a `both` account both),
 * off receipts_client_idx / receipts_filmmaker_idx; or, given a booking, those of that booking issued to
 * them and, for its filmmaker, the client's payments into escrow (decision 0044).
 */
export function listReceiptsQuery({ db, caller, query }: ListReceiptsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const issuedTo = or(
    caller.clientId
      ? and(eq(receipts.clientId, caller.clientId), eq(receipts.recipient, 'client'))
      : undefined,
    caller.filmmakerId
      ? and(eq(receipts.filmmakerId, caller.filmmakerId), eq(receipts.recipient, 'filmmaker'))
      : undefined,
  );
  // In one booking, the filmmaker also sees the client's payments into escrow: proof the work is funded.
  // Refunds stay the client's own (they name the card the money went back to).
  const seenInBooking = or(
    issuedTo,
    caller.filmmakerId
      ? and(eq(receipts.filmmakerId, caller.filmmakerId), eq(receipts.kind, 'funding'))
      : undefined,
  );
  const party = caller.clientId ?? caller.filmmakerId;
  return db
    .select({ row: receipts, at: sql<string>`${receipts.issuedAt}::text` })
    .from(receipts)
    .where(
      and(
        query.booking_id ? and(eq(receipts.bookingId, query.booking_id), seenInBooking) : issuedTo,
        party ? undefined : sql`false`,
        after
          ? sql`(${receipts.issuedAt}, ${receipts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(receipts.issuedAt), desc(receipts.id))
    .limit(query.limit + 1);
}

export async function listReceipts(options: ListReceiptsOptions): Promise<ReceiptList> {
  const rows = await listReceiptsQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => serializeReceipt(row)),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.row.id]) : null,
  };
}
