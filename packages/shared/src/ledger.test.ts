import { describe, expect, it } from 'vitest';
import {
  cancellationSettlement,
  earningsAvailable,
  escrowFunding,
  escrowRelease,
  payoutFailed,
  payoutPaid,
  payoutRequest,
  unbalancedReason,
  walletDeposit,
  type LedgerEntryInput,
} from './ledger.ts';
import {
  cancellationSplit,
  feeOf,
  fundingCharge,
  paymentReminderStep,
  releaseSplit,
} from './money-policy.ts';

const byAccount = (entries: LedgerEntryInput[]) =>
  Object.fromEntries(
    entries.map((entry) => [`${entry.account.kind}:${entry.account.ownerId ?? '-'}`, entry.amountMinor]),
  );

describe('fees', () => {
  it('rounds half up to whole minor units and never uses fractions of a penny', () => {
    expect(feeOf(10_000, 500)).toBe(500);
    expect(feeOf(10, 500)).toBe(1); // 0.5 rounds up
    expect(feeOf(9, 500)).toBe(0); // 0.45 rounds down
    expect(feeOf(0, 1_000)).toBe(0);
    expect(() => feeOf(10.5, 500)).toThrow(RangeError);
    expect(() => feeOf(-1, 500)).toThrow(RangeError);
  });

  it('a client pays the amount and 5 % on top; a filmmaker keeps 90 % of a release', () => {
    expect(fundingCharge(250_000)).toEqual({ amountMinor: 250_000, feeMinor: 12_500, totalMinor: 262_500 });
    expect(releaseSplit(250_000)).toEqual({ earnedMinor: 225_000, feeMinor: 25_000 });
  });

  it('a cancellation refunds the service fee in proportion to the refund', () => {
    expect(cancellationSplit({ escrowMinor: 100_000, killFeeMinor: 0, serviceFeePaidMinor: 5_000 })).toEqual({
      earnedMinor: 0,
      filmmakerFeeMinor: 0,
      refundMinor: 100_000,
      serviceFeeRefundMinor: 5_000,
    });
    expect(
      cancellationSplit({ escrowMinor: 100_000, killFeeMinor: 25_000, serviceFeePaidMinor: 5_000 }),
    ).toEqual({
      earnedMinor: 22_500,
      filmmakerFeeMinor: 2_500,
      refundMinor: 75_000,
      serviceFeeRefundMinor: 3_750,
    });
    expect(() =>
      cancellationSplit({ escrowMinor: 100, killFeeMinor: 101, serviceFeePaidMinor: 5 }),
    ).toThrow();
  });
});

describe('movements', () => {
  const currency = 'GBP';

  it('every movement balances, whatever the amounts', () => {
    for (const amountMinor of [1, 9, 10, 99, 12_345, 250_000, 9_999_999_999]) {
      const movements = [
        walletDeposit({ provider: 'sandbox', clientId: 'c1', currency, amountMinor }),
        escrowFunding({ source: { card: 'sandbox' }, milestoneId: 'm1', currency, amountMinor }),
        escrowFunding({ source: { walletOf: 'c1' }, milestoneId: 'm1', currency, amountMinor }),
        escrowRelease({ milestoneId: 'm1', filmmakerId: 'f1', currency, amountMinor }),
        earningsAvailable({ filmmakerId: 'f1', currency, amountMinor }),
        payoutRequest({ filmmakerId: 'f1', currency, amountMinor }),
        payoutPaid({ filmmakerId: 'f1', currency, amountMinor }),
        payoutFailed({ filmmakerId: 'f1', currency, amountMinor }),
        cancellationSettlement({
          milestoneId: 'm1',
          filmmakerId: 'f1',
          currency,
          escrowMinor: amountMinor,
          killFeeMinor: Math.floor(amountMinor / 2),
          serviceFeePaidMinor: fundingCharge(amountMinor).feeMinor,
          refundTo: { walletOf: 'c1' },
        }),
      ];
      for (const entries of movements) expect(unbalancedReason(entries)).toBeNull();
    }
  });

  it('funding from a card moves the amount and fee out of the provider into escrow and fees', () => {
    expect(
      byAccount(
        escrowFunding({ source: { card: 'sandbox' }, milestoneId: 'm1', currency, amountMinor: 100_000 }),
      ),
    ).toEqual({ 'provider_clearing:sandbox': -105_000, 'escrow:m1': 100_000, 'platform_fees:-': 5_000 });
  });

  it('a full kill fee pays the filmmaker and refunds nothing; no kill fee refunds everything', () => {
    const settle = (killFeeMinor: number) =>
      byAccount(
        cancellationSettlement({
          milestoneId: 'm1',
          filmmakerId: 'f1',
          currency,
          escrowMinor: 100_000,
          killFeeMinor,
          serviceFeePaidMinor: 5_000,
          refundTo: { card: 'sandbox' },
        }),
      );
    expect(settle(100_000)).toEqual({
      'escrow:m1': -100_000,
      'filmmaker_pending:f1': 90_000,
      'platform_fees:-': 10_000,
    });
    expect(settle(0)).toEqual({
      'escrow:m1': -100_000,
      'platform_fees:-': -5_000,
      'provider_clearing:sandbox': 105_000,
    });
  });

  it("a part kill fee posts the filmmaker's fee and the service fee given back as two entries, not their difference", () => {
    // 40,000 in escrow, a 25 % kill fee: the filmmaker pays 1,000 on 10,000; the client gets 1,500 back.
    const entries = cancellationSettlement({
      milestoneId: 'm1',
      filmmakerId: 'f1',
      currency,
      escrowMinor: 40_000,
      killFeeMinor: 10_000,
      serviceFeePaidMinor: 2_000,
      refundTo: { walletOf: 'c1' },
    });
    expect(
      entries.filter((entry) => entry.account.kind === 'platform_fees').map((e) => e.amountMinor),
    ).toEqual([1_000, -1_500]);
    expect(unbalancedReason(entries)).toBeNull();
  });

  it('refuses a movement in a currency Reelhire does not support (decision 0059)', () => {
    expect(
      unbalancedReason(
        walletDeposit({ provider: 'sandbox', clientId: 'c1', currency: 'ZZZ', amountMinor: 5 }),
      ),
    ).toBe('unknown currency ZZZ');
  });

  it('refuses what cannot be one transaction', () => {
    const wallet = { kind: 'client_wallet', ownerId: 'c1', currency } as const;
    const fees = { kind: 'platform_fees', ownerId: null, currency } as const;
    expect(unbalancedReason([{ account: wallet, amountMinor: 5 }])).toMatch(/at least two/);
    expect(
      unbalancedReason([
        { account: wallet, amountMinor: 5 },
        { account: fees, amountMinor: -4 },
      ]),
    ).toMatch(/sum to 1/);
    expect(
      unbalancedReason([
        { account: wallet, amountMinor: 5 },
        { account: { ...fees, currency: 'EUR' }, amountMinor: -5 },
      ]),
    ).toMatch(/GBP sum to 5/);
    expect(
      unbalancedReason([
        { account: wallet, amountMinor: 0.5 },
        { account: fees, amountMinor: -0.5 },
      ]),
    ).toMatch(/integer/);
    expect(
      unbalancedReason([
        { account: { ...wallet, ownerId: null }, amountMinor: 5 },
        { account: fees, amountMinor: -5 },
      ]),
    ).toMatch(/needs owner/);
  });
});

describe('payment reminders', () => {
  it('are sent on the due day and at 2, 5 and 10 days overdue: the step a booking has reached', () => {
    expect([0, 1, 2, 4, 5, 9, 10, 30].map(paymentReminderStep)).toEqual([0, 0, 2, 2, 5, 5, 10, 10]);
  });
});
