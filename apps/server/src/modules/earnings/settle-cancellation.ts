import { splitKillFee } from '@reelhire/shared/kill-fee-split';
import { cancellationSettlement } from '@reelhire/shared/ledger';
import { asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { bookingMilestones } from '../../db/schema/bookings.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { escrowMinor, milestoneReference } from './money-reference.ts';

export interface SettledMilestone {
  milestoneId: string;
  escrowMinor: number;
  killFeeMinor: number;
  refundMinor: number;
}

/**
 * Settles a cancelled booking's escrow (decision 0043), in the cancellation's own transaction: the
 * recorded kill fee is shared across the milestones still holding money in proportion to what each holds
 * (splitKillFee), each share goes to the filmmaker less their fee, and the rest of each escrow comes back
 * to the client's wallet with the same part of the service fee they paid on it. One
 * cancellation_settlement per milestone, keyed `cancel:{milestoneId}`. Refunds to the card are the payment
 * provider's (next); the wallet is where they land for now.
 */
export async function settleCancellation({
  tx,
  booking,
  actorUserId,
  config,
}: {
  tx: Db;
  /** What the client's refund receipt needs (decision 0044). */
  config: Pick<Config, 'receiptTax'>;
  booking: { id: string; clientId: string; filmmakerId: string; currency: string; killFeeMinor: number };
  actorUserId: string | null;
}): Promise<SettledMilestone[]> {
  const milestones = await tx
    .select({ id: bookingMilestones.id })
    .from(bookingMilestones)
    .where(eq(bookingMilestones.bookingId, booking.id))
    .orderBy(asc(bookingMilestones.position));
  const held = await Promise.all(milestones.map((m) => escrowMinor(tx, m.id, booking.currency)));
  const shares = splitKillFee(booking.killFeeMinor, held);
  const settled: SettledMilestone[] = [];
  const postedIds: string[] = [];
  for (const [i, milestone] of milestones.entries()) {
    const escrow = held[i]!;
    if (escrow === 0) continue;
    const killFee = shares[i]!;
    const posted = await postMovement({
      tx,
      kind: 'cancellation_settlement',
      idempotencyKey: `cancel:${milestone.id}`,
      entries: cancellationSettlement({
        milestoneId: milestone.id,
        filmmakerId: booking.filmmakerId,
        currency: booking.currency,
        escrowMinor: escrow,
        killFeeMinor: killFee,
        serviceFeePaidMinor: await serviceFeePaid(tx, milestone.id, booking.currency),
        refundTo: { walletOf: booking.clientId },
      }),
      description:
        killFee > 0
          ? 'Booking cancelled: kill fee charged, the rest refunded'
          : 'Booking cancelled: refunded',
      reference: await milestoneReference(tx, booking.id, milestone.id),
      actorUserId,
    });
    postedIds.push(posted.transactionId);
    settled.push({
      milestoneId: milestone.id,
      escrowMinor: escrow,
      killFeeMinor: killFee,
      refundMinor: escrow - killFee,
    });
  }
  // The client's receipts for what came back (none where the kill fee took it all), after every movement:
  // the receipt counter is always locked after the ledger's accounts, never between them.
  for (const ledgerTransactionId of postedIds) await issueReceipt({ tx, config, ledgerTransactionId });
  return settled;
}

/** The client's service fee on what was funded into this milestone's escrow, as the ledger charged it. */
async function serviceFeePaid(tx: Db, milestoneId: string, currency: string): Promise<number> {
  const [row] = await queryRows<{ feeMinor: string | null }>(
    tx,
    sql`select sum(fee.amount_minor) as "feeMinor"
          from ledger_transactions t
          join ledger_entries funded on funded.transaction_id = t.id
          join ledger_accounts escrow on escrow.id = funded.account_id
           and escrow.kind = 'escrow' and escrow.owner_id = ${milestoneId} and escrow.currency = ${currency}
          join ledger_entries fee on fee.transaction_id = t.id
          join ledger_accounts fees on fees.id = fee.account_id and fees.kind = 'platform_fees'
         where t.kind in ('escrow_funding_card', 'escrow_funding_wallet')`,
  );
  return Number(row?.feeMinor ?? 0);
}
