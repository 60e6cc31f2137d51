import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { ANON_KEY } from './http-latency.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The real server over a benchmark's database, on a free loopback port, with a throwaway data directory:
 * benchmarks measure the path users take, through the whole HTTP stack. Quiet and without the per-IP
 * limit, which would otherwise answer the measured requests with 429.
 */
export async function startBenchServer(
  database: Parameters<typeof buildApp>[0]['database'],
  name: string,
  /** A log level and where its lines go, for a benchmark that counts the cost of production's logging. */
  logging: { level: string; stream: { write(line: string): void } } | undefined = undefined,
  /** The built web app to serve, for a benchmark of its pages (the server renders the public ones). */
  webDist: string | undefined = undefined,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `reelhire-bench-${name}-`));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      ANON_KEY,
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir,
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: logging?.level ?? 'silent',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
    root,
  );
  const app = await buildApp({ config, database, logStream: logging?.stream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
