import fc from 'fast-check';
import { splitKillFee } from './kill-fee-split.ts';

test('the kill fee is shared across funded milestones in proportion to their escrow', () => {
  // 50 % of 120,000 outstanding, with 40,000 and 80,000 funded.
  expect(splitKillFee(60_000, [40_000, 80_000])).toEqual([20_000, 40_000]);
  // An unfunded milestone is charged nothing.
  expect(splitKillFee(60_000, [0, 80_000])).toEqual([0, 60_000]);
  // Rounding pennies go to the largest remainders, so the shares add up exactly.
  expect(splitKillFee(100, [1, 1, 1])).toEqual([1, 1, 1]);
  expect(splitKillFee(2, [1, 1, 1])).toEqual([1, 1, 0]);
  expect(splitKillFee(10, [3, 3, 4])).toEqual([3, 3, 4]);
  expect(splitKillFee(5, [3, 3, 4])).toEqual([2, 1, 2]);
});

test('a kill fee larger than everything funded takes all the escrow and no more', () => {
  expect(splitKillFee(90_000, [40_000, 20_000])).toEqual([40_000, 20_000]);
  expect(splitKillFee(1_000, [])).toEqual([]);
  expect(splitKillFee(0, [40_000])).toEqual([0]);
});

test('for any fee and escrows the shares add up to the fee (capped) and never exceed an escrow', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 10_000_000 }),
      fc.array(fc.nat({ max: 5_000_000 }), { maxLength: 8 }),
      (fee, escrows) => {
        const shares = splitKillFee(fee, escrows);
        const held = escrows.reduce((sum, amount) => sum + amount, 0);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(Math.min(fee, held));
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(escrows[i]!);
        });
      },
    ),
  );
});
