import {
  verificationSubmissionSchema,
  type SubmitVerificationInput,
  type VerificationSubmission,
} from '@reelhire/shared/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/lib/account-records';
import { apiFetch } from '@/lib/api-client';
import { MY_VERIFICATION_QUERY_KEY } from './get-my-verification';

export function submitVerification(input: SubmitVerificationInput): Promise<VerificationSubmission> {
  return apiFetch('/rest/v1/verification/me', {
    method: 'POST',
    body: input,
    schema: verificationSubmissionSchema,
  });
}

/**
 * Sends the uploaded documents for review. Afterwards (and after a 409, which means the server already
 * holds a pending submission or a verified profile) the page's state and the guard's records are read again.
 */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
    ]);
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: refresh,
    onError: (error) => {
      if ((error as { status?: number }).status === 409) void refresh();
    },
  });
}
