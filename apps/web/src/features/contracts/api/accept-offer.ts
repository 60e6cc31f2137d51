import { contractSchema, type Contract } from '@reelhire/shared/contracts';
import { offerSchema, type Offer } from '@reelhire/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { contractQueryKey } from './get-contract';
import { OFFER_RELATED_QUERY_ROOTS } from './list-offers';

const acceptedSchema = z.object({ offer: offerSchema, contract: contractSchema });

/** Accepting makes the contract in the same step: both come back. */
export function acceptOffer(offerId: string): Promise<{ offer: Offer; contract: Contract }> {
  return apiFetch(`/rest/v1/offers/${encodeURIComponent(offerId)}/accept`, {
    method: 'POST',
    body: {},
    schema: acceptedSchema,
    requireSession: true,
  });
}

export function useAcceptOffer(offerId: string) {
  const userId = useAuthState().user?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptOffer(offerId),
    onSuccess: ({ contract }) => queryClient.setQueryData(contractQueryKey(userId, contract.id), contract),
    onSettled: () =>
      Promise.all(OFFER_RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
