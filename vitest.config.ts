import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit, component and integration tests (tests sit beside code).
// The server's database tests run on PGlite always, and a second time on PostgreSQL when DATABASE_URL
// (or TEST_DATABASE_URL) names one: each test file then gets its own fresh database on that server.
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const serverProject = (name: string, databaseUrl: string) => ({
  extends: './apps/server/vitest.config.ts',
  test: { name, root: './apps/server', env: { TEST_DATABASE_URL: databaseUrl, DATABASE_URL: '' } },
});

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      serverProject('server', ''),
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl)] : []),
      'apps/web',
    ],
  },
});
