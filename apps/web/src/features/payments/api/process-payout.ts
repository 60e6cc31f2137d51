import { payoutSchema, type Payout } from '@reelhire/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MONEY_QUERY_ROOT } from './money-queries';

export type PayoutStep =
  | { transition: 'approve' }
  | { transition: 'mark_paid'; reference: string }
  | { transition: 'fail'; reason: string };

/**
 * `POST /payouts/{id}/approve | mark_paid | fail` (admin). Paying and failing move money, so they carry an
 * Idempotency-Key made once per click: a retried click is answered as the first.
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
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: PayoutStep }) =>
      processPayout(id, step, crypto.randomUUID()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_QUERY_ROOT }),
  });
}
