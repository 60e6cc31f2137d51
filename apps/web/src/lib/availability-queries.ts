import {
  availabilitySchema,
  type Availability,
  type MarkAvailableInput,
  type MarkUnavailableInput,
} from '@reelhire/shared/availability-api';
import { filmmakerRecordListSchema } from '@reelhire/shared/auth-profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// The availability calendar is read on the public portfolio (talent) and edited on the filmmaker's account
// (account), so its calls live below both features. Decision 0036.

export const AVAILABILITY_QUERY_ROOT = ['availability'] as const;

/** `GET /api/rest/v1/availability`: busy and free half days; the filmmaker's own calendar has the detail. */
export function getAvailability(filmmakerId: string, from: string, to: string): Promise<Availability> {
  const query = new URLSearchParams({ filmmaker_id: filmmakerId, from, to });
  return apiFetch(`/rest/v1/availability?${query}`, { schema: availabilitySchema });
}

export function useAvailability(filmmakerId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: [...AVAILABILITY_QUERY_ROOT, filmmakerId, from, to],
    queryFn: () => getAvailability(filmmakerId!, from, to),
    enabled: Boolean(filmmakerId),
    placeholderData: (previous) => previous,
  });
}

export type MarkDaysChange =
  { kind: 'unavailable'; input: MarkUnavailableInput } | { kind: 'available'; input: MarkAvailableInput };

/** `POST /availability/unavailable` or `/availability/available` for the signed-in filmmaker's own days. */
export function markDays({ kind, input }: MarkDaysChange): Promise<Availability> {
  return apiFetch(`/rest/v1/availability/${kind}`, {
    method: 'POST',
    body: input,
    schema: availabilitySchema,
    requireSession: true,
  });
}

export function useMarkDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDays,
    onSettled: () => queryClient.invalidateQueries({ queryKey: AVAILABILITY_QUERY_ROOT }),
  });
}

/** The signed-in filmmaker's own profile id (the calendar is asked for by profile id). */
export function useOwnFilmmakerId(userId: string | undefined) {
  return useQuery({
    queryKey: [...AVAILABILITY_QUERY_ROOT, 'own-profile', userId],
    queryFn: async () => {
      const rows = await apiFetch(`/rest/v1/filmmakers?user_id=${encodeURIComponent(userId!)}`, {
        schema: filmmakerRecordListSchema,
        requireSession: true,
      });
      return rows[0]?.id ?? null;
    },
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}
