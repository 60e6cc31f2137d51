import { feedbackRecordSchema, type FeedbackInput, type FeedbackRecord } from '@reelhire/shared/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

export interface CreateFeedbackVariables {
  input: FeedbackInput;
  /** One key per filled-in form: a doubled or retried submit is stored once. */
  idempotencyKey: string;
}

export function createFeedback({ input, idempotencyKey }: CreateFeedbackVariables): Promise<FeedbackRecord> {
  return apiFetch('/rest/v1/feedback', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: feedbackRecordSchema,
    requireSession: true,
  });
}

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    // The key makes a repeat safe, so a dropped connection is retried once; a server answer is final.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback', 'mine'] }),
  });
}
