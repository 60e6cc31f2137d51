/**
 * docs/product.md §3: the local-storage keys under which profile setup caches a filmmaker's and a client's
 * profile while it is being filled in. Sign-out (or a missing session) removes every one of them.
 */
export const PROFILE_CACHE_KEYS = {
  filmmaker: {
    basic: 'reelhire:filmmaker-profile:basic',
    professional: 'reelhire:filmmaker-profile:professional',
    portfolio: 'reelhire:filmmaker-profile:portfolio',
    image: 'reelhire:filmmaker-profile:image',
    serviceImages: 'reelhire:filmmaker-profile:service-images',
    portfolioImages: 'reelhire:filmmaker-profile:portfolio-images',
  },
  client: {
    basic: 'reelhire:client-profile:basic',
    professional: 'reelhire:client-profile:professional',
    portfolio: 'reelhire:client-profile:portfolio',
    image: 'reelhire:client-profile:image',
    serviceImages: 'reelhire:client-profile:service-images',
    portfolioImages: 'reelhire:client-profile:portfolio-images',
  },
} as const;

/** Every cached profile entry, filmmaker and client. */
export const ALL_PROFILE_CACHE_KEYS: readonly string[] = [
  ...Object.values(PROFILE_CACHE_KEYS.filmmaker),
  ...Object.values(PROFILE_CACHE_KEYS.client),
];
