import type { BookingTermsInput } from '@reelhire/shared/booking-requests';
import { holdSchema, type Hold } from '@reelhire/shared/hold-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshHolds } from './list-holds';

/** `POST /holds`: first on free days, second behind someone's first hold; a 409 says why none fits. */
export function placeHold(terms: BookingTermsInput): Promise<Hold> {
  return apiFetch('/rest/v1/holds', {
    method: 'POST',
    body: terms,
    schema: holdSchema,
    requireSession: true,
  });
}

export function usePlaceHold() {
  const refresh = useRefreshHolds();
  return useMutation({ mutationFn: placeHold, onSettled: refresh });
}
