// What the Lighthouse benchmark (bench/lighthouse.ts) and the Lighthouse budget (bench/budgets/lighthouse.ts)
// share: the pages, the real server on the production build with the demo seeded, the system Chromium, one
// Lighthouse run, and signing in a demo account so the dashboards can be measured (decision 0067).
//
// Signed-in pages: playwright-core drives the same Chromium through its remote-debugging port to the sign-in
// page, which leaves the session in the browser's local storage as a real sign-in does; Lighthouse then runs
// with its storage reset off so the session survives, after the HTTP cache is cleared so that every page is
// still measured on a cold load. Public pages run with the storage reset on, signed out as a first visitor
// (a session is removed first: Lighthouse's reset clears caches and service workers, not local storage).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig, desktopConfig, type Result, type RunnerResult } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { matchRoute } from '../packages/shared/src/routes.ts';
import { DEMO_CLIENT, DEMO_FILMMAKER, DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { freePort } from '../scripts/free-port.ts';
import { root, serverEntry, serverEnv } from '../e2e/support/server-process.ts';

export type Account = 'filmmaker' | 'client';

export interface LighthousePage {
  name: string;
  path: string;
  /** The demo account the page is measured signed in as; absent for a public page, measured signed out. */
  account?: Account;
}

export const PAGES: readonly LighthousePage[] = [
  { name: 'home', path: '/' },
  { name: 'talent', path: '/talent' },
  { name: 'login', path: '/login' },
  // Maya Okafor, the seeded filmmaker (apps/server/src/seed/demo-data.ts).
  { name: 'portfolio', path: '/portfolio/maya-okafor' },
  { name: 'filmmaker-dashboard', path: '/filmmaker/dashboard', account: 'filmmaker' },
  // The filmmaker's job search ("Find work").
  { name: 'job-search', path: '/filmmaker/dashboard/jobs', account: 'filmmaker' },
  { name: 'client-dashboard', path: '/client/dashboard', account: 'client' },
];
for (const page of PAGES) {
  if (!matchRoute(page.path)) throw new Error(`${page.path} is not in the route table`);
}

const EMAILS: Record<Account, string> = { filmmaker: DEMO_FILMMAKER.email, client: DEMO_CLIENT.email };

export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The performance category's audits that do not count towards its score (weight 0: the diagnostics and
 * opportunities, such as unused CSS, source maps or the back/forward cache check). Skipping them leaves every
 * score as it is and drops the gatherers only they need, some of which (CSS coverage, the back/forward cache
 * navigation) cost seconds a page on a busy machine.
 */
const PERFORMANCE_DIAGNOSTICS = (() => {
  const categories = defaultConfig.categories ?? {};
  const elsewhere = new Set(
    Object.entries(categories)
      .filter(([id]) => id !== 'performance')
      .flatMap(([, category]) => category.auditRefs.map((ref) => ref.id)),
  );
  return (categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight === 0 && !elsewhere.has(ref.id))
    .map((ref) => ref.id);
})();

export interface Measured {
  page: string;
  formFactor: FormFactor;
  /** 0-100 per category; NaN for a category the run left out. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's benchmark index of the machine during the run (a short CPU benchmark; about 1000+ on a
   * quiet desktop, lower under load), so a score can be read against how busy the machine was. Absent in
   * results recorded before it was kept.
   */
  benchmarkIndex?: number;
}

export function measure(lhr: Result, page: string, formFactor: FormFactor): Measured {
  const score = (id: string) => {
    const category = lhr.categories[id];
    return category ? Math.round((category.score ?? 0) * 100) : NaN;
  };
  return {
    page,
    formFactor,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Measured['scores'],
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** "Chromium 142.0…, Lighthouse 12.8.2" for the results. */
export function versions(chromiumPath: string): string {
  const chromiumVersion = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return `${chromiumVersion}, Lighthouse ${lighthouseVersion}`;
}

export function requireChromium(): string {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium is missing: install it with `apt-get install chromium`.');
  return chromiumPath;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not healthy within 60 s`);
}

export interface Lab {
  origin: string;
  /** Chromium's remote-debugging port, where Lighthouse and playwright-core connect. */
  chromePort: number;
  /** One Lighthouse run of a page, signed in as its account (or signed out); see `runLighthouse`. */
  run(page: LighthousePage, formFactor: FormFactor): Promise<RunnerResult>;
  close(): Promise<void>;
}

/**
 * The real server on the production build (its own embedded database, the demo seeded) and a headless
 * Chromium. The caller checks the build first; the pages are warmed (JIT, database caches) before use.
 */
export async function startLab({
  chromiumPath,
  categories = CATEGORIES,
  diagnostics = true,
}: {
  chromiumPath: string;
  /** Fewer categories, fewer gatherers: the budget needs two. */
  categories?: readonly Category[];
  /** False skips the performance audits that do not count towards its score (the scores stay the same). */
  diagnostics?: boolean;
}): Promise<Lab> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-lighthouse-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...serverEnv(port, dataDir), TRUST_PROXY: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const close = async () => {
    await chrome?.kill();
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_ARGS],
    });
    await waitForHealth(`${origin}/api/health`);
  } catch (error) {
    await close();
    throw error;
  }
  const chromePort = chrome.port;
  let signedInAs: Account | undefined;
  return {
    origin,
    chromePort,
    async run(page, formFactor) {
      if (page.account && signedInAs !== page.account) {
        await signIn(chromePort, origin, page.account);
        signedInAs = page.account;
      }
      if (page.account) await clearHttpCache(chromePort);
      else if (signedInAs) {
        // Lighthouse's storage reset leaves local storage alone: a public page is measured signed out.
        await signOut(chromePort, origin);
        signedInAs = undefined;
      }
      return runLighthouse(`${origin}${page.path}`, chromePort, formFactor, {
        signedIn: Boolean(page.account),
        categories,
        diagnostics,
      });
    },
    close,
  };
}

/** A page of the browser's default context (the one Lighthouse's tabs share), closed after `use`. */
async function withPage<T>(chromePort: number, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return await use(page);
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects; a browser connected over CDP is left running.
    await browser.close();
  }
}

/** Removes the stored session, as the app's sign-out fallback does (apps/web/src/lib/auth-storage.ts). */
async function clearSession(page: Page, origin: string): Promise<void> {
  // A same-origin address without the app, so no page reads the session while it goes.
  await page.goto(`${origin}/api/health`);
  // A string, evaluated in the page: bench/ is type-checked without the DOM's types.
  await page.evaluate('window.localStorage.clear()');
}

async function signOut(chromePort: number, origin: string): Promise<void> {
  await withPage(chromePort, (page) => clearSession(page, origin));
}

/** Signs the demo account in on the sign-in page, as a person would, after signing out whoever was signed in. */
async function signIn(chromePort: number, origin: string, account: Account): Promise<void> {
  await withPage(chromePort, async (page) => {
    await clearSession(page, origin);
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email address').fill(EMAILS[account]);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The sign-in page leaves once the session is stored; a busy machine takes a while.
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  });
}

/** Empties the HTTP cache (Lighthouse's storage reset would, but it is off on signed-in pages). */
async function clearHttpCache(chromePort: number): Promise<void> {
  await withPage(chromePort, async (page) => {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
  });
}

/**
 * One Lighthouse run; a run whose trace came out broken (it happens under load) is tried again, up to three
 * times. `signedIn` turns the storage reset off so the session in local storage survives; a signed-in page
 * that ends anywhere but where it was asked for (the sign-in page, say) is an error, not a score.
 */
async function runLighthouse(
  url: string,
  port: number,
  formFactor: FormFactor,
  {
    signedIn,
    categories,
    diagnostics,
  }: { signedIn: boolean; categories: readonly Category[]; diagnostics: boolean },
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
        disableStorageReset: signedIn,
        // The full-page screenshot is for reading a report, and costs seconds on a busy machine.
        disableFullPageScreenshot: true,
        skipAudits: diagnostics ? [] : PERFORMANCE_DIAGNOSTICS,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const error = result ? result.lhr.runtimeError?.message : 'Lighthouse returned nothing';
    if (result && !error) {
      const landed = new URL(result.lhr.finalDisplayedUrl);
      if (signedIn && landed.pathname !== new URL(url).pathname) {
        throw new Error(`${url} ended at ${landed.pathname}: the session did not survive`);
      }
      return result;
    }
    if (attempt === 4) throw new Error(`${url}: ${error}`);
    console.log(`  ${url} (${formFactor}): ${error}; trying again`);
  }
}

/** Fetches each page a few times so the first measured run is not the server's cold one. */
export async function warmUp(origin: string, pages: readonly LighthousePage[], times = 3): Promise<void> {
  for (const page of pages) {
    for (let i = 0; i < times; i++) await (await fetch(`${origin}${page.path}`)).text();
  }
}
