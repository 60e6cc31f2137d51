import {
  disputeDetailSchema,
  disputeListSchema,
  disputeSchema,
  type AnswerDisputeInput,
  type Dispute,
  type DisputeStatus,
  type OpenDisputeInput,
  type RuleDisputeInput,
} from '@reelhire/shared/disputes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { BOOKINGS_QUERY_ROOT, BOOKING_ACTIONS_QUERY_ROOT } from '@/lib/bookings/booking-queries';
import { MONEY_QUERY_ROOT, PAYMENTS_QUERY_ROOT } from '@/lib/payments/payment-queries';
import { useIntentKeys } from '@/lib/use-intent-keys';

// Disputes (decision 0061) are read on both booking pages, the client's dispute step and the admin's page;
// every change refreshes them all, the booking (its frozen escrow) and the money pages a ruling moves.

export const DISPUTES_QUERY_ROOT = ['disputes'] as const;

const base = '/rest/v1/disputes';

export function useBookingDisputes(bookingId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...DISPUTES_QUERY_ROOT, userId, 'booking', bookingId],
    queryFn: () =>
      apiFetch(`${base}?booking_id=${encodeURIComponent(bookingId!)}&limit=50`, {
        schema: disputeListSchema,
      }),
    enabled: Boolean(userId && bookingId),
  });
}

/** The admin's list: newest first, by status, one keyset page at a time. */
export function useDisputeList(status: DisputeStatus | undefined, after: string | undefined) {
  const userId = useAuthState().user?.id;
  const query = new URLSearchParams({ limit: '20' });
  if (status) query.set('status', status);
  if (after) query.set('after', after);
  return useQuery({
    queryKey: [...DISPUTES_QUERY_ROOT, userId, 'list', status ?? 'all', after ?? ''],
    queryFn: () => apiFetch(`${base}?${query.toString()}`, { schema: disputeListSchema }),
    enabled: Boolean(userId),
  });
}

export function useDispute(id: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...DISPUTES_QUERY_ROOT, userId, 'detail', id],
    queryFn: () => apiFetch(`${base}/${encodeURIComponent(id!)}`, { schema: disputeDetailSchema }),
    enabled: Boolean(userId && id),
  });
}

function useDisputeChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        DISPUTES_QUERY_ROOT,
        BOOKINGS_QUERY_ROOT,
        BOOKING_ACTIONS_QUERY_ROOT,
        PAYMENTS_QUERY_ROOT,
        MONEY_QUERY_ROOT,
        ['receipts'],
        ['expenditure'],
        ['wallet'],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'active' })),
    );
}

export function useOpenDispute() {
  const changed = useDisputeChanged();
  return useMutation({
    mutationFn: (input: OpenDisputeInput): Promise<Dispute> =>
      apiFetch(base, { method: 'POST', body: input, schema: disputeSchema, requireSession: true }),
    onSettled: changed,
  });
}

export function useAnswerDispute(id: string) {
  const changed = useDisputeChanged();
  return useMutation({
    mutationFn: (input: AnswerDisputeInput): Promise<Dispute> =>
      apiFetch(`${base}/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        body: input,
        schema: disputeSchema,
        requireSession: true,
      }),
    onSettled: changed,
  });
}

export function useWithdrawDispute(id: string) {
  const changed = useDisputeChanged();
  return useMutation({
    mutationFn: (): Promise<Dispute> =>
      apiFetch(`${base}/${encodeURIComponent(id)}/withdraw`, {
        method: 'POST',
        schema: disputeSchema,
        requireSession: true,
      }),
    onSettled: changed,
  });
}

/** The admin's ruling: it moves money, so it carries an Idempotency-Key kept until the call went through. */
export function useRuleDispute(id: string) {
  const changed = useDisputeChanged();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (input: RuleDisputeInput): Promise<Dispute> =>
      apiFetch(`${base}/${encodeURIComponent(id)}/rule`, {
        method: 'POST',
        body: input,
        headers: { 'idempotency-key': keys.keyFor(JSON.stringify(input)) },
        schema: disputeSchema,
        requireSession: true,
      }),
    onSettled: (_dispute, error, input) => {
      keys.settled(JSON.stringify(input), error);
      return changed();
    },
  });
}
