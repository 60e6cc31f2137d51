import { reviewSchema, type Review } from '@reelhire/shared/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshReviews } from './list-reviews';

/** `POST /reviews/{id}/reply`: the reviewee's one public answer. */
export function replyToReview({ id, body }: { id: string; body: string }): Promise<Review> {
  return apiFetch(`/rest/v1/reviews/${id}/reply`, {
    method: 'POST',
    body: { body },
    schema: reviewSchema,
    requireSession: true,
  });
}

export function useReplyToReview() {
  const refresh = useRefreshReviews();
  return useMutation({ mutationFn: replyToReview, onSettled: refresh });
}
