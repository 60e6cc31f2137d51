// `npm start`: builds the web app when its sources changed, then runs the server (migrate, seed, serve).
import path from 'node:path';
import { npm, run, withCompileCache } from './run.ts';
import { webBuildIsStale } from './web-build.ts';

const root = path.resolve(import.meta.dirname, '..');

if (webBuildIsStale()) {
  console.log('Building the web app...');
  const code = await run(npm, ['run', 'build', '--silent'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const server = await run(process.execPath, [path.join(root, 'apps/server/src/index.ts')], {
  cwd: root,
  env: withCompileCache(),
});
process.exit(server);
