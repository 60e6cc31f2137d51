import { talentSchema, type Talent } from '@reelhire/shared/talent';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TALENT_QUERY_ROOT } from '@/lib/profile-views';

/** By username or profile id. */
export function getTalent(key: string): Promise<Talent> {
  return apiFetch(`/rest/v1/talent/${encodeURIComponent(key)}`, { schema: talentSchema });
}

export function useTalent(key: string | undefined) {
  return useQuery({
    queryKey: [...TALENT_QUERY_ROOT, 'one', key],
    queryFn: () => getTalent(key!),
    enabled: Boolean(key),
  });
}
