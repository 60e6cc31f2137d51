import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { toPayment } from './payment-record.ts';

/** A client's payments, newest first; a booking's are few, so one page is all of them (at most 100). */
export async function listPayments({
  db,
  clientId,
  bookingId,
}: {
  db: Db;
  clientId: string;
  bookingId?: string | undefined;
}) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientId, clientId), bookingId ? eq(payments.bookingId, bookingId) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(100);
  return { items: rows.map(toPayment) };
}
