import { pitchListSchema, type PitchList } from '@reelhire/shared/pitches';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

/** One keyset page of the filmmaker's own pitches in every state, most recently changed first. */
export function listMyPitches(after: string | null): Promise<PitchList> {
  const query = new URLSearchParams({ limit: '20' });
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/pitches/mine?${query}`, { schema: pitchListSchema });
}

export function useMyPitches() {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...PITCHES_QUERY_ROOT, userId, 'mine'],
    queryFn: ({ pageParam }) => listMyPitches(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
