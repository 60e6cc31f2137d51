import {
  payoutScheduleSchema,
  type PayoutSchedule,
  type PutPayoutScheduleInput,
} from '@reelhire/shared/payout-schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { payoutScheduleQueryKey } from './get-payout-schedule';

/** `PUT /payouts/schedule`: replaces the schedule; the answer carries the next run the server worked out. */
export function setPayoutSchedule(input: PutPayoutScheduleInput): Promise<PayoutSchedule> {
  return apiFetch('/rest/v1/payouts/schedule', {
    method: 'PUT',
    body: input,
    schema: payoutScheduleSchema,
    requireSession: true,
  });
}

export function useSetPayoutSchedule() {
  const queryClient = useQueryClient();
  const userId = useAuthState().user?.id;
  return useMutation({
    mutationFn: setPayoutSchedule,
    // The answer is the schedule as stored, so the card shows it without another read.
    onSuccess: (schedule) => queryClient.setQueryData(payoutScheduleQueryKey(userId), schedule),
  });
}
