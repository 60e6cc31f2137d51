import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Fixed keys so that tests can write them into requests. */
export const TEST_ANON_KEY = 'test-anon-key-0123456789';
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789-0123456789-abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  anonKey: string;
  /** Closes the app, then the database, and removes the temporary DATA_DIR. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Extra environment variables for loadConfig (e.g. WEB_DIST). */
  env?: Record<string, string>;
  /** Use this database instead of a fresh one; it is still closed by close(). */
  database?: TestDatabase;
  /** Where the app's log lines go (set LOG_LEVEL in env too: tests are silent by default). */
  logStream?: BuildAppOptions['logStream'];
  /** Card providers instead of the configured ones (a Stripe pointed at a local stand-in). */
  paymentProviders?: BuildAppOptions['paymentProviders'];
}

/** The whole HTTP app on a fresh migrated database, ready for `app.inject`. */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-test-app-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      ANON_KEY: TEST_ANON_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      ...options.env,
    },
    dataDir,
  );
  const database = options.database ?? (await createTestDatabase());
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      logStream: options.logStream,
      paymentProviders: options.paymentProviders,
    });
    await app.ready();
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    config,
    anonKey: config.anonKey,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
