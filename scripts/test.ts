// `npm test`: everything, in order — check (types, lint, format), unit/component/integration tests,
// the production build with its size budget, then the end-to-end suite in Chromium.
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
  ['home page size budget', process.execPath, [path.join(root, 'scripts/check-bundle-size.ts')]],
  ['end-to-end tests', npm, ['run', 'test', '-w', '@reelhire/e2e']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { cwd: root });
  if (code !== 0) {
    console.error(`\nnpm test failed at: ${name}`);
    process.exit(code);
  }
}
console.log('\nAll checks and tests passed.');
