import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useBookingChanged } from './booking-queries';

/** The client asks for changes; beyond the included revisions it waits for the filmmaker to accept. */
export function requestRevision(milestoneId: string, comments: string): Promise<Booking> {
  return apiFetch(`/rest/v1/milestones/${encodeURIComponent(milestoneId)}/request_revision`, {
    method: 'POST',
    body: { comments },
    schema: bookingSchema,
    requireSession: true,
  });
}

export function useRequestRevision(milestoneId: string) {
  const changed = useBookingChanged(useAuthState().user?.id);
  return useMutation({
    mutationFn: (comments: string) => requestRevision(milestoneId, comments),
    ...changed,
  });
}
