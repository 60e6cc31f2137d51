import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './db/client.ts';

// Start-up with a bad setting fails with exit code 1 and one clear line on stderr (no stack trace).
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..', '..');
const node = path.join(repoRoot, 'node_modules', '.bin', 'node');
const entry = path.join(here, 'index.ts');

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-start-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function start(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    // A clean environment: nothing from the developer's shell (DATABASE_URL, PORT ...) leaks in.
    const child = spawn(node, [entry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: dataDir, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Generous: on a busy machine Node alone can take several seconds to start.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

// Each test starts a real Node process, which takes a while on a busy machine.
describe('starting the server with a bad setting', { timeout: 60_000 }, () => {
  test('PORT=abc exits with 1 and one line naming PORT', async () => {
    const { code, stderr } = await start({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(lines(stderr)).toHaveLength(1);
    expect(stderr).toMatch(/^reelhire: invalid configuration: .*PORT/);
    expect(stderr).toContain('"abc"');
  });

  test('an unreachable DATABASE_URL exits with 1 and one line naming DATABASE_URL', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://127.0.0.1:1/nope' });
    expect(code).toBe(1);
    expect(lines(stderr)).toHaveLength(1);
    expect(stderr).toMatch(/^reelhire: cannot open DATABASE_URL/);
    expect(stderr).toContain('127.0.0.1:1');
  });

  test('a database password never reaches the log', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://app:hunter2secret@127.0.0.1:1/nope' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/DATABASE_URL/);
    expect(stderr).not.toContain('hunter2secret');
  });
});

describe('starting in production (decision 0054)', { timeout: 60_000 }, () => {
  test('NODE_ENV=production with SEED=true exits with 1 and one line naming SEED', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', SEED: 'true' });
    expect(code).toBe(1);
    expect(lines(stderr)).toHaveLength(1);
    expect(stderr).toMatch(/^reelhire: invalid configuration: SEED cannot be true with NODE_ENV=production/);
  });

  test('NODE_ENV=production on an empty database starts without any demo account', async () => {
    // Started for real, stopped with SIGTERM once ready; then the database it left behind is read.
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(node, [entry], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: dataDir,
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          // No Stripe here: production asks for the sandbox by name (decision 0074).
          PAYMENTS_SANDBOX: 'true',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Reelhire is ready')) child.kill('SIGTERM');
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('error', reject);
      child.on('close', (exitCode) => {
        clearTimeout(timer);
        resolve({ code: exitCode, stdout: out });
      });
    });
    expect(stdout).toContain('Reelhire is ready');
    expect(code).toBe(0);
    expect(stdout).not.toMatch(/Seeded the demo|reelhire-demo/);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from users`,
      );
      expect(rows[0]?.count).toBe(0);
    } finally {
      await database.close();
    }
  }, 90_000);
});
