import { DATA_CACHE } from '@reelhire/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * SPEC's one retry is for failures that may pass on a second try (network, 5xx, 429); a 4xx answer such
 * as 404 or 403 will be the same again, so it is shown at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= DATA_CACHE.retry) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429);
}

/** docs/product.md §9 "Data cache": fresh 5 minutes, kept 30 minutes, no refetch on focus, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_CACHE.staleTimeMs,
        gcTime: DATA_CACHE.gcTimeMs,
        refetchOnWindowFocus: DATA_CACHE.refetchOnWindowFocus,
        retry: shouldRetry,
      },
    },
  });
}
