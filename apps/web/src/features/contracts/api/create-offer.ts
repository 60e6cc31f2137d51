import { offerSchema, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { OFFERS_QUERY_ROOT } from './list-offers';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT }),
  });
}
