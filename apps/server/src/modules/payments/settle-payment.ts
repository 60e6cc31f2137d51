import { escrowFunding, walletDeposit } from '@reelhire/shared/ledger';
import { checkMilestoneMove, milestoneMachine, type MilestoneStatus } from '@reelhire/shared/milestones';
import { fundingCharge } from '@reelhire/shared/money-policy';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { finishApproval } from '../bookings/finish-approval.ts';
import { syncBookingStage } from '../bookings/sync-booking-stage.ts';
import { releaseMilestoneEscrow } from '../earnings/release-escrow.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { fundable, milestoneFunding } from '../ledger/milestone-funding.ts';
import type { PaymentRow } from './payment-record.ts';
import { notifyPaymentSettled } from './notify-payment-settled.ts';

/**
 * Moves the money of a payment that was paid (decision 0042), in the caller's transaction: into each of its
 * milestones' escrow with the service fee, or into the wallet for a deposit. A milestone that took money
 * meanwhile (another checkout paid first, or the booking was cancelled) cannot take it twice, so its share
 * lands in the client's wallet instead: money a card paid is never lost, only moved where it can go.
 * Keys: `payment:{id}` for a single milestone or a deposit, `payment:{id}:{milestoneId}` per milestone of
 * a contract, and `payment:{id}:wallet` for what could not be funded, so a redelivered webhook moves nothing.
 *
 * Each escrow funding issues the client's receipt last in the same transaction (decision 0044), after the
 * movement it documents, so the lock order is always ledger accounts, then the receipt counter.
 *
 * Fund and approve (decision 0051): a payment that `approvesMilestone` also approves its milestone, as the
 * client who paid, and releases the escrow it just funded, here in the same transaction; the booking
 * completes if that was its last work. Only if the milestone still waits for that answer (submitted,
 * unfunded until now, booking under way): otherwise the money stays in escrow as a plain funding. A webhook
 * delivered twice settles once (the payment's machine), and the keys and the conditional update hold anyway.
 */
export async function settlePayment(
  tx: Db,
  payment: PaymentRow,
  actorUserId: string | null,
  config: Pick<Config, 'receiptTax'>,
): Promise<void> {
  const source = payment.method === 'wallet' ? { walletOf: payment.clientId } : { card: payment.provider };
  if (payment.purpose === 'wallet_deposit') {
    await postMovement({
      tx,
      kind: 'wallet_deposit',
      idempotencyKey: `payment:${payment.id}`,
      entries: walletDeposit({
        provider: payment.provider,
        clientId: payment.clientId,
        currency: payment.currency,
        amountMinor: payment.amountMinor,
      }),
      description: 'Money added to the wallet by card',
      reference: { paymentId: payment.id },
      actorUserId,
    });
    await notifyPaymentSettled(tx, payment, null, false);
    return;
  }

  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId!)).for('update');
  const milestones = (await milestoneFunding(tx, booking!)).filter((m) =>
    payment.milestoneIds.includes(m.id),
  );
  const single = payment.milestoneIds.length === 1;
  let strandedMinor = 0;
  const fundings: string[] = [];
  const approvals: { id: string; title: string }[] = [];
  for (const milestone of milestones) {
    if (!fundable(booking!, milestone)) {
      strandedMinor += fundingCharge(milestone.amountMinor).totalMinor;
      continue;
    }
    const approving =
      payment.approvesMilestone &&
      checkMilestoneMove('fund_and_approve', {
        state: milestone.status as MilestoneStatus,
        actor: 'client',
        funding: milestone.funding,
      }).ok;
    if (approving) approvals.push({ id: milestone.id, title: milestone.title });
    const funded = await postMovement({
      tx,
      kind: 'card' in source ? 'escrow_funding_card' : 'escrow_funding_wallet',
      idempotencyKey: single ? `payment:${payment.id}` : `payment:${payment.id}:${milestone.id}`,
      entries: escrowFunding({
        source,
        milestoneId: milestone.id,
        currency: payment.currency,
        amountMinor: milestone.amountMinor,
      }),
      description: `Escrow funded for “${milestone.title}”`,
      reference: {
        bookingId: booking!.id,
        milestoneId: milestone.id,
        ...(payment.projectId ? { projectId: payment.projectId } : {}),
        ...(payment.jobId ? { jobId: payment.jobId } : {}),
        paymentId: payment.id,
      },
      actorUserId,
    });
    fundings.push(funded.transactionId);
  }
  // Only a card's money can be stranded: a wallet payment checks fundability before it moves anything.
  if (strandedMinor > 0 && 'card' in source) {
    await postMovement({
      tx,
      kind: 'wallet_deposit',
      idempotencyKey: `payment:${payment.id}:wallet`,
      entries: walletDeposit({
        provider: payment.provider,
        clientId: payment.clientId,
        currency: payment.currency,
        amountMinor: strandedMinor,
      }),
      description: 'A card payment for escrow that was already funded, kept in the wallet',
      reference: { paymentId: payment.id },
      actorUserId,
    });
  }
  for (const milestone of approvals) {
    await recordTransition({
      tx,
      table: bookingMilestones,
      machine: milestoneMachine,
      recordType: 'milestone',
      id: milestone.id,
      transition: 'fund_and_approve',
      actor: 'client',
      actorUserId: payment.userId,
      set: { approvedAt: sql`now()` },
      note: null,
    });
    // As the client who paid, so the release reads as their approval, not an automatic one.
    const released = await releaseMilestoneEscrow({
      tx,
      booking: booking!,
      milestoneId: milestone.id,
      actorUserId: payment.userId,
      config,
      receiptLater: true,
    });
    if (released) fundings.push(released.transactionId);
  }
  if (approvals.length > 0) {
    await syncBookingStage({ tx, booking: booking!, actorUserId: payment.userId });
    for (const milestone of approvals) {
      await finishApproval({
        tx,
        bookingId: booking!.id,
        milestoneId: milestone.id,
        milestoneTitle: milestone.title,
      });
    }
  }
  // Receipts after every movement: the receipt counter is locked after the ledger's accounts, never between.
  for (const ledgerTransactionId of fundings) await issueReceipt({ tx, config, ledgerTransactionId });
  await notifyPaymentSettled(tx, payment, booking!, fundings.length > 0);
}
