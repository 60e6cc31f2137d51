import { bookingSchema, type Booking } from '@reelhire/shared/booking-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { useIntentKeys } from '@/lib/use-intent-keys';
import { useBookingChanged } from './booking-queries';

/** The milestone moves that carry no body. */
export type BareMilestoneMove = 'start' | 'approve' | 'accept_extra_revision' | 'decline_extra_revision';

/**
 * `POST /milestones/{id}/{start|approve|accept_extra_revision|decline_extra_revision}`: the whole booking
 * back. Approving releases escrow, so it carries an Idempotency-Key (decision 0047).
 */
export function moveMilestone(
  milestoneId: string,
  move: BareMilestoneMove,
  idempotencyKey?: string,
): Promise<Booking> {
  return apiFetch(`/rest/v1/milestones/${encodeURIComponent(milestoneId)}/${move}`, {
    method: 'POST',
    body: {},
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    schema: bookingSchema,
    requireSession: true,
  });
}

type MilestoneMove = { milestoneId: string; move: BareMilestoneMove };
const intentOf = ({ milestoneId, move }: MilestoneMove) => `${milestoneId}:${move}`;

export function useMoveMilestone() {
  const changed = useBookingChanged(useAuthState().user?.id);
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (variables: MilestoneMove) =>
      moveMilestone(
        variables.milestoneId,
        variables.move,
        variables.move === 'approve' ? keys.keyFor(intentOf(variables)) : undefined,
      ),
    ...changed,
    onSettled: (_booking, error, variables) => {
      keys.settled(intentOf(variables), error);
      return changed.onSettled();
    },
  });
}
