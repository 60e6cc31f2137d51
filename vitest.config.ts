import { defineConfig } from 'vitest/config';
import serverConfig from './apps/server/vitest.config.ts';

// One Vitest run covers every workspace's unit, component and integration tests (tests sit beside code).
// The server's database tests run on PGlite always, and a second time on PostgreSQL when DATABASE_URL
// (or TEST_DATABASE_URL) names one: each test file then gets its own fresh database on that server.
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

// The server's own settings, spread rather than `extends`, which would add `include` lists together.
const serverProject = (name: string, databaseUrl: string, include?: string[], isolate?: boolean) => ({
  test: {
    ...serverConfig.test,
    ...(isolate === undefined ? {} : { isolate }),
    name,
    root: './apps/server',
    env: { TEST_DATABASE_URL: databaseUrl, DATABASE_URL: '' },
    ...(include ? { include } : {}),
  },
});

// Decision 0066: PGlite is the same PostgreSQL engine, so the second pass on a PostgreSQL server runs the
// tests where a server differs from it: several connections at once (races, locks, schedules, two
// processes), query plans, the driver's reading of money columns, and the database, jobs and realtime layers.
const ON_A_SERVER = [
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/realtime/**/*.test.ts',
  'src/modules/{ledger,payments,earnings,payouts,disputes,spending,receipts}/**/*.test.ts',
  'src/**/*{plan,plans,race,races,concurrent,schedule,schedules,throttle}*.test.ts',
  'src/modules/users/routes.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      serverProject('server', ''),
      ...(postgresUrl
        ? [
            serverProject(
              'server-postgres',
              postgresUrl,
              process.env.POSTGRES_ALL_TESTS ? undefined : ON_A_SERVER,
              // Its 70 files gain little from sharing modules (a minute and a half either way), and one run
              // without isolation failed once in four in a way no rerun showed: kept isolated (0067).
              true,
            ),
          ]
        : []),
      'apps/web',
    ],
  },
});
