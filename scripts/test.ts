// `npm test`: everything, in order — check (types, lint, format), unit/component/integration tests,
// the production build with its first-load budgets (decision 0067), then the end-to-end suite in Chromium.
import path from 'node:path';
import { findChromium } from '../e2e/support/chromium.ts';
import { npm, run } from './run.ts';

const root = path.resolve(import.meta.dirname, '..');

// Fail early and clearly when the browser is missing: the e2e suite never silently skips.
if (!findChromium()) {
  console.error(
    'npm test needs Chromium for the end-to-end tests and none was found.\n' +
      'Install it with `apt-get install chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const steps: [string, string, string[]][] = [
  ['check', npm, ['run', 'check']],
  ['unit and integration tests', npm, ['run', 'test:unit']],
  ['web build', npm, ['run', 'build']],
  [
    'first-load JavaScript budgets',
    process.execPath,
    [path.join(root, 'bench/check.ts'), '--no-write', 'first-load-js'],
  ],
  ['end-to-end tests', npm, ['run', 'test', '-w', '@reelhire/e2e']],
];

// Each step's time is printed, and the whole run's at the end, so CI's output shows where the minutes go
// and whether the suite stays inside its time (decision 0067).
const minutes = (since: number) => `${((performance.now() - since) / 60_000).toFixed(1)} min`;
const started = performance.now();
const timings: string[] = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = performance.now();
  const code = await run(command, args, { cwd: root });
  timings.push(`  ${name}: ${minutes(stepStarted)}`);
  if (code !== 0) {
    console.error(`\nnpm test failed at: ${name} (after ${minutes(started)})\n${timings.join('\n')}`);
    process.exit(code);
  }
}
console.log(`\nAll checks and tests passed in ${minutes(started)}:\n${timings.join('\n')}`);
