import { z } from 'zod';
import { splitKillFee } from './kill-fee-split.ts';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';

// Card refunds on cancellation (issue 14, decision 0048). A cancelled milestone's refund follows the money:
// the part a card paid goes back to that card through the provider that took it, the part the wallet paid
// goes back to the wallet. A card refund is recorded in the cancellation's transaction and sent to the
// provider afterwards by a sweep; one the provider refuses for good lands in the wallet instead.

/**
 * pending: recorded, not yet accepted by the provider (or being retried); processing: the provider accepted
 * it and will confirm it (Stripe's asynchronous refunds); succeeded: on its way to the card;
 * returned_to_wallet: the provider refused it, so the money went to the client's wallet.
 */
export const REFUND_STATUSES = ['pending', 'processing', 'succeeded', 'returned_to_wallet'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the client reads beside a refund. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  processing: 'Refund pending',
  succeeded: 'Refunded to card',
  returned_to_wallet: 'Refunded to wallet because the card refused it',
};

/** How a milestone's escrow was paid for: one funding movement, from a card payment or from the wallet. */
export interface EscrowFundingSource {
  /** The payment behind it; null for a funding with no payment on record (it can only go to the wallet). */
  paymentId: string | null;
  /** The provider that took a card payment, or null when the wallet paid. */
  cardProvider: string | null;
  /** What the client was charged for it: the escrow with its service fee. */
  chargedMinor: number;
}

export interface RefundPart {
  /** The card payment to refund, or null for the wallet. */
  paymentId: string | null;
  cardProvider: string | null;
  amountMinor: number;
}

/**
 * Shares a milestone's refund (what comes back with its part of the service fee) among the fundings that
 * paid its escrow, in proportion to what each charged (floor, pennies to the largest remainders, earlier
 * first), so no card is refunded more than it paid. Card parts stay per payment; the wallet parts (and any
 * card funding with no payment on record) are one wallet part. Parts of nothing are dropped.
 */
export function refundSplit(refundMinor: number, fundings: readonly EscrowFundingSource[]): RefundPart[] {
  const charged = fundings.reduce((sum, funding) => sum + funding.chargedMinor, 0);
  if (refundMinor > charged) {
    throw new RangeError(`a refund of ${refundMinor} is more than the ${charged} its fundings charged`);
  }
  const shares = splitKillFee(
    refundMinor,
    fundings.map((funding) => funding.chargedMinor),
  );
  const parts: RefundPart[] = [];
  let walletMinor = 0;
  for (const [i, funding] of fundings.entries()) {
    if (funding.cardProvider && funding.paymentId) {
      parts.push({
        paymentId: funding.paymentId,
        cardProvider: funding.cardProvider,
        amountMinor: shares[i]!,
      });
    } else {
      walletMinor += shares[i]!;
    }
  }
  parts.push({ paymentId: null, cardProvider: null, amountMinor: walletMinor });
  return parts.filter((part) => part.amountMinor > 0);
}

export const refundSchema = z.object({
  id: z.uuid(),
  status: z.enum(REFUND_STATUSES),
  /** What the client reads: "Refunded to card", "Refund pending", "Refunded to wallet because …". */
  status_label: z.string(),
  payment_id: z.uuid(),
  booking_id: z.uuid(),
  milestone_id: z.uuid(),
  /** The milestone's title, for the list. */
  milestone_title: z.string(),
  provider: z.string(),
  /** The last four digits of the card it goes back to, when the provider told Reelhire them. */
  card_last4: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  /** Why the card refused it (returned_to_wallet only). */
  failure_reason: z.string().nullable(),
  /** The cancellation movement that sent it, and the refund receipt that documents it. */
  ledger_transaction_id: z.uuid(),
  receipt_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Refund = z.output<typeof refundSchema>;

export const refundListQuerySchema = pageQuerySchema.extend({
  booking_id: z.uuid({ error: 'A booking id is not valid' }).optional(),
});
export const refundListSchema = pageOf(refundSchema);
export type RefundList = z.output<typeof refundListSchema>;

/** "to the card ending 4242" / "to the card you paid with" / "to your Reelhire wallet". */
export function refundDestination(cardLast4: string | null | undefined, toCard: boolean): string {
  if (!toCard) return 'to your Reelhire wallet';
  return cardLast4 ? `to the card ending ${cardLast4}` : 'to the card you paid with';
}
