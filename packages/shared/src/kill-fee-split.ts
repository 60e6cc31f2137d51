// How a cancelled booking's kill fee is charged from its milestones' escrow (issue 14, decision 0043).
// The kill fee is recorded once for the booking (killFeeOnCancel); escrow is held per milestone, so the fee
// is shared across the funded milestones in proportion to what each holds. Integer minor units only.

/**
 * The share of `killFeeMinor` charged to each escrow, in the same order: proportional to what each holds,
 * rounded down, with the pennies left by rounding given to the largest remainders (ties to the earlier
 * milestone), so the shares add up exactly. No share exceeds its escrow: a kill fee larger than everything
 * funded takes all of it, and the rest is not in Reelhire's hands to charge.
 */
export function splitKillFee(killFeeMinor: number, escrowsMinor: readonly number[]): number[] {
  for (const amount of [killFeeMinor, ...escrowsMinor]) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`amounts are non-negative integers of minor units, not ${amount}`);
    }
  }
  const held = escrowsMinor.reduce((sum, amount) => sum + amount, 0);
  if (held === 0) return escrowsMinor.map(() => 0);
  const charged = Math.min(killFeeMinor, held);
  // BigInt keeps fee x escrow exact however large a production is.
  const shares = escrowsMinor.map((amount) => {
    const exact = BigInt(charged) * BigInt(amount);
    return { share: Number(exact / BigInt(held)), remainder: Number(exact % BigInt(held)) };
  });
  let left = charged - shares.reduce((sum, { share }) => sum + share, 0);
  const order = shares
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]!.share += 1;
    left -= 1;
  }
  return shares.map(({ share }) => share);
}
