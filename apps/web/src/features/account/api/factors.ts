import type { Factor } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAuthClient } from '@/lib/auth-client';
import { useAuthState } from '@/lib/auth-state';

const factorsKey = (userId: string) => ['auth', 'factors', userId] as const;

/** Every factor of the account (docs/product.md §3: id, factor_type, status, friendly_name), fresh each visit. */
export function useFactors() {
  const { user } = useAuthState();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: factorsKey(userId),
    queryFn: async (): Promise<Factor[]> => {
      const { data, error } = await getAuthClient().mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
    enabled: userId !== '',
    staleTime: 0,
  });
}

export function useRefreshFactors() {
  const queryClient = useQueryClient();
  const { user } = useAuthState();
  return () => queryClient.invalidateQueries({ queryKey: factorsKey(user?.id ?? '') });
}

/**
 * The QR code of a TOTP enrolment as an image address. auth-js prefixes the server's SVG with
 * `data:image/svg+xml;utf-8,` unencoded; the SVG is encoded here so that any character in it is safe.
 */
export function qrCodeImageSrc(qrCode: string): string {
  const prefix = 'data:image/svg+xml;utf-8,';
  const body = qrCode.startsWith(prefix) ? qrCode.slice(prefix.length) : qrCode;
  if (body.startsWith('data:')) return body;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;
}

/** A name for a new authenticator that none of the account's factors has yet (the service requires it). */
export function nextFactorName(factors: readonly Pick<Factor, 'friendly_name'>[]): string {
  const taken = new Set(factors.map((factor) => factor.friendly_name));
  if (!taken.has('Authenticator app')) return 'Authenticator app';
  for (let n = 2; ; n++) if (!taken.has(`Authenticator app ${n}`)) return `Authenticator app ${n}`;
}
