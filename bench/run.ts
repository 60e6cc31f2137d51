// `npm run bench`: short benchmarks of the server, each reported as a ratio against a baseline measured in
// the same run on the same machine, written to bench/RESULTS.md. Loopback only; bounded in count and time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { load, type LoadResult } from './http-load.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

const root = path.resolve(import.meta.dirname, '..');
const REQUESTS = 3000;
const CONCURRENCY = 16;
const ANON_KEY = 'bench-anon-key-0123456789';
const LOAD = { requests: REQUESTS, concurrency: CONCURRENCY };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Time from spawning a process to its first healthy answer. */
async function timeToHealthy(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  try {
    for (;;) {
      if (performance.now() - started > 30_000) throw new Error(`${url} not healthy within 30 s`);
      try {
        if ((await fetch(url)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGKILL');
  }
}

// --- HTTP throughput: the app against a bare node:http server answering the same JSON.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-bench-'));
const config = loadConfig(
  // The per-IP limit would otherwise stop a load test from one address; its cost is still measured.
  {
    NODE_ENV: 'test',
    ANON_KEY,
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: dataDir,
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  },
  root,
);
const database = await openDatabase({});
await database.migrate();
await seedDemo({ db: database.db });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const talentBody = await (
  await fetch(`${appUrl}/api/rest/v1/talent`, { headers: { apikey: ANON_KEY } })
).text();
const baseline = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(talentBody);
});
const baselineUrl = `http://127.0.0.1:${await listen(baseline)}/`;

const results: [string, LoadResult][] = [];
results.push(['bare node:http, same JSON (baseline)', await load(baselineUrl, LOAD)]);
results.push(['GET /api/health (database ping)', await load(`${appUrl}/api/health`, LOAD)]);
results.push([
  'GET /api/rest/v1/talent (7 profiles)',
  await load(`${appUrl}/api/rest/v1/talent`, { ...LOAD, headers: { apikey: ANON_KEY } }),
]);
await app.close();
await database.close();
baseline.close();

// --- Cold start: the server on an empty data dir (migrate + seed) against a bare node:http process.
const coldDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-bench-cold-'));
const coldPort = 39_000 + Math.floor(Math.random() * 1000);
const serverStart = await timeToHealthy(
  [path.join(root, 'apps/server/src/index.ts')],
  {
    ...process.env,
    PORT: String(coldPort),
    HOST: '127.0.0.1',
    DATA_DIR: coldDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  },
  `http://127.0.0.1:${coldPort}/api/health`,
);
const barePort = coldPort + 1;
const bareStart = await timeToHealthy(
  ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${barePort},'127.0.0.1')`],
  process.env,
  `http://127.0.0.1:${barePort}/`,
);
rmSync(coldDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

// --- Report
const base = results[0]![1];
const rows = results.map(
  ([name, r]) =>
    `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${(r.requestsPerSecond / base.requestsPerSecond).toFixed(2)} |`,
);
const report = `## HTTP throughput

${machineLine()}

${REQUESTS} requests, ${CONCURRENCY} at a time, keep-alive, over loopback, after 200 warm-up requests.

| endpoint | requests/s | p50 ms | p99 ms | throughput vs baseline |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

## Cold start

Time from spawning the process to the first healthy answer. The server starts on an empty data directory:
it creates the embedded database, applies the migrations and seeds the demo before listening.

| process | ms to healthy | vs baseline |
| --- | ---: | ---: |
| bare node:http process (baseline) | ${bareStart.toFixed(0)} | 1.0 |
| Reelhire server, empty data dir | ${serverStart.toFixed(0)} | ${(serverStart / bareStart).toFixed(1)} |

The foundation's budget is 15 000 ms for a cold start (checked on every \`npm test\` by the end-to-end setup).
`;
writeResultsSection({ id: 'server', markdown: report });
console.log(report);
