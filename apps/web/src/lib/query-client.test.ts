import { createQueryClient } from './query-client';

describe('createQueryClient (SPEC section 9 data cache)', () => {
  it('keeps data fresh 5 minutes, cached 30, never refetches on focus and retries once', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(5 * 60 * 1000);
    expect(queries.gcTime).toBe(30 * 60 * 1000);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.retry).toBe(1);
  });
});
