import { REFUND_STATUS_LABELS, type RefundList, type refundListQuerySchema } from '@reelhire/shared/refunds';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookingMilestones } from '../../db/schema/bookings.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';

export interface ListRefundsOptions {
  db: Db;
  /** A client's own refunds; undefined for an admin, who reads everyone's. */
  clientId?: string;
  query: z.output<typeof refundListQuerySchema>;
}

/**
 * The statement behind a page of card refunds, newest first (exported so a test can EXPLAIN it): a
 * client's off refunds_client_idx, everyone's (admin) off refunds_created_idx.
 */
export function listRefundsQuery({ db, clientId, query }: ListRefundsOptions) {
  const after = query.after ? decodeTimeCursor(query.after) : undefined;
  return db
    .select({
      refund: refunds,
      at: sql<string>`${refunds.createdAt}::text`,
      milestoneTitle: bookingMilestones.title,
      cardLast4: payments.cardLast4,
      receiptId: receipts.id,
    })
    .from(refunds)
    .innerJoin(bookingMilestones, eq(bookingMilestones.id, refunds.milestoneId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(receipts, eq(receipts.ledgerTransactionId, refunds.ledgerTransactionId))
    .where(
      and(
        clientId ? eq(refunds.clientId, clientId) : undefined,
        query.booking_id ? eq(refunds.bookingId, query.booking_id) : undefined,
        after
          ? sql`(${refunds.createdAt}, ${refunds.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(query.limit + 1);
}

/** A page of card refunds (decision 0048): a client's own, or every one for an admin. */
export async function listRefunds(options: ListRefundsOptions): Promise<RefundList> {
  const rows = await listRefundsQuery(options);
  const page = rows.slice(0, options.query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ refund, milestoneTitle, cardLast4, receiptId }) => ({
      id: refund.id,
      status: refund.status,
      status_label: REFUND_STATUS_LABELS[refund.status],
      payment_id: refund.paymentId,
      booking_id: refund.bookingId,
      milestone_id: refund.milestoneId,
      milestone_title: milestoneTitle,
      provider: refund.provider,
      card_last4: cardLast4,
      amount_minor: refund.amountMinor,
      currency: refund.currency,
      failure_reason: refund.failureReason,
      ledger_transaction_id: refund.ledgerTransactionId,
      receipt_id: receiptId,
      created_at: refund.createdAt.toISOString(),
      updated_at: refund.updatedAt.toISOString(),
    })),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.refund.id]) : null,
  };
}
