import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit, component and integration tests (tests sit beside code).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
