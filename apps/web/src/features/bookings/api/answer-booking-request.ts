import type { BookingDay } from '@reelhire/shared/booking-days';
import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import type { BookingTerms } from '@reelhire/shared/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { BOOKINGS_QUERY_ROOT } from '@/lib/bookings/booking-queries';

/** The answers to a request: DESIGN section 5 transitions, each answering with the whole booking. */
export type BookingRequestAnswer =
  | { transition: 'accept' }
  | { transition: 'decline' | 'cancel'; reason: string }
  | { transition: 'propose_changes'; days: BookingDay[]; amount_minor: number; message: string | null }
  | { transition: 'revise'; terms: Omit<BookingTerms, 'filmmaker_id'>; message: string | null };

function bodyOf(answer: BookingRequestAnswer): unknown {
  switch (answer.transition) {
    case 'accept':
      return {};
    case 'decline':
    case 'cancel':
      return { reason: answer.reason };
    case 'propose_changes':
      return { days: answer.days, amount_minor: answer.amount_minor, message: answer.message };
    case 'revise':
      return { ...answer.terms, message: answer.message };
  }
}

/** `POST /bookings/{id}/{accept|decline|cancel|propose_changes|revise}`; a refused one is a 409. */
export function answerBookingRequest(id: string, answer: BookingRequestAnswer): Promise<Booking> {
  return apiFetch(`/rest/v1/bookings/${encodeURIComponent(id)}/${answer.transition}`, {
    method: 'POST',
    body: bodyOf(answer),
    schema: bookingSchema,
    requireSession: true,
  });
}

export function useAnswerBookingRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: BookingRequestAnswer) => answerBookingRequest(id, answer),
    // Refused or not, the request may have moved (a 409 means the other side got there first).
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_ROOT }),
  });
}
