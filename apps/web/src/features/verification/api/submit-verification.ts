import type { SubmitVerificationInput, VerificationSubmission } from '@reelhire/shared/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '@/lib/account-records';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { MY_VERIFICATION_QUERY_KEY } from './get-my-verification';

export function submitVerification(
  input: SubmitVerificationInput,
  accessToken: string,
): Promise<VerificationSubmission> {
  return apiFetch<VerificationSubmission>('/rest/v1/verification/me', {
    method: 'POST',
    body: input,
    accessToken,
  });
}

/**
 * Sends the uploaded documents for review. Afterwards (and after a 409, which means the server already
 * holds a pending submission or a verified profile) the page's state and the guard's records are read again.
 */
export function useSubmitVerification() {
  const { session } = useAuthState();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_VERIFICATION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
    ]);
  return useMutation({
    mutationFn: (input: SubmitVerificationInput) => submitVerification(input, session?.access_token ?? ''),
    onSuccess: refresh,
    onError: (error) => {
      if ((error as { status?: number }).status === 409) void refresh();
    },
  });
}
