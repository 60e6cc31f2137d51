import {
  adminFeedbackRecordSchema,
  type AdminFeedbackRecord,
  type FeedbackTransition,
} from '@reelhire/shared/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function transitionFeedback({
  id,
  transition,
}: {
  id: string;
  transition: FeedbackTransition;
}): Promise<AdminFeedbackRecord> {
  return apiFetch(`/rest/v1/feedback/${id}/${transition}`, {
    method: 'POST',
    schema: adminFeedbackRecordSchema,
    requireSession: true,
  });
}

export function replyToFeedback({
  id,
  message,
  idempotencyKey,
}: {
  id: string;
  message: string;
  idempotencyKey: string;
}): Promise<AdminFeedbackRecord> {
  return apiFetch(`/rest/v1/feedback/${id}/reply`, {
    method: 'POST',
    body: { message },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: adminFeedbackRecordSchema,
    requireSession: true,
  });
}

/** After a change the triage list and the overview's count are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
    ]);
}

export function useTransitionFeedback() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: transitionFeedback, onSuccess: refresh });
}

export function useReplyToFeedback() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: replyToFeedback, onSuccess: refresh });
}
