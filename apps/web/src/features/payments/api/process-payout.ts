import { payoutSchema, type Payout } from '@reelhire/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useIntentKeys } from '@/lib/use-intent-keys';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

export type PayoutStep =
  | { transition: 'approve' }
  | { transition: 'mark_paid'; reference: string }
  | { transition: 'fail'; reason: string };

/**
 * `POST /payouts/{id}/approve | mark_paid | fail` (admin). Paying and failing move money, so they carry an
 * Idempotency-Key kept per payout and step until the server answered (useIntentKeys, decision 0047): a
 * click retried after a lost answer is answered as the first.
 */
export function processPayout(id: string, step: PayoutStep, idempotencyKey: string): Promise<Payout> {
  const { transition, ...body } = step;
  return apiFetch(`/rest/v1/payouts/${encodeURIComponent(id)}/${transition}`, {
    method: 'POST',
    body,
    headers: transition === 'approve' ? {} : { 'idempotency-key': idempotencyKey },
    schema: payoutSchema,
    requireSession: true,
  });
}

export function useProcessPayout() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  const intentOf = ({ id, step }: { id: string; step: PayoutStep }) => `${id}:${JSON.stringify(step)}`;
  return useMutation({
    mutationFn: (variables: { id: string; step: PayoutStep }) =>
      processPayout(variables.id, variables.step, keys.keyFor(intentOf(variables))),
    onSettled: (_payout, error, variables) => {
      keys.settled(intentOf(variables), error);
      return queryClient.invalidateQueries({ queryKey: MONEY_QUERY_ROOT });
    },
  });
}
