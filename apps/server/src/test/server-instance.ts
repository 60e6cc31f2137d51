import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { TEST_ANON_KEY, TEST_JWT_SECRET } from './test-app.ts';

/** One app listening on loopback: a test's stand-in for one server process among several. */
export interface ServerInstance {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  origin: string;
  /** Closes the app and its pool and removes its DATA_DIR. */
  close(): Promise<void>;
}

export interface StartServerInstanceOptions {
  /** The PostgreSQL database the processes share. */
  databaseUrl: string;
  /** The Redis joining their rooms and rate limits. */
  redisUrl: string;
  /** Rate-limit counters apart from other runs sharing this Redis (decision 0068). */
  rateLimitNamespace?: string;
}

/**
 * Several of these on one database and one Redis are several server processes as far as the app can tell:
 * each has its own Socket.IO server, pool, rate limiter and Redis connections (decision 0068).
 */
export async function startServerInstance({
  databaseUrl,
  redisUrl,
  rateLimitNamespace,
}: StartServerInstanceOptions): Promise<ServerInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-instance-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      ANON_KEY: TEST_ANON_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
    },
    dataDir,
  );
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config, database, rateLimitNamespace });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    dataDir,
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
