import { holdSchema, type Hold } from '@reelhire/shared/hold-records';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshHolds } from './list-holds';

/** `POST /holds/{id}/release` (holder or filmmaker); the second hold behind it is promoted. */
export function releaseHold(id: string, reason: string | null): Promise<Hold> {
  return apiFetch(`/rest/v1/holds/${encodeURIComponent(id)}/release`, {
    method: 'POST',
    body: { reason: reason || undefined },
    schema: holdSchema,
    requireSession: true,
  });
}

export function useReleaseHold() {
  const refresh = useRefreshHolds();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) => releaseHold(id, reason),
    onSettled: refresh,
  });
}
