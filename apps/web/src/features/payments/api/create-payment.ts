import { paymentSchema, type CreatePaymentInput, type Payment } from '@reelhire/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { PAYMENTS_QUERY_ROOT } from '@/lib/payments/payment-queries';

/**
 * `POST /payments` with an Idempotency-Key (decision 0042). The key belongs to the one click that made it:
 * the caller keeps it while retrying the same payment, so a retry after a lost answer never pays twice.
 */
export function createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<Payment> {
  return apiFetch('/rest/v1/payments', {
    method: 'POST',
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
    schema: paymentSchema,
    requireSession: true,
  });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreatePaymentInput; idempotencyKey: string }) =>
      createPayment(input, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_ROOT }),
  });
}
