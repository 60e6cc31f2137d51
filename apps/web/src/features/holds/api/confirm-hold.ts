import { holdSchema, type Hold } from '@reelhire/shared/hold-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshHolds } from './list-holds';

/** `POST /holds/{id}/confirm` (the first holder): the hold becomes a booking request to the filmmaker. */
export function confirmHold(id: string): Promise<Hold> {
  return apiFetch(`/rest/v1/holds/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: {},
    schema: holdSchema,
    requireSession: true,
  });
}

export function useConfirmHold() {
  const refresh = useRefreshHolds();
  return useMutation({ mutationFn: confirmHold, onSettled: refresh });
}
