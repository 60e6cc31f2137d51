import type { TalentList } from '@reelhire/shared/talent';
import { TALENT_PAGE_SIZE } from '@reelhire/shared/talent';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function listTalent(page: number): Promise<TalentList> {
  const params = new URLSearchParams({
    limit: String(TALENT_PAGE_SIZE),
    offset: String(page * TALENT_PAGE_SIZE),
  });
  return apiFetch<TalentList>(`/rest/v1/talent?${params}`);
}

export function useTalentList(page: number) {
  return useQuery({
    queryKey: ['talent', 'list', page],
    queryFn: () => listTalent(page),
    placeholderData: keepPreviousData,
  });
}
