import type { PitchFormat } from '@reelhire/shared/pitches';
import { pitchListSchema, type PitchList } from '@reelhire/shared/pitches';
import type { Craft } from '@reelhire/shared/crafts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { PITCHES_QUERY_ROOT } from './pitch-queries';

export const PITCHES_PAGE_SIZE = 12;

export interface PitchFilters {
  q: string;
  format: PitchFormat | '';
  craft: Craft | '';
  /** The most the client can spend, in minor units, as text ('' for any). */
  budget_max_minor: string;
  saved: boolean;
}

/** One keyset page of the open pitches a verified client may browse, newest first. */
export function listPitches(filters: PitchFilters, after: string | null): Promise<PitchList> {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.format) query.set('format', filters.format);
  if (filters.craft) query.set('craft', filters.craft);
  if (filters.budget_max_minor) query.set('budget_max_minor', filters.budget_max_minor);
  if (filters.saved) query.set('saved', 'true');
  if (after) query.set('after', after);
  query.set('limit', String(PITCHES_PAGE_SIZE));
  return apiFetch(`/rest/v1/pitches?${query}`, { schema: pitchListSchema });
}

export function usePitchList(filters: PitchFilters) {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: [...PITCHES_QUERY_ROOT, userId, 'browse', filters],
    queryFn: ({ pageParam }) => listPitches(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
