import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('createQueryClient (docs/product.md §9 data cache)', () => {
  it('keeps data fresh 5 minutes, cached 30 and never refetches on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(5 * 60 * 1000);
    expect(queries.gcTime).toBe(30 * 60 * 1000);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.retry).toBe(shouldRetry);
  });

  it('retries a failed query once', () => {
    const networkError = new TypeError('Failed to fetch');
    expect(shouldRetry(0, networkError)).toBe(true);
    expect(shouldRetry(1, networkError)).toBe(false);
    expect(shouldRetry(0, new ApiError('Bad gateway', 502, null))).toBe(true);
    expect(shouldRetry(0, new ApiError('Too many requests', 429, null))).toBe(true);
  });

  it('does not retry an answer that will not change (4xx)', () => {
    expect(shouldRetry(0, new ApiError('Not found', 404, null))).toBe(false);
    expect(shouldRetry(0, new ApiError('Forbidden', 403, null))).toBe(false);
  });
});
