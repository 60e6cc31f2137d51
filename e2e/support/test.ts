import { test as base } from '@playwright/test';

/**
 * Each test is a different person on a different network: the e2e server trusts the loopback proxy
 * (TRUST_PROXY), and every test sends its own X-Forwarded-For from the documentation range, so the
 * per-IP rate limits apply per test as they would per user, instead of to the whole suite at once.
 */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    let hash = 0;
    for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    await use({ 'x-forwarded-for': `203.0.113.${(hash % 254) + 1}` });
  },
});

export { expect } from '@playwright/test';
