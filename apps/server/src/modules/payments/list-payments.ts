import type { PaymentList, PaymentListQuery } from '@reelhire/shared/payments';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { toPayment } from './payment-record.ts';

export interface ListPaymentsOptions {
  db: Db;
  clientId: string;
  query: PaymentListQuery;
}

/**
 * A page of a client's payments, newest first, optionally for one booking: keyset on (created_at, id)
 * (DESIGN section 5), read off payments_client_idx or payments_booking_idx.
 */
export async function listPayments({ db, clientId, query }: ListPaymentsOptions): Promise<PaymentList> {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  const rows = await db
    .select({ payment: payments, at: sql<string>`${payments.createdAt}::text` })
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        query.booking_id ? eq(payments.bookingId, query.booking_id) : undefined,
        after
          ? sql`(${payments.createdAt}, ${payments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toPayment(row.payment)),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.payment.id]) : null,
  };
}
