import { paymentSchema, type Payment } from '@reelhire/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useIntentKeys } from '@/lib/use-intent-keys';
import { PAYMENTS_QUERY_ROOT } from './payment-queries';

/**
 * Fund and approve (decision 0051): `POST /payments` for one unfunded milestone with `approve`, by card.
 * The answer carries the checkout to send the client to; the milestone is approved and its escrow released
 * when the payment settles. One Idempotency-Key per milestone until the server answered, as for Approve.
 */
export function fundAndApprove(milestoneId: string, idempotencyKey: string): Promise<Payment> {
  return apiFetch('/rest/v1/payments', {
    method: 'POST',
    body: { purpose: 'milestone_funding', milestone_id: milestoneId, method: 'card', approve: true },
    headers: { 'idempotency-key': idempotencyKey },
    schema: paymentSchema,
    requireSession: true,
  });
}

export function useFundAndApprove({ onCheckout }: { onCheckout: (url: string) => void }) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (milestoneId: string) => fundAndApprove(milestoneId, keys.keyFor(milestoneId)),
    onSuccess: (payment) => {
      if (payment.checkout_url) onCheckout(payment.checkout_url);
    },
    onSettled: (_payment, error, milestoneId) => {
      keys.settled(milestoneId, error);
      return queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_ROOT });
    },
  });
}
