import { describe, expect, it } from 'vitest';
import { cancellationSettlement, cardRefundReturned, unbalancedReason } from './ledger.ts';
import { cancellationSplit } from './money-policy.ts';
import { REFUND_STATUS_LABELS, refundDestination, refundSplit } from './refunds.ts';

const card = (paymentId: string, chargedMinor: number, cardProvider = 'sandbox') => ({
  paymentId,
  cardProvider,
  chargedMinor,
});
const wallet = (chargedMinor: number, paymentId: string | null = 'pw') => ({
  paymentId,
  cardProvider: null,
  chargedMinor,
});

describe('refundSplit: the refund follows the money', () => {
  it('a card-funded milestone refunds all of it to that card payment', () => {
    expect(refundSplit(84_000, [card('p1', 105_000)])).toEqual([
      { paymentId: 'p1', cardProvider: 'sandbox', amountMinor: 84_000 },
    ]);
  });

  it('a wallet-funded milestone refunds to the wallet, with no payment to refund', () => {
    expect(refundSplit(52_500, [wallet(52_500)])).toEqual([
      { paymentId: null, cardProvider: null, amountMinor: 52_500 },
    ]);
  });

  it('escrow paid partly by card and partly from the wallet is shared in proportion, to the penny', () => {
    // 2:1 of 100.01: the card takes 66.67 (the larger remainder), the wallet 33.34; together exactly 100.01.
    const parts = refundSplit(10_001, [card('p1', 20_000), wallet(10_000)]);
    expect(parts).toEqual([
      { paymentId: 'p1', cardProvider: 'sandbox', amountMinor: 6_667 },
      { paymentId: null, cardProvider: null, amountMinor: 3_334 },
    ]);
    expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(10_001);
  });

  it('never refunds a card more than it paid, and drops parts of nothing', () => {
    expect(refundSplit(30_000, [card('p1', 10_000), card('p2', 20_000)])).toEqual([
      { paymentId: 'p1', cardProvider: 'sandbox', amountMinor: 10_000 },
      { paymentId: 'p2', cardProvider: 'sandbox', amountMinor: 20_000 },
    ]);
    expect(refundSplit(0, [card('p1', 10_000)])).toEqual([]);
    expect(() => refundSplit(30_001, [card('p1', 30_000)])).toThrow(RangeError);
  });

  it('a card funding with no payment on record can only go back to the wallet', () => {
    expect(refundSplit(500, [card('', 1_000)])).toEqual([
      { paymentId: null, cardProvider: null, amountMinor: 500 },
    ]);
  });
});

describe('the movements of a card refund', () => {
  const settle = (refundTo: Parameters<typeof cancellationSettlement>[0]['refundTo']) =>
    cancellationSettlement({
      milestoneId: 'm1',
      filmmakerId: 'f1',
      currency: 'GBP',
      escrowMinor: 100_000,
      killFeeMinor: 20_000,
      serviceFeePaidMinor: 5_000,
      refundTo,
    });

  it('a settlement sends each part to its own place and still balances', () => {
    const { refundMinor, serviceFeeRefundMinor } = cancellationSplit({
      escrowMinor: 100_000,
      killFeeMinor: 20_000,
      serviceFeePaidMinor: 5_000,
    });
    expect(refundMinor + serviceFeeRefundMinor).toBe(84_000);
    const entries = settle([
      { to: { card: 'stripe' }, amountMinor: 50_000 },
      { to: { card: 'stripe' }, amountMinor: 10_000 },
      { to: { walletOf: 'c1' }, amountMinor: 24_000 },
    ]);
    expect(unbalancedReason(entries)).toBeNull();
    const refunds = entries.filter((e) => ['provider_clearing', 'client_wallet'].includes(e.account.kind));
    // Two payments through one provider are one entry on its clearing account.
    expect(refunds.map((e) => [e.account.kind, e.amountMinor])).toEqual([
      ['provider_clearing', 60_000],
      ['client_wallet', 24_000],
    ]);
  });

  it('refuses parts that do not add up to the refund', () => {
    expect(() => settle([{ to: { card: 'stripe' }, amountMinor: 83_999 }])).toThrow(RangeError);
  });

  it('a refused card refund moves the money from the provider into the wallet', () => {
    const entries = cardRefundReturned({
      provider: 'stripe',
      clientId: 'c1',
      currency: 'GBP',
      amountMinor: 84_000,
    });
    expect(unbalancedReason(entries)).toBeNull();
    expect(entries.map((e) => [e.account.kind, e.account.ownerId, e.amountMinor])).toEqual([
      ['provider_clearing', 'stripe', -84_000],
      ['client_wallet', 'c1', 84_000],
    ]);
  });
});

describe('what the client reads', () => {
  it('names where the money went and each status plainly', () => {
    expect(refundDestination('4242', true)).toBe('to the card ending 4242');
    expect(refundDestination(null, true)).toBe('to the card you paid with');
    expect(refundDestination('4242', false)).toBe('to your Reelhire wallet');
    expect(REFUND_STATUS_LABELS.returned_to_wallet).toBe('Refunded to wallet because the card refused it');
    expect(REFUND_STATUS_LABELS.pending).toBe('Refund pending');
    expect(REFUND_STATUS_LABELS.succeeded).toBe('Refunded to card');
  });
});
