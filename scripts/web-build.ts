import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const webDist = path.join(root, 'apps/web/dist');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'scripts/precompress.ts',
  'packages/shared/src',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The build is stale when any source is newer than the built index.html (or there is no build). */
export function webBuildIsStale(): boolean {
  const built = path.join(webDist, 'index.html');
  // The server's build of the public pages (decision 0080) is written after the browser's.
  if (!existsSync(built) || !existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
