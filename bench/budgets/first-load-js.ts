// First-load JavaScript of every public page (decision 0067): the gzipped bytes a first visit downloads before
// the page can render, read from the production build's manifest, so the figure is the same on any machine.
// A page's first load is the entry chunk, its layout's chunk (the public header, for every public page but the
// home page) and its product area's chunks (app/router.tsx `areaModules`), each with its static imports.
// Chunks fetched after the first render (the toaster, the support panel, realtime) are not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type Area } from '../../packages/shared/src/routes.ts';
import { SERVER_PAGE_BOOT_SCRIPT } from '../../packages/shared/src/server-page-boot.ts';
import type { Budget, BudgetResult } from './budget.ts';

const web = path.resolve(import.meta.dirname, '../../apps/web');
const dist = path.join(web, 'dist');
/** The server's build of the public pages (decision 0080). */
const serverEntry = path.join(web, 'dist-ssr', 'entry-server.js');

/**
 * The issue's target for every public page: met by the pages the server renders (decision 0080), whose only
 * script before the first interaction is the boot script; not by those the browser renders, where React 19
 * and its router alone weigh ~93 KB.
 */
export const FIRST_LOAD_TARGET_KB = 100;

/**
 * Enforced ceilings, in gzipped KB: what each page weighed when the budget was set, plus a little room, so a
 * change that adds to a public page's first load fails `bench:check` (and `npm test`) instead of creeping in.
 * Lower a ceiling when a page gets lighter; never raise one without a decision record.
 */
export const FIRST_LOAD_CEILINGS_KB: Record<string, number> = {
  // 146 -> 147 with decision 0084 (the entry takes a page drawn for a signed-in user over: +0.2 KB).
  '/': 147,
  '/terms-of-service': 153,
  '/privacy-policy': 153,
  '/refund-policy': 153,
  '/support': 196,
  '/login': 220,
  '/role-selection': 220,
  '/signup': 220,
  '/forgot-password': 220,
  '/reset-password': 220,
  '/auth/callback': 220,
  '/verify': 220,
  '/talent': 207,
  '/portfolio/:username': 207,
  '/talent/portfolio/:id': 207,
  '/book/:username': 266, // 265 -> 266 with decision 0084, as '/'.
  '/claim-job/:token': 184,
};
/** A new public page starts under the home page's old budget; list it above only with a reason. */
const DEFAULT_CEILING_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The `src/...` modules each area's lazy loader imports, read from the router so the two cannot drift. */
export function areaSources(routerText: string): Map<Area, string[]> {
  const start = routerText.indexOf('const areaModules');
  const end = routerText.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error('app/router.tsx has no `areaModules` object');
  const sources = new Map<Area, string[]>();
  let area: Area | undefined;
  for (const line of routerText.slice(start, end).split('\n')) {
    const key = /^ {2}(\w+):/.exec(line);
    if (key) area = key[1] as Area;
    for (const match of line.matchAll(/import\('@\/([^']+)'\)/g)) {
      if (!area) continue;
      const list = sources.get(area) ?? [];
      list.push(`src/${match[1]}`);
      sources.set(area, list);
    }
  }
  return sources;
}

/**
 * The pages an area's routes file loads on their own chunk (`lazyPage(() => import('./page'))`, decision
 * 0067), by route pattern: such a page's first load is its area's routes chunk and its own.
 */
export function lazyPageSources(routesText: string, folder: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of routesText.matchAll(/'([^']+)':\s*lazyPage\(\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)) {
    sources.set(match[1]!, `${folder}/${match[2]}`);
  }
  return sources;
}

/** A module's chunk in the manifest; none when the bundler put the module inside a sibling's chunk. */
function chunkKey(manifest: Manifest, source: string): string | undefined {
  return ['.tsx', '.ts'].map((extension) => `${source}${extension}`).find((key) => manifest[key]);
}

/** The JavaScript files a first visit to a page downloads, in the order they are found. */
export function firstLoadFiles(manifest: Manifest, roots: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...files].filter((file) => file.endsWith('.js'));
}

export interface PageWeight {
  path: string;
  /** What runs before the page can respond: the boot script of a server-rendered page, else the app's files. */
  gzippedBytes: number;
  /** Sent as HTML by the server, with the app loading on the first interaction (decision 0080). */
  serverRendered: boolean;
  /** The app's files for the page: its first load as a client-rendered page, its first interaction's if not. */
  appBytes: number;
  files: { file: string; gzippedBytes: number }[];
}

/** Every public page's first-load weight, heaviest first. */
export function publicPageWeights(): PageWeight[] {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error('No production build of the web app: run `npm run build` first');
  }
  if (!existsSync(serverEntry)) {
    throw new Error('No server build of the public pages (apps/web/dist-ssr): run `npm run build` first');
  }
  const bootBytes = gzipSync(SERVER_PAGE_BOOT_SCRIPT, { level: 9 }).length;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const sources = areaSources(readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8'));
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return ROUTES.filter((route) => !route.guard && !route.redirectTo)
    .map((route) => {
      const area = sources.get(route.area);
      if (!area) throw new Error(`app/router.tsx loads no module for the ${route.area} area`);
      const layout = route.shell === 'public' ? ['src/app/layouts/public-layout'] : [];
      const own = area.flatMap((source) => {
        const file = ['.tsx', '.ts']
          .map((extension) => path.join(web, `${source}${extension}`))
          .find(existsSync);
        if (!file) return [];
        const page = lazyPageSources(readFileSync(file, 'utf8'), path.posix.dirname(source)).get(route.path);
        return page ? [page] : [];
      });
      const keys = [...layout, ...area, ...own].map((source) => chunkKey(manifest, source));
      if (keys.every((key) => key === undefined)) {
        throw new Error(`The build manifest has no chunk for the ${route.area} area`);
      }
      const roots = [entry, ...keys.filter((key) => key !== undefined)];
      const files = firstLoadFiles(manifest, roots).map((file) => ({ file, gzippedBytes: gzipped(file) }));
      const appBytes = files.reduce((sum, file) => sum + file.gzippedBytes, 0);
      const serverRendered = route.serverRendered === true;
      return {
        path: route.path,
        gzippedBytes: serverRendered ? bootBytes : appBytes,
        serverRendered,
        appBytes,
        files,
      };
    })
    .sort((a, b) => b.gzippedBytes - a.gzippedBytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const firstLoadJs: Budget = {
  id: 'first-load-js',
  title: 'First-load JavaScript of the public pages (gzipped, from the build manifest)',
  async run() {
    const pages = publicPageWeights();
    const results: BudgetResult[] = [];
    for (const page of pages) {
      const ceiling = FIRST_LOAD_CEILINGS_KB[page.path] ?? DEFAULT_CEILING_KB;
      if (page.serverRendered) {
        results.push({
          name: `${page.path} (server-rendered: boot script)`,
          measured: kb(page.gzippedBytes),
          limit: `<= ${FIRST_LOAD_TARGET_KB} KB`,
          met: page.gzippedBytes <= FIRST_LOAD_TARGET_KB * 1024,
        });
      }
      // The app's own files for the page still have their ceiling: loaded at once on the pages the browser
      // renders, on the first interaction on the ones the server renders.
      results.push({
        name: page.serverRendered
          ? `${page.path} (app on first interaction, ceiling)`
          : `${page.path} (ceiling)`,
        measured: kb(page.appBytes),
        limit: `<= ${ceiling} KB`,
        met: page.appBytes <= ceiling * 1024,
      });
    }
    const within = pages.filter((page) => page.gzippedBytes <= FIRST_LOAD_TARGET_KB * 1024);
    results.push({
      name: `public pages within the ${FIRST_LOAD_TARGET_KB} KB target`,
      measured: `${within.length} of ${pages.length}`,
      limit: `${pages.length} of ${pages.length}`,
      met: within.length === pages.length,
      enforced: false,
      details: [
        `Rendered by the browser (reading a token or a session from the address): ${pages
          .filter((page) => !page.serverRendered)
          .map((page) => page.path)
          .join(', ')}.`,
        `The heaviest page, ${pages[0]?.path}, loads: ${pages[0]?.files
          .map((file) => `${file.file.replace('assets/', '')} ${kb(file.gzippedBytes)}`)
          .join(', ')}.`,
      ],
    });
    return results;
  },
};

export default firstLoadJs;
