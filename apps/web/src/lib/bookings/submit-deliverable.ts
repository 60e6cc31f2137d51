import { bookingSchema, type Booking, type SubmitDeliverableInput } from '@reelhire/shared/booking-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useBookingChanged } from './booking-queries';

/** A round of deliverables: a note, links and files uploaded first as kind `deliverable`. */
export function submitDeliverable(milestoneId: string, input: SubmitDeliverableInput): Promise<Booking> {
  return apiFetch(`/rest/v1/milestones/${encodeURIComponent(milestoneId)}/submit`, {
    method: 'POST',
    body: input,
    schema: bookingSchema,
    requireSession: true,
  });
}

export function useSubmitDeliverable(milestoneId: string) {
  const changed = useBookingChanged(useAuthState().user?.id);
  return useMutation({
    mutationFn: (input: SubmitDeliverableInput) => submitDeliverable(milestoneId, input),
    ...changed,
  });
}
