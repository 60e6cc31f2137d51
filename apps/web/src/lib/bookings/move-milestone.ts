import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useBookingChanged } from './booking-queries';

/** The milestone moves that carry no body. */
export type BareMilestoneMove = 'start' | 'approve' | 'accept_extra_revision' | 'decline_extra_revision';

/** `POST /milestones/{id}/{start|approve|accept_extra_revision|decline_extra_revision}`: the whole booking back. */
export function moveMilestone(milestoneId: string, move: BareMilestoneMove): Promise<Booking> {
  return apiFetch(`/rest/v1/milestones/${encodeURIComponent(milestoneId)}/${move}`, {
    method: 'POST',
    body: {},
    schema: bookingSchema,
    requireSession: true,
  });
}

export function useMoveMilestone() {
  const changed = useBookingChanged(useAuthState().user?.id);
  return useMutation({
    mutationFn: ({ milestoneId, move }: { milestoneId: string; move: BareMilestoneMove }) =>
      moveMilestone(milestoneId, move),
    ...changed,
  });
}
