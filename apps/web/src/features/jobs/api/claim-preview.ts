import {
  claimPreviewSchema,
  claimRefusalSchema,
  type ClaimPreview,
  type ClaimRefusal,
} from '@reelhire/shared/claims';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const CLAIM_QUERY_ROOT = ['claims'] as const;

export function getClaimPreview(token: string): Promise<ClaimPreview> {
  return apiFetch(`/rest/v1/claims/${encodeURIComponent(token)}`, { schema: claimPreviewSchema });
}

/** What a claim link offers; readable signed out (the visitor may have no account yet). */
export function useClaimPreview(token: string) {
  const userId = useAuthState().session?.user.id ?? null;
  return useQuery({
    queryKey: [...CLAIM_QUERY_ROOT, token, userId],
    queryFn: () => getClaimPreview(token),
  });
}

/** The server's reason a link cannot be used (`{ error, state }`), or null for any other failure. */
export function claimRefusal(error: unknown): ClaimRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = claimRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
