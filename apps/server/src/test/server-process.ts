import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../scripts/free-port.ts';
import { TEST_ANON_KEY, TEST_JWT_SECRET } from './test-app.ts';

// The server as operators run it: `node src/index.ts` in its own process, for the fault tests
// (decision 0069) that signal it, kill it, or take its database and Redis away underneath it.

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..', '..');
export const nodeBinary = path.join(repoRoot, 'node_modules', '.bin', 'node');
export const serverEntry = path.resolve(here, '..', 'index.ts');

/** Waits until `check` resolves truthy, polling, or throws `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `promise`, or a failure naming `what` once `timeoutMs` has passed: a hang fails fast and says where. */
export async function within<T>(what: string, promise: Promise<T>, timeoutMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The environment of a spawned server: nothing from the developer's shell leaks in. */
export function serverEnv(dataDir: string, port: number, env: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: dataDir,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // No Stripe in tests: production asks for the sandbox by name (decision 0074).
    PAYMENTS_SANDBOX: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ANON_KEY: TEST_ANON_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    ...env,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node src/index.ts` and waits until /api/health answers. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(nodeBinary, [serverEntry], {
    cwd: repoRoot,
    env: serverEnv(dataDir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server = { child, origin, output: () => output, exited };
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    await waitFor(
      'the server to answer /api/health',
      async () => {
        if (ended) throw new Error(`the server exited during start-up:\n${output}`);
        return (await fetch(`${origin}/api/health`)).ok;
      },
      timeoutMs,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return server;
}

/** Ends a server that a test left running (SIGKILL: nothing to wait for), and waits for it to be gone. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
