import { authCheckResultSchema } from '@reelhire/shared/auth-api';
import type { AuthCheckAction, AuthCheckResult } from '@reelhire/shared/auth-check';
import { apiFetch } from '@/lib/api-client';

/** docs/product.md §7: the pre-check every sign-in and sign-up passes first. */
export function checkAuth(email: string, action: AuthCheckAction): Promise<AuthCheckResult> {
  return apiFetch('/functions/v1/auth-check', {
    method: 'POST',
    body: { email, action },
    schema: authCheckResultSchema,
  });
}
