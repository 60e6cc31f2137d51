import { describe, expect, it } from 'vitest';
import { describeMachines } from './machine-test-kit.ts';
import { fundingCharge } from './money-policy.ts';
import { createPaymentInputSchema, fundingTotal, paymentMachine } from './payments.ts';
import { checkTransition, type StateMachine } from './state-machine.ts';

describeMachines([paymentMachine] as unknown as StateMachine<string, string>[]);

describe('payments', () => {
  it('never lets a late failure undo a payment the provider says succeeded', () => {
    expect(checkTransition(paymentMachine, 'fail', { state: 'succeeded', actor: 'system' }).ok).toBe(false);
    expect(checkTransition(paymentMachine, 'succeed', { state: 'failed', actor: 'system' }).ok).toBe(true);
  });

  it('charges each milestone its own rounded fee, so a contract costs what its milestones cost', () => {
    const amounts = [33_333, 10_001, 7];
    const total = fundingTotal(amounts);
    expect(total.feeMinor).toBe(amounts.reduce((sum, amount) => sum + fundingCharge(amount).feeMinor, 0));
    expect(total.totalMinor).toBe(total.amountMinor + total.feeMinor);
    expect(fundingTotal([])).toEqual({ amountMinor: 0, feeMinor: 0, totalMinor: 0 });
  });

  it('takes deposits by card only, in whole minor units, within the limits', () => {
    const deposit = { purpose: 'wallet_deposit', amount_minor: 5_000, currency: 'gbp', method: 'card' };
    expect(createPaymentInputSchema.parse(deposit)).toMatchObject({ currency: 'GBP' });
    expect(createPaymentInputSchema.safeParse({ ...deposit, method: 'wallet' }).success).toBe(false);
    expect(createPaymentInputSchema.safeParse({ ...deposit, amount_minor: 50.5 }).success).toBe(false);
    expect(createPaymentInputSchema.safeParse({ ...deposit, amount_minor: 99 }).success).toBe(false);
  });
});
