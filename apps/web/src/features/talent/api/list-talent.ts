import { talentListSchema, type TalentList } from '@reelhire/shared/talent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TALENT_QUERY_ROOT } from '@/lib/profile-views';

/** `query` is the search's query string (talentApiQuery). */
export function listTalent(query: string): Promise<TalentList> {
  return apiFetch(`/rest/v1/talent?${query}`, { schema: talentListSchema });
}

export function useTalentList(query: string) {
  return useQuery({
    queryKey: [...TALENT_QUERY_ROOT, 'list', query],
    queryFn: () => listTalent(query),
    // The current results stay on screen while the next filters load, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
