import { offerListSchema, type Offer } from '@reelhire/shared/offers';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const OFFERS_QUERY_ROOT = ['offers'] as const;

/**
 * What an offer's move can change besides itself: its application's status (offered, hired, back to the
 * shortlist), the contracts and the job's openings. Invalidated together after every answer.
 */
export const OFFER_RELATED_QUERY_ROOTS = [
  OFFERS_QUERY_ROOT,
  ['applications'],
  ['contracts'],
  ['jobs'],
] as const;
export const offersQueryKey = (userId: string | undefined, applicationId: string | undefined) =>
  [...OFFERS_QUERY_ROOT, userId, 'application', applicationId] as const;

/**
 * Every offer made on one application, oldest first (a declined one may be followed by a new one). The
 * list pages by keyset (decision 0057); the negotiation is shown whole, and one application has a handful
 * of offers, so every page is read.
 */
export async function listOffers(applicationId: string): Promise<Offer[]> {
  const items: Offer[] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ application_id: applicationId, limit: '100' });
    if (after) query.set('after', after);
    const page = await apiFetch(`/rest/v1/offers?${query.toString()}`, { schema: offerListSchema });
    items.push(...page.items);
    after = page.next_cursor;
  } while (after);
  return items.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export function useOffers(applicationId: string | undefined) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: offersQueryKey(userId, applicationId),
    queryFn: () => listOffers(applicationId!),
    enabled: Boolean(userId && applicationId),
  });
}
