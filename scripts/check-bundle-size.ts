// Fails when the home page's first-load JavaScript (gzipped) exceeds its budget (issue: foundation).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from './web-build.ts';

export const HOME_FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The JS files a first visit to `/` downloads: the entry, the home route chunk, and their static imports. */
export function homeFirstLoadFiles(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const home = Object.entries(manifest).find(
    ([, chunk]) => chunk.src === 'src/features/home/routes.tsx',
  )?.[0];
  if (!entry || !home) throw new Error('The build manifest has no entry or no home route chunk');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(home);
  return [...files].filter((file) => file.endsWith('.js'));
}

const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
const files = homeFirstLoadFiles(manifest);
let total = 0;
let sent = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
  total += size;
  // What the server actually sends a browser: the build's brotli copy (scripts/precompress.ts) when there is one.
  const brotli = path.join(webDist, `${file}.br`);
  sent += existsSync(brotli) ? statSync(brotli).size : statSync(path.join(webDist, file)).size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`  (${(sent / 1024).toFixed(1)} KB as sent, brotli, in ${files.length} files)`);
const verdict = total <= HOME_FIRST_LOAD_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Home page first-load JavaScript: ${(total / 1024).toFixed(1)} KB gzipped, ${verdict} the ${HOME_FIRST_LOAD_BUDGET_BYTES / 1024} KB budget`,
);
if (total > HOME_FIRST_LOAD_BUDGET_BYTES) process.exit(1);
