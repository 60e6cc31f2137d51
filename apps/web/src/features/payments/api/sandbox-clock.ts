import { sandboxClockResultSchema, type SandboxClockResult } from '@reelhire/shared/earnings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

/** `POST /sandbox/clock` (admin, sandbox only; decision 0045): the money sweeps as if `days` had passed. */
export function moveSandboxClock(days: number): Promise<SandboxClockResult> {
  return apiFetch('/rest/v1/sandbox/clock', {
    method: 'POST',
    body: { days },
    schema: sandboxClockResultSchema,
    requireSession: true,
  });
}

export function useMoveSandboxClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSandboxClock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MONEY_QUERY_ROOT }),
  });
}
