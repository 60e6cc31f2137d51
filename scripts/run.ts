import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * The environment for a server process: Node's on-disk code cache under node_modules/.cache, so a second start
 * skips compiling the server's modules again (about a quarter of the CPU spent importing them; decision 0067).
 */
export function withCompileCache(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    NODE_COMPILE_CACHE: path.resolve(import.meta.dirname, '../node_modules/.cache/node-compile-cache'),
    ...env,
  };
}
