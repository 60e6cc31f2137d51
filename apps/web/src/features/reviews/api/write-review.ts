import { reviewSchema, type Review, type ReviewInput } from '@reelhire/shared/reviews';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshReviews } from './list-reviews';

/** `POST /reviews`: the caller's side's review of a completed booking, sealed until both have written. */
export function writeReview(input: ReviewInput): Promise<Review> {
  return apiFetch('/rest/v1/reviews', {
    method: 'POST',
    body: input,
    schema: reviewSchema,
    requireSession: true,
  });
}

export function useWriteReview() {
  const refresh = useRefreshReviews();
  return useMutation({ mutationFn: writeReview, onSettled: refresh });
}
