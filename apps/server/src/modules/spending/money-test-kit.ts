import {
  cancellationSettlement,
  escrowFunding,
  escrowRelease,
  walletDeposit,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@reelhire/shared/ledger';
import { fundingCharge } from '@reelhire/shared/money-policy';
import type { Db } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { BookedWork } from '../bookings/booking-test-kit.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';

// Money moved the way the payments and earnings code moves it (decision 0041's builders through
// postMovement, with the reference ids the money conventions name), and its receipt issued in the same
// transaction, as those branches do after merge. The spending tests read what this posts.

async function move(
  db: Db,
  config: TestApp['config'],
  kind: LedgerTransactionKind,
  key: string,
  entries: LedgerEntryInput[],
  reference: Record<string, string>,
) {
  return db.transaction(async (tx) => {
    const posted = await postMovement({
      tx,
      kind,
      idempotencyKey: key,
      entries,
      description: kind,
      reference,
    });
    const receipt = await issueReceipt({ tx, config, ledgerTransactionId: posted.transactionId });
    return { ...posted, receipt };
  });
}

const refs = (work: BookedWork, milestoneId: string) => ({
  bookingId: work.booking.id,
  milestoneId,
  ...(work.booking.project_id ? { projectId: work.booking.project_id } : {}),
});

export function deposit(t: TestApp, work: BookedWork, amountMinor: number, paymentId: string) {
  return move(
    t.database.db,
    t.config,
    'wallet_deposit',
    `payment:${paymentId}`,
    walletDeposit({
      provider: 'sandbox',
      clientId: work.client.entityId,
      currency: work.booking.currency,
      amountMinor,
    }),
    { paymentId },
  );
}

/** Funds a milestone in full, from the wallet or a card; answers what it cost with the service fee too. */
export async function fund(t: TestApp, work: BookedWork, position: number, from: 'wallet' | 'card') {
  const milestone = work.booking.milestones[position]!;
  const moved = await move(
    t.database.db,
    t.config,
    from === 'wallet' ? 'escrow_funding_wallet' : 'escrow_funding_card',
    `fund:${milestone.id}`,
    escrowFunding({
      source: from === 'wallet' ? { walletOf: work.client.entityId } : { card: 'sandbox' },
      milestoneId: milestone.id,
      currency: work.booking.currency,
      amountMinor: milestone.amount_minor,
    }),
    refs(work, milestone.id),
  );
  return { ...moved, charge: fundingCharge(milestone.amount_minor) };
}

export function release(t: TestApp, work: BookedWork, position: number) {
  const milestone = work.booking.milestones[position]!;
  return move(
    t.database.db,
    t.config,
    'escrow_release',
    `release:${milestone.id}`,
    escrowRelease({
      milestoneId: milestone.id,
      filmmakerId: work.filmmaker.entityId,
      currency: work.booking.currency,
      amountMinor: milestone.amount_minor,
    }),
    refs(work, milestone.id),
  );
}

/** Cancels a funded milestone: the kill fee to the filmmaker, the rest with its fee back to the wallet. */
export function cancel(t: TestApp, work: BookedWork, position: number, killFeeMinor: number) {
  const milestone = work.booking.milestones[position]!;
  return move(
    t.database.db,
    t.config,
    'cancellation_settlement',
    `cancel:${milestone.id}`,
    cancellationSettlement({
      milestoneId: milestone.id,
      filmmakerId: work.filmmaker.entityId,
      currency: work.booking.currency,
      escrowMinor: milestone.amount_minor,
      killFeeMinor,
      serviceFeePaidMinor: fundingCharge(milestone.amount_minor).feeMinor,
      refundTo: { walletOf: work.client.entityId },
    }),
    refs(work, milestone.id),
  );
}
