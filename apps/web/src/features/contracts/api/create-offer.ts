import { offerSchema, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { OFFER_RELATED_QUERY_ROOTS } from './list-offers';

/** Terms for a live applicant, or a direct offer naming the job and the filmmaker (decision 0028). */
export type NewOffer = { terms: OfferTerms; message: string | null } & (
  { application_id: string } | { job_id: string; filmmaker_id: string }
);

export function createOffer(offer: NewOffer): Promise<Offer> {
  return apiFetch('/rest/v1/offers', {
    method: 'POST',
    body: offer,
    schema: offerSchema,
    requireSession: true,
  });
}

/** The client sends an applicant, or a filmmaker who has not applied, the first round of terms. */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: () =>
      Promise.all(OFFER_RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
