import { walletSchema, type Wallet } from '@reelhire/shared/spending';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const WALLET_PAGE_SIZE = 20;

/** One keyset page of the client's wallet history, with the balances (`GET /wallet`). */
export function getWallet(after: string | null): Promise<Wallet> {
  const query = new URLSearchParams({ limit: String(WALLET_PAGE_SIZE) });
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/wallet?${query}`, { schema: walletSchema });
}

export function useWallet() {
  const userId = useAuthState().user?.id;
  return useInfiniteQuery({
    queryKey: ['wallet', userId],
    queryFn: ({ pageParam }) => getWallet(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.history.next_cursor,
    enabled: Boolean(userId),
  });
}
