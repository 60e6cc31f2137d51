// The cold start budget (issue's "Cold start"): from spawning the server to its first healthy answer, on an
// empty data directory with the demo seeded, as `npm start` and the end-to-end suite start it (development,
// SEED=true, Node's compile cache of the install). The embedded database comes from the install's migrated
// template (db/pglite-template.ts), which the first start of an install writes; that first start also runs
// every migration and is reported beside it, not budgeted. A bare node:http process started the same way in
// the same run is the baseline, so a slow machine shows in both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withCompileCache } from '../../scripts/run.ts';
import type { Budget, BudgetResult } from './budget.ts';

const root = path.resolve(import.meta.dirname, '../..');
const LIMIT_MS = 5_000;
const RUNS = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Milliseconds from spawning `args` until `path` on its port answers 2xx. */
async function timeToHealthy(args: (port: number) => string[], env: NodeJS.ProcessEnv, urlPath: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args(port), {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error(`not healthy within 60 s: ${args(port)[0]}`);
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before it was healthy`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${urlPath}`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGKILL');
  }
}

/** The server on a new, empty data directory, seeded, as `npm start` runs it. */
async function serverStart(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-cold-start-'));
  try {
    return await timeToHealthy(
      () => [path.join(root, 'apps/server/src/index.ts')],
      {
        ...process.env,
        ...withCompileCache(),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        SEED: 'true',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      '/api/health',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bareStart = () =>
  timeToHealthy(
    (port) => ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    process.env,
    '/',
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const coldStart: Budget = {
  id: 'cold-start',
  title: 'Cold start on an empty data directory (demo seeded)',
  async run(): Promise<BudgetResult[]> {
    // The first start writes the install's compile cache and migrated template if they are missing.
    const first = await serverStart();
    const server: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      bare.push(await bareStart());
      server.push(await serverStart());
    }
    const ms = median(server);
    return [
      {
        name: 'time from spawning the server to a healthy /api/health',
        measured: `${ms.toFixed(0)} ms (${(ms / median(bare)).toFixed(0)}x a bare node:http process)`,
        limit: `< ${LIMIT_MS} ms`,
        met: ms < LIMIT_MS,
        // A target until it is met with room to spare (decision 0067): about 5.0-5.3 s when it was set.
        enforced: false,
        details: [
          `- median of ${RUNS} starts: ${server.map((value) => value.toFixed(0)).join(', ')} ms; ` +
            `a bare node:http process: ${bare.map((value) => value.toFixed(0)).join(', ')} ms.`,
          `- the first start of this run (which writes the compile cache and the migrated template when ` +
            `the install has none yet): ${first.toFixed(0)} ms.`,
        ],
      },
    ];
  },
};

export default coldStart;
