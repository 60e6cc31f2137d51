import type { StateMachine } from './state-machine.ts';
import { describeMachines } from './machine-test-kit.ts';
import { payoutMachine, requestPayoutInputSchema } from './payouts.ts';
import { PAYOUT_MINIMUM_MINOR } from './money-policy.ts';

describeMachines([payoutMachine] as unknown as StateMachine<string, string>[]);

test('a payout request below the minimum or in fractions of a penny is refused with a reason', () => {
  const below = requestPayoutInputSchema.safeParse({
    currency: 'GBP',
    amount_minor: PAYOUT_MINIMUM_MINOR - 1,
  });
  expect(below.success).toBe(false);
  expect(below.error?.issues[0]?.message).toBe('The smallest payout is 10');
  expect(requestPayoutInputSchema.safeParse({ currency: 'GBP', amount_minor: 1_500.5 }).success).toBe(false);
  expect(
    requestPayoutInputSchema.safeParse({ currency: 'GBP', amount_minor: PAYOUT_MINIMUM_MINOR }).success,
  ).toBe(true);
});
