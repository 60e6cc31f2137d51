// Reelhire's money rules (issue 14, decision 0041): SPEC leaves pricing, fees and payout rules "not shown",
// so they are chosen here, once, for the server to charge and the web app to show before anyone pays.

/** Basis points: 1 bp is 0.01 %, so fees stay integers however they are rounded. */
const BPS = 10_000;

/** The client's service fee on what they fund into escrow, shown at checkout (5 %). */
export const CLIENT_SERVICE_FEE_BPS = 500;

/** The filmmaker's platform fee, taken from each milestone's escrow as it is released (10 %). */
export const FILMMAKER_FEE_BPS = 1_000;

/** Released earnings stay pending this long before the filmmaker can pay them out (card chargebacks). */
export const EARNINGS_HOLD_DAYS = 3;

/** A milestone submitted and left unanswered this long is approved and released automatically. */
export const AUTO_RELEASE_DAYS = 14;

/** The client is reminded this many days before an automatic release. */
export const AUTO_RELEASE_REMINDER_DAYS_BEFORE = 3;

/** The smallest payout worth a bank transfer, in minor units of its currency (10.00 in a 2-digit currency). */
export const PAYOUT_MINIMUM_MINOR = 1_000;

/**
 * A fee of `bps` on `amountMinor`, rounded half up to a whole minor unit. Integer arithmetic only: money is
 * never a float (DESIGN section 2).
 */
export function feeOf(amountMinor: number, bps: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`an amount is a non-negative integer of minor units, not ${amountMinor}`);
  }
  return Math.floor((amountMinor * bps + BPS / 2) / BPS);
}

/** What a client pays to fund `amountMinor` into escrow: the amount and the service fee on it. */
export function fundingCharge(amountMinor: number): {
  amountMinor: number;
  feeMinor: number;
  totalMinor: number;
} {
  const feeMinor = feeOf(amountMinor, CLIENT_SERVICE_FEE_BPS);
  return { amountMinor, feeMinor, totalMinor: amountMinor + feeMinor };
}

/** What a filmmaker earns when `amountMinor` of escrow is released to them, and the fee kept. */
export function releaseSplit(amountMinor: number): { earnedMinor: number; feeMinor: number } {
  const feeMinor = feeOf(amountMinor, FILMMAKER_FEE_BPS);
  return { earnedMinor: amountMinor - feeMinor, feeMinor };
}

/**
 * A cancellation settles one milestone's escrow: the kill fee goes to the filmmaker (less their fee), the
 * rest back to the client with the service fee they paid on that rest. The refunded fee is the part of the
 * fee paid that the refund is of the amount, so refunding everything returns the whole fee.
 */
export function cancellationSplit({
  escrowMinor,
  killFeeMinor,
  serviceFeePaidMinor,
}: {
  escrowMinor: number;
  killFeeMinor: number;
  serviceFeePaidMinor: number;
}): { earnedMinor: number; filmmakerFeeMinor: number; refundMinor: number; serviceFeeRefundMinor: number } {
  if (killFeeMinor < 0 || killFeeMinor > escrowMinor) {
    throw new RangeError('a kill fee is between nothing and the escrow it is charged from');
  }
  const { earnedMinor, feeMinor } = releaseSplit(killFeeMinor);
  const refundMinor = escrowMinor - killFeeMinor;
  const serviceFeeRefundMinor =
    escrowMinor === 0 ? 0 : Math.floor((serviceFeePaidMinor * refundMinor + escrowMinor / 2) / escrowMinor);
  return { earnedMinor, filmmakerFeeMinor: feeMinor, refundMinor, serviceFeeRefundMinor };
}

/**
 * A confirmed booking's milestones are due to be funded this many days after its contract was signed, or on
 * its first day if that is sooner: work starts funded (decision 0046).
 */
export const FUNDING_DUE_DAYS = 3;

/** Days overdue at which the client is sent a payment reminder (0: on the due day), each once per booking. */
export const PAYMENT_REMINDER_DAYS = [0, 2, 5, 10] as const;

/** The reminder step a booking `daysOverdue` days past its funding deadline is at. */
export function paymentReminderStep(daysOverdue: number): number {
  return [...PAYMENT_REMINDER_DAYS].reverse().find((day) => daysOverdue >= day) ?? 0;
}
