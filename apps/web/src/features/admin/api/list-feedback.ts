import {
  FEEDBACK_PAGE_SIZE,
  adminFeedbackPageSchema,
  type AdminFeedbackPage,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@reelhire/shared/feedback';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export interface FeedbackFilters {
  status?: FeedbackStatus | undefined;
  category?: FeedbackCategory | undefined;
}

export function listFeedback(
  filters: FeedbackFilters & { after?: string | null },
): Promise<AdminFeedbackPage> {
  const params = new URLSearchParams({ limit: String(FEEDBACK_PAGE_SIZE) });
  if (filters.status) params.set('status', filters.status);
  if (filters.category) params.set('category', filters.category);
  if (filters.after) params.set('after', filters.after);
  return apiFetch(`/rest/v1/feedback?${params}`, { schema: adminFeedbackPageSchema, requireSession: true });
}

/** All feedback for the admin's triage, newest first, filtered by status and category. */
export function useFeedbackTriage(filters: FeedbackFilters) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: ['admin', 'feedback', userId, filters.status ?? null, filters.category ?? null],
    queryFn: ({ pageParam }) => listFeedback({ ...filters, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
  });
}
