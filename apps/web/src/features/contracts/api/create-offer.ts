import { offerSchema, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { OFFER_RELATED_QUERY_ROOTS } from './list-offers';

export interface NewOffer {
  application_id: string;
  terms: OfferTerms;
  message: string | null;
}

export function createOffer(offer: NewOffer): Promise<Offer> {
  return apiFetch('/rest/v1/offers', {
    method: 'POST',
    body: offer,
    schema: offerSchema,
    requireSession: true,
  });
}

/** The client sends an applicant the first round of terms. */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: () =>
      Promise.all(OFFER_RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
