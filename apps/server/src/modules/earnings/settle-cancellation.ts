import { splitKillFee } from '@reelhire/shared/kill-fee-split';
import { cancellationSettlement, disputeRuling } from '@reelhire/shared/ledger';
import { cancellationSplit } from '@reelhire/shared/money-policy';
import { refundSplit } from '@reelhire/shared/refunds';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingMilestones } from '../../db/schema/bookings.ts';
import { refunds } from '../../db/schema/payments.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { escrowFundings } from './escrow-fundings.ts';
import { escrowMinor, milestoneReference } from './money-reference.ts';

export interface SettledMilestone {
  milestoneId: string;
  escrowMinor: number;
  killFeeMinor: number;
  refundMinor: number;
  /** Of the refund with its share of the service fee: what goes back to cards, and to the wallet. */
  toCardMinor: number;
  toWalletMinor: number;
}

/**
 * Settles a cancelled booking's escrow (decisions 0043, 0048), in the cancellation's own transaction: the
 * recorded kill fee is shared across the milestones still holding money in proportion to what each holds
 * (splitKillFee), each share goes to the filmmaker less their fee, and the rest of each escrow comes back
 * to the client with the same part of the service fee they paid on it, the way it was paid: what a card
 * paid towards that card's provider, what the wallet paid to the wallet (refundSplit). One
 * cancellation_settlement per milestone, keyed `cancel:{milestoneId}`.
 *
 * A card's part is only recorded here, as a pending `refunds` row (key `refund:{milestoneId}:{paymentId}`):
 * the provider is never called inside a database transaction. The refund sweep sends it afterwards.
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
    const { transactionId, settled: one } = await settleMilestoneEscrow({
      tx,
      booking,
      milestoneId: milestone.id,
      escrowMinor: escrow,
      keptMinor: killFee,
      kind: 'cancellation_settlement',
      idempotencyKey: `cancel:${milestone.id}`,
      refundKey: (paymentId) => `refund:${milestone.id}:${paymentId}`,
      description:
        killFee > 0
          ? 'Booking cancelled: kill fee charged, the rest refunded'
          : 'Booking cancelled: refunded',
      actorUserId,
    });
    postedIds.push(transactionId);
    settled.push(one);
  }
  // The client's receipts for what came back (none where the kill fee took it all), after every movement:
  // the receipt counter is always locked after the ledger's accounts, never between them.
  for (const ledgerTransactionId of postedIds) await issueReceipt({ tx, config, ledgerTransactionId });
  return settled;
}

/**
 * Settles one milestone's escrow (decisions 0043, 0048, 0061): `keptMinor` of it goes to the filmmaker less
 * their fee, the rest back to the client with the same share of the service fee they paid on it, the way it
 * was paid (refundSplit). A card's part is recorded as a pending `refunds` row under `refundKey`, for the
 * refund sweep to send. A cancellation's kill fee and a dispute's ruling both settle escrow this way.
 */
export async function settleMilestoneEscrow({
  tx,
  booking,
  milestoneId,
  escrowMinor: escrow,
  keptMinor,
  kind,
  idempotencyKey,
  refundKey,
  description,
  actorUserId,
}: {
  tx: Db;
  booking: { id: string; clientId: string; filmmakerId: string; currency: string };
  milestoneId: string;
  escrowMinor: number;
  keptMinor: number;
  kind: 'cancellation_settlement' | 'dispute_ruling';
  idempotencyKey: string;
  refundKey: (paymentId: string) => string;
  description: string;
  actorUserId: string | null;
}): Promise<{ transactionId: string; settled: SettledMilestone }> {
  const fundings = await escrowFundings(tx, milestoneId, booking.currency);
  const serviceFeePaidMinor = fundings.reduce((sum, funding) => sum + funding.feeMinor, 0);
  const split = cancellationSplit({ escrowMinor: escrow, killFeeMinor: keptMinor, serviceFeePaidMinor });
  const refundMinor = split.refundMinor + split.serviceFeeRefundMinor;
  // Escrow with no funding on record (never in the running app) can only go back to the wallet.
  const parts = refundSplit(
    refundMinor,
    fundings.length > 0 ? fundings : [{ paymentId: null, cardProvider: null, chargedMinor: refundMinor }],
  );
  const movement = {
    milestoneId,
    filmmakerId: booking.filmmakerId,
    currency: booking.currency,
    escrowMinor: escrow,
    serviceFeePaidMinor,
    refundTo: parts.map((part) => ({
      to: part.cardProvider ? { card: part.cardProvider } : { walletOf: booking.clientId },
      amountMinor: part.amountMinor,
    })),
  };
  const posted = await postMovement({
    tx,
    kind,
    idempotencyKey,
    entries:
      kind === 'dispute_ruling'
        ? disputeRuling({ ...movement, releaseMinor: keptMinor })
        : cancellationSettlement({ ...movement, killFeeMinor: keptMinor }),
    description,
    reference: await milestoneReference(tx, booking.id, milestoneId),
    actorUserId,
  });
  for (const part of parts) {
    if (!part.cardProvider || !part.paymentId) continue;
    await tx
      .insert(refunds)
      .values({
        clientId: booking.clientId,
        paymentId: part.paymentId,
        bookingId: booking.id,
        milestoneId,
        provider: part.cardProvider,
        currency: booking.currency,
        amountMinor: part.amountMinor,
        idempotencyKey: refundKey(part.paymentId),
        ledgerTransactionId: posted.transactionId,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
  }
  const toCardMinor = parts
    .filter((part) => part.cardProvider)
    .reduce((sum, part) => sum + part.amountMinor, 0);
  return {
    transactionId: posted.transactionId,
    settled: {
      milestoneId,
      escrowMinor: escrow,
      killFeeMinor: keptMinor,
      refundMinor: escrow - keptMinor,
      toCardMinor,
      toWalletMinor: refundMinor - toCardMinor,
    },
  };
}
