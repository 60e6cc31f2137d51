import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root and its Node 24 (the one npm scripts run the server's TypeScript with). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const node = path.join(repoRoot, 'node_modules', '.bin', 'node');

/**
 * Runs one of the server's commands (`create-admin.ts`, `backup.ts` …) as a real process from the repo root,
 * in a clean environment (PATH, HOME and `env` only: nothing from the developer's shell leaks in), with
 * `stdin` piped in, and answers its exit code and everything it printed.
 */
export function runCommand(
  entry: string,
  args: string[],
  { env, stdin = '' }: { env: Record<string, string>; stdin?: string },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [entry, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    child.stdin.end(stdin);
  });
}
