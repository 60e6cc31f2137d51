import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/auth.ts';
import { createTestApp, TEST_ANON_KEY, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../../test/test-database.ts';
import { createAccount } from './auth-test-kit.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';
import { signInDelaySeconds } from './sign-in-throttle.ts';

// Per-account sign-in throttling (decision 0055), beside the per-IP limit.
const LIMIT = AUTH_RATE_LIMITS.signInPerAccount;

function signIn(app: FastifyInstance, email: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/v1/token?grant_type=password',
    headers: { apikey: TEST_ANON_KEY },
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe('the delay after each failure', () => {
  test('nothing for the free failures, then doubling from the first delay up to the cap', () => {
    expect(signInDelaySeconds(LIMIT.freeFailures)).toBe(0);
    expect(signInDelaySeconds(LIMIT.freeFailures + 1)).toBe(LIMIT.firstDelaySeconds);
    expect(signInDelaySeconds(LIMIT.freeFailures + 2)).toBe(LIMIT.firstDelaySeconds * 2);
    expect(signInDelaySeconds(LIMIT.freeFailures + 3)).toBe(LIMIT.firstDelaySeconds * 4);
    expect(signInDelaySeconds(1000)).toBe(LIMIT.maxDelaySeconds);
  });
});

describe('failed sign-ins to one account, from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('close that account for a while (even to the right password); other accounts and a later try go on', async () => {
    await createAccount(t.database.db, { email: 'target@example.com' });
    await createAccount(t.database.db, { email: 'colleague@example.com' });
    // Spread over many IPs, each far below the per-IP limit.
    for (let i = 0; i < LIMIT.freeFailures + 1; i++) {
      const response = await signIn(t.app, 'Target@example.com', `guess-${i}`, `10.3.0.${i}`);
      expect(response.json()).toMatchObject({ error_code: 'invalid_credentials' });
    }
    const closed = await signIn(t.app, 'target@example.com', 'correct-horse', '10.3.1.1');
    expect(closed.statusCode).toBe(429);
    expect(closed.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    expect(closed.json().msg).toMatch(
      /Too many sign-in attempts for this account. Please try again in \d+ seconds\./,
    );
    expect(Number(closed.headers['retry-after'])).toBeGreaterThan(LIMIT.firstDelaySeconds - 5);
    expect(Number(closed.headers['retry-after'])).toBeLessThanOrEqual(LIMIT.firstDelaySeconds);

    // The same office address signs its other people in.
    expect((await signIn(t.app, 'colleague@example.com', 'correct-horse', '10.3.1.1')).statusCode).toBe(200);

    // Once the delay is over the owner signs in, and that forgets the failures.
    await t.database.db.update(signInFailures).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect((await signIn(t.app, 'target@example.com', 'correct-horse', '10.3.1.1')).statusCode).toBe(200);
    expect(await t.database.db.select().from(signInFailures)).toEqual([]);
  });

  test('an unknown address is counted like a known one (the answer reveals nothing)', async () => {
    for (let i = 0; i < LIMIT.freeFailures + 1; i++) {
      expect((await signIn(t.app, 'nobody@example.com', 'x-x-x-x', `10.4.0.${i}`)).statusCode).toBe(400);
    }
    expect((await signIn(t.app, 'nobody@example.com', 'x-x-x-x', '10.4.1.1')).statusCode).toBe(429);
  });

  test('one office address is no longer limited to GoTrue’s 30 sign-ins per 5 minutes', async () => {
    expect(AUTH_RATE_LIMITS.signIn.max).toBeGreaterThan(30);
  });
});

interface Instance {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
}

async function startInstance(url: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-throttle-'));
  const config = loadConfig(
    { NODE_ENV: 'test', ANON_KEY: TEST_ANON_KEY, JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir },
    dataDir,
  );
  const database = await openDatabase({ databaseUrl: url });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, dataDir };
}

// Only in the server-postgres project (TEST_DATABASE_URL): PGlite cannot be shared by two processes.
describe.runIf(testDatabaseUrl())('two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let shared: TestDatabase;
  let one: Instance;
  let two: Instance;
  beforeAll(async () => {
    shared = await createTestDatabase();
    one = await startInstance(shared.url!);
    two = await startInstance(shared.url!);
  });
  afterAll(async () => {
    for (const instance of [one, two]) {
      await instance?.app.close();
      await instance?.database.close();
      if (instance) rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await shared?.close();
  });

  test('count failures spread over both together, and both refuse the account', async () => {
    await createAccount(shared.db, { email: 'shared@example.com' });
    // Alternate between the instances, a few at the same time, each instance seeing only half of them.
    const attempts = Array.from({ length: LIMIT.freeFailures + 1 }, (_, i) =>
      signIn(i % 2 === 0 ? one.app : two.app, 'shared@example.com', `guess-${i}`, `10.5.0.${i}`),
    );
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 400));
    for (const instance of [one, two]) {
      const response = await signIn(instance.app, 'shared@example.com', 'correct-horse', '10.5.1.1');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
    }
  });
});
