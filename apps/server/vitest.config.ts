import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    globals: true,
    include: ['src/**/*.test.ts'],
    // Each test file opens its own PGlite database; two cores, so keep the pool small.
    pool: 'forks',
    // A worker imports the server's modules once for all its files instead of once per file: the unit step
    // took 7.2 min instead of 10.8 here (decision 0067). Each file still opens its own database and app;
    // module state is keyed by database or request (WeakMaps), never shared between tests by accident.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
