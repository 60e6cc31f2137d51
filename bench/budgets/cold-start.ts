// The cold start budget (issue's "Cold start"): from spawning the server to its first healthy answer, on an
// empty data directory with the demo seeded, as `npm start` and the end-to-end suite start it (development,
// SEED=true, Node's compile cache of the install). The embedded database comes from the install's migrated
// template (db/pglite-template.ts), which the first start of an install writes; that first start also runs
// every migration and is reported beside it, not budgeted. A bare node:http process started the same way in
// the same run is the baseline, so a slow machine shows in both. Each pair of starts (bare, then the server)
// waits for a quiet machine first, as the Lighthouse budget does (decision 0085): CI measured 6.8 s while its
// bare process took 220 ms, three times its quiet figure, right after the work before it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, serverEntry, serverEnv } from '../../e2e/support/server-process.ts';
import { freePort } from '../../scripts/free-port.ts';
import { waitForQuietCpu, type Quiet } from '../machine-quiet.ts';
import type { Budget, BudgetResult } from './budget.ts';

const LIMIT_MS = 5_000;
const RUNS = 3;

/** Milliseconds from spawning `args` until `path` on its port answers 2xx. */
async function timeToHealthy(
  args: (port: number) => string[],
  env: (port: number) => NodeJS.ProcessEnv,
  urlPath: string,
) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args(port), {
    cwd: root,
    env: { ...env(port), PORT: String(port) },
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
    // The end-to-end suite's server environment: development, the demo seeded, the compile cache.
    return await timeToHealthy(
      () => [serverEntry],
      (port) => ({ ...process.env, ...serverEnv(port, dataDir), LOG_LEVEL: 'warn', REDIS_URL: '' }),
      '/api/health',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bareStart = () =>
  timeToHealthy(
    (port) => ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    () => process.env,
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
    const waits: Quiet[] = [];
    for (let run = 0; run < RUNS; run++) {
      waits.push(await waitForQuietCpu());
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
          `- idle share of the machine's cores in the second before each pair of starts: ` +
            `${waits.map((wait) => `${Math.round(wait.idle * 100)} %${wait.quiet ? '' : ' (30 s waited)'}`).join(', ')}.`,
        ],
      },
    ];
  },
};

export default coldStart;
