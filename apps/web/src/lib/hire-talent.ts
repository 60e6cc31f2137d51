import { craftLabel } from '@reelhire/shared/crafts';
import { talentSchema, type Talent } from '@reelhire/shared/talent';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { TALENT_QUERY_ROOT } from '@/lib/profile-views';

// Hiring from a profile (decision 0028): the portfolio's 'Book' carries `?talent=<filmmaker id>` through
// the project and job forms to the offer. Projects, jobs and contracts each show who is being hired, so the
// filmmaker's public record is read here, below the features, under the talent pages' query key.

/** The query parameter that names the filmmaker being hired on the way from a portfolio to an offer. */
export const HIRE_TALENT_PARAM = 'talent';

export function useHireTalent(id: string | null | undefined) {
  return useQuery({
    queryKey: [...TALENT_QUERY_ROOT, 'one', id],
    queryFn: () => apiFetch<Talent>(`/rest/v1/talent/${encodeURIComponent(id!)}`, { schema: talentSchema }),
    enabled: Boolean(id),
  });
}

export const talentName = (talent: Pick<Talent, 'first_name' | 'last_name' | 'username'>) =>
  `${talent.first_name} ${talent.last_name}`.trim() || talent.username || 'This filmmaker';

/** "Director of photography", or null when they named no craft. */
export const primaryCraftLabel = (talent: Pick<Talent, 'crafts'>) =>
  talent.crafts[0] ? craftLabel(talent.crafts[0]) : null;

/** Adds `?talent=` to a path when a filmmaker is being hired. */
export function withHireTalent(path: string, talentId: string | null | undefined): string {
  if (!talentId) return path;
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(HIRE_TALENT_PARAM, talentId);
  return `${base}?${params.toString()}`;
}
