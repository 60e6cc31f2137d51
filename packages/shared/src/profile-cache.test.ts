import { ALL_PROFILE_CACHE_KEYS, PROFILE_CACHE_KEYS } from './profile-cache.ts';

describe('cached profile data keys (docs/product.md §3)', () => {
  test('each role caches basic, professional, portfolio, image, service images and portfolio images', () => {
    for (const role of ['filmmaker', 'client'] as const) {
      expect(Object.keys(PROFILE_CACHE_KEYS[role])).toEqual([
        'basic',
        'professional',
        'portfolio',
        'image',
        'serviceImages',
        'portfolioImages',
      ]);
    }
  });

  test('every key is distinct and listed once for clearing', () => {
    expect(ALL_PROFILE_CACHE_KEYS).toHaveLength(12);
    expect(new Set(ALL_PROFILE_CACHE_KEYS).size).toBe(12);
  });
});
