import type { Payment } from '@reelhire/shared/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { notFound } from '../../http/errors.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Final payments send nobody to a checkout any more. */
const OPEN = new Set(['created', 'requires_action']);

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    purpose: row.purpose,
    method: row.method,
    provider: row.provider,
    amount_minor: row.amountMinor,
    fee_minor: row.feeMinor,
    total_minor: row.totalMinor,
    currency: row.currency,
    booking_id: row.bookingId,
    milestone_ids: row.milestoneIds,
    approves_milestone: row.approvesMilestone,
    project_id: row.projectId,
    job_id: row.jobId,
    checkout_url: OPEN.has(row.status) ? row.checkoutUrl : null,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The client's own payment; anyone else's reads as missing. */
export async function clientPayment(db: Db, id: string, clientId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.clientId, clientId)));
  if (!row) throw notFound('No such payment');
  return row;
}

/**
 * The web pages a checkout returns to (decision 0042): a funding to its job's payment-success page (or
 * back to the payment page, saying why, when the card failed), a deposit to the wallet's pages. Each on
 * the origin the client paid from when the payment recorded one (decision 0059), so they come back signed
 * in; and a failed funding names what the client chose to fund (`fund`: one milestone, or `all`), so the
 * payment page offers the same choice again.
 */
export function returnUrls(
  publicUrl: string,
  row: Pick<PaymentRow, 'id' | 'purpose' | 'projectId' | 'jobId' | 'milestoneIds' | 'returnOrigin'>,
): { successUrl: string; failureUrl: string } {
  const origin = row.returnOrigin ?? publicUrl;
  if (row.purpose === 'wallet_deposit' || !row.projectId || !row.jobId) {
    return {
      successUrl: `${origin}/client/dashboard/wallet/deposit/success?payment_id=${row.id}`,
      failureUrl: `${origin}/client/dashboard/wallet/deposit/failed?payment_id=${row.id}`,
    };
  }
  const job = `${origin}/client/dashboard/projects/${row.projectId}/jobs/${row.jobId}`;
  const fund = row.purpose === 'milestone_funding' ? (row.milestoneIds[0] ?? 'all') : 'all';
  return {
    successUrl: `${job}/payment-success?payment_id=${row.id}`,
    failureUrl: `${job}/payment?failed_payment_id=${row.id}&fund=${encodeURIComponent(fund)}`,
  };
}
