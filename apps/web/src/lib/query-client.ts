import { DATA_CACHE } from '@reelhire/shared/constants';
import { QueryClient } from '@tanstack/react-query';

/** SPEC section 9 "Data cache": fresh 5 minutes, kept 30 minutes, no refetch on focus, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_CACHE.staleTimeMs,
        gcTime: DATA_CACHE.gcTimeMs,
        refetchOnWindowFocus: DATA_CACHE.refetchOnWindowFocus,
        retry: DATA_CACHE.retry,
      },
    },
  });
}
