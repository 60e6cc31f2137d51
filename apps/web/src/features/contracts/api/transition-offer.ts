import { offerSchema, type Offer, type OfferTerms } from '@reelhire/shared/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { OFFER_RELATED_QUERY_ROOTS } from './list-offers';

/** Every answer to an offer but acceptance (which answers with the contract too: accept-offer.ts). */
export type OfferAnswer =
  | { transition: 'counter' | 'revise'; terms: OfferTerms; message: string | null }
  | { transition: 'decline'; reason: string }
  | { transition: 'withdraw' };

function bodyOf(answer: OfferAnswer): unknown {
  switch (answer.transition) {
    case 'counter':
    case 'revise':
      return { terms: answer.terms, message: answer.message };
    case 'decline':
      return { reason: answer.reason || undefined };
    case 'withdraw':
      return {};
  }
}

/** `POST /offers/{id}/{counter|revise|decline|withdraw}`; a refused one is a 409 with the current status. */
export function transitionOffer(offerId: string, answer: OfferAnswer): Promise<Offer> {
  return apiFetch(`/rest/v1/offers/${encodeURIComponent(offerId)}/${answer.transition}`, {
    method: 'POST',
    body: bodyOf(answer),
    schema: offerSchema,
    requireSession: true,
  });
}

export function useTransitionOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: OfferAnswer) => transitionOffer(offerId, answer),
    // Refused or not, the offer may have moved (a 409 means the other side got there first).
    onSettled: () =>
      Promise.all(OFFER_RELATED_QUERY_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
