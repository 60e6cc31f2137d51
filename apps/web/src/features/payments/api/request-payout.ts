import { payoutSchema, type Payout, type RequestPayoutInput } from '@reelhire/shared/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

/**
 * `POST /payouts` with the Idempotency-Key the form made for this request: a retry after a lost answer
 * asks once, and the form makes a new key only after a request went through.
 */
export function requestPayout(input: RequestPayoutInput, idempotencyKey: string): Promise<Payout> {
  return apiFetch('/rest/v1/payouts', {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
    schema: payoutSchema,
    requireSession: true,
  });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RequestPayoutInput; idempotencyKey: string }) =>
      requestPayout(input, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_QUERY_ROOT }),
  });
}
