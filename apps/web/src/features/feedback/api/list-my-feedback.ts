import { FEEDBACK_PAGE_SIZE, myFeedbackPageSchema, type MyFeedbackPage } from '@reelhire/shared/feedback';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export function listMyFeedback({ after }: { after?: string | null }): Promise<MyFeedbackPage> {
  const params = new URLSearchParams({ limit: String(FEEDBACK_PAGE_SIZE) });
  if (after) params.set('after', after);
  return apiFetch(`/rest/v1/feedback/mine?${params}`, { schema: myFeedbackPageSchema, requireSession: true });
}

/** The caller's own feedback, newest first; refreshed on focus so a reply shows when they come back. */
export function useMyFeedback() {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: ['feedback', 'mine', userId],
    queryFn: ({ pageParam }) => listMyFeedback({ after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: Boolean(userId),
    refetchOnWindowFocus: true,
  });
}
