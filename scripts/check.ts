// `npm run check`: types, lint and format. The type checks of the root and each workspace, ESLint and
// Prettier are independent, so they run side by side, as many at a time as the machine has cores (they were
// one after another: decision 0067, "The suite's own time"). Each command's output is shown once it ends.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const tsc = (project: string): [string, string[]] => [bin('tsc'), ['-p', project, '--noEmit']];

/** Every workspace with a `typecheck` script (as `npm run typecheck --workspaces` found them). */
function workspacesWithTypecheck(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  return dirs.filter((dir) => {
    const manifest = path.join(root, dir, 'package.json');
    if (!existsSync(manifest)) return false;
    const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
    return Boolean(scripts?.typecheck);
  });
}

const commands: [string, string[]][] = [
  // ESLint is the longest: first, so the pool does not end on it alone.
  [bin('eslint'), ['.', '--max-warnings', '0']],
  ...workspacesWithTypecheck().map((dir) => tsc(path.join(dir, 'tsconfig.json'))),
  tsc('tsconfig.json'),
  [bin('prettier'), ['--check', '.', '--log-level', 'warn']],
];

function runQuietly(command: string, args: string[]) {
  return new Promise<{ code: number; output: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) => resolve({ code, output, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => done(((output += String(error)), 1)));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

let next = 0;
let failed = 0;
const parallel = Math.max(1, Math.min(os.availableParallelism(), commands.length));
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (next < commands.length) {
      const [command, args] = commands[next++]!;
      const name = `${path.basename(command)} ${args.join(' ')}`;
      const result = await runQuietly(command, args);
      const status = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
      console.log(`${status}: ${name} (${result.seconds.toFixed(1)} s)`);
      if (result.code !== 0) {
        failed++;
        console.log(result.output.trimEnd());
      }
    }
  }),
);
if (failed > 0) {
  console.error(`check: ${failed} of ${commands.length} failed`);
  process.exit(1);
}
