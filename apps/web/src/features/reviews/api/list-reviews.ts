import {
  reviewListSchema,
  type ReviewList,
  type ReviewerRole,
  type MyReviewList,
} from '@reelhire/shared/reviews';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { DASHBOARD_QUERY_ROOT } from '@/lib/profile-views';

/** Every reviews query starts with this root; writing or replying refreshes them and the to-dos. */
export const REVIEWS_QUERY_ROOT = ['reviews'] as const;

/** A page holds what one screen shows: a booking has two reviews, a side's lists page by 50. */
const PAGE = 50;

export type ReviewListFilter = { booking_id: string } | { mine: MyReviewList; as: ReviewerRole };

/** `GET /reviews?…`: one booking's reviews, or one of the caller's own lists for a side. */
export function listReviews(filter: ReviewListFilter): Promise<ReviewList> {
  const query = new URLSearchParams({ ...filter, limit: String(PAGE) });
  return apiFetch(`/rest/v1/reviews?${query.toString()}`, {
    schema: reviewListSchema,
    requireSession: true,
  });
}

export function useReviews(filter: ReviewListFilter, enabled = true) {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...REVIEWS_QUERY_ROOT, userId, filter],
    queryFn: () => listReviews(filter),
    enabled: Boolean(userId) && enabled,
  });
}

export function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [REVIEWS_QUERY_ROOT, DASHBOARD_QUERY_ROOT].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
