import { escrowRelease } from '@reelhire/shared/ledger';
import { releaseSplit } from '@reelhire/shared/money-policy';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { escrowMinor, milestoneReference } from './money-reference.ts';

export interface EscrowReleased {
  transactionId: string;
  amountMinor: number;
  earnedMinor: number;
  feeMinor: number;
}

/**
 * Releases an approved milestone's escrow to its filmmaker, less the filmmaker's fee (decision 0043), in
 * the caller's transaction so the approval and the money land together or not at all. Whatever the escrow
 * holds is released; a milestone nobody funded releases nothing (null). Keyed `release:{milestoneId}`, so
 * an approval retried, or the automatic release racing the client's approval, moves the money once. The
 * filmmaker's receipt (the milestone less the fee, decision 0044) is issued last in the same transaction.
 */
export async function releaseMilestoneEscrow({
  tx,
  booking,
  milestoneId,
  actorUserId,
  config,
  receiptLater = false,
}: {
  tx: Db;
  /** What the receipt needs (its tax line, decision 0044). */
  config: Pick<Config, 'receiptTax'>;
  booking: { id: string; filmmakerId: string; currency: string };
  milestoneId: string;
  /** The approving client; null when Reelhire released it automatically. */
  actorUserId: string | null;
  /**
   * The caller issues the receipt itself, after every movement of its transaction (a settlement that funds
   * and releases, decision 0051), so the receipt counter is still locked after the ledger's accounts.
   */
  receiptLater?: boolean;
}): Promise<EscrowReleased | null> {
  const amountMinor = await escrowMinor(tx, milestoneId, booking.currency);
  if (amountMinor === 0) return null;
  const { earnedMinor, feeMinor } = releaseSplit(amountMinor);
  const posted = await postMovement({
    tx,
    kind: 'escrow_release',
    idempotencyKey: `release:${milestoneId}`,
    entries: escrowRelease({
      milestoneId,
      filmmakerId: booking.filmmakerId,
      currency: booking.currency,
      amountMinor,
    }),
    description: actorUserId ? 'Milestone approved: escrow released' : 'Milestone released automatically',
    reference: await milestoneReference(tx, booking.id, milestoneId),
    actorUserId,
  });
  if (!receiptLater) await issueReceipt({ tx, config, ledgerTransactionId: posted.transactionId });
  return { transactionId: posted.transactionId, amountMinor, earnedMinor, feeMinor };
}
