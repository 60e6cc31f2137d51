// `npm run bench:lighthouse -w @reelhire/bench`: Lighthouse (the `lighthouse` package driving the system
// Chromium) on the public pages a first visitor meets (/, /talent, /login and a seeded portfolio) signed out,
// and on the two dashboard homes and the filmmaker's job search signed in as the demo accounts
// (bench/lighthouse-kit.ts), with the mobile and the desktop profile, against the real server on the
// production build. It records the four category scores, LCP / TBT / CLS and Lighthouse's benchmark index of
// the machine in bench/RESULTS.md, and checks from the network records that every
// text asset over 1 KB arrived compressed (issue 10, section 6). Pages run one at a time (the machine is
// shared); each page and profile runs `--runs=N` times (3 by default) and the median run is kept.
//
// `--save-baseline` stores the medians in bench/lighthouse-baseline.json instead, so later runs show them
// beside their own (the baseline was taken on the code before the compression and code-splitting fixes).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { webBuildIsStale } from '../scripts/web-build.ts';
import { root } from '../e2e/support/server-process.ts';
import {
  CATEGORIES,
  FORM_FACTORS,
  PAGES,
  measure,
  requireChromium,
  startLab,
  versions,
  warmUp,
  type FormFactor,
  type Measured,
} from './lighthouse-kit.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

/** Issue 10's targets for the mobile profile. */
const TARGET = { performance: 90, accessibility: 100 };
/** Text bodies larger than this must arrive compressed. */
const COMPRESS_OVER_BYTES = 1024;
const REPORTS = path.join(import.meta.dirname, '.tmp/lighthouse');
const BASELINE_FILE = path.join(import.meta.dirname, 'lighthouse-baseline.json');

const args = process.argv.slice(2);
const saveBaseline = args.includes('--save-baseline');
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 3);
// `--only=talent,login` and `--profiles=mobile` measure less while working on a page; the results file is
// then left alone.
const only = option('only')?.split(',');
const profiles = (option('profiles')?.split(',') ?? FORM_FACTORS) as FormFactor[];
const partial = Boolean(only) || profiles.length < FORM_FACTORS.length;

interface Transfer {
  url: string;
  /** The decoded body size. */
  bytes: number;
  /** Bytes on the wire, headers included. */
  transferred: number;
  encoding: string;
}

interface Baseline {
  commit: string;
  date: string;
  results: Measured[];
}

/** What one load transferred, from the DevTools protocol log Lighthouse recorded. */
function transfersOf(result: RunnerResult, origin: string): Transfer[] {
  const byId = new Map<string, Transfer & { type: string }>();
  for (const entry of result.artifacts.DevtoolsLog) {
    const params = entry.params as Record<string, unknown>;
    const id = params.requestId as string;
    if (entry.method === 'Network.responseReceived') {
      const response = params.response as { url: string; headers: Record<string, string> };
      const header = Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
      byId.set(id, {
        url: response.url,
        type: params.type as string,
        bytes: 0,
        transferred: 0,
        encoding: header?.[1] ?? '',
      });
    } else if (entry.method === 'Network.dataReceived') {
      const transfer = byId.get(id);
      if (transfer) transfer.bytes += params.dataLength as number;
    } else if (entry.method === 'Network.loadingFinished') {
      const transfer = byId.get(id);
      if (transfer) transfer.transferred = params.encodedDataLength as number;
    }
  }
  return [...byId.values()]
    .filter((t) => t.url.startsWith(origin))
    .map(({ url, bytes, transferred, encoding }) => ({ url, bytes, transferred, encoding }));
}

/** Images, fonts and media are compressed formats already; every other body over 1 KB must be encoded. */
const mustBeCompressed = (t: Transfer) =>
  t.bytes > COMPRESS_OVER_BYTES && !/\.(png|jpe?g|webp|avif|gif|woff2?|mp4|webm)(\?|$)/.test(t.url);

const chromiumPath = requireChromium();
if (webBuildIsStale()) {
  console.log('The web build is stale: building it first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The web build failed');
}

const lab = await startLab({ chromiumPath });
const { origin } = lab;
const started = Date.now();
const measured: Measured[] = [];
const uncompressed = new Map<string, Transfer>();
const compressed = new Map<string, Transfer>();
const apiUncompressed = new Map<string, Transfer>();
try {
  const pages = PAGES.filter((p) => !only || only.includes(p.name));
  await warmUp(origin, pages);
  for (const page of pages) {
    for (const formFactor of profiles) {
      const results: RunnerResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lab.run(page, formFactor);
        results.push(result);
        for (const transfer of transfersOf(result, origin)) {
          if (!mustBeCompressed(transfer)) continue;
          const key = transfer.url.replace(origin, '');
          const isCompressed = transfer.encoding === 'br' || transfer.encoding === 'gzip';
          // API answers are data, not the app's assets: they are listed, not held to the check.
          if (key.startsWith('/api/')) {
            if (!isCompressed) apiUncompressed.set(key.replace(/\?.*/, ''), transfer);
          } else (isCompressed ? compressed : uncompressed).set(key, transfer);
        }
      }
      const median = computeMedianRun(results.map((r) => r.lhr));
      // The median run's whole report, to read the audits behind a score (bench/.tmp is not committed).
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${page.name}-${formFactor}.json`), JSON.stringify(median));
      const row = measure(median, page.name, formFactor);
      measured.push(row);
      console.log(
        `${page.name.padEnd(20)} ${formFactor.padEnd(8)} ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join(', ')}; LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}; benchmark index ${row.benchmarkIndex}`,
      );
    }
  }
} finally {
  await lab.close();
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAssets over 1 KB: ${compressed.size} sent compressed, ${uncompressed.size} not`);
for (const [url, t] of uncompressed) console.log(`  NOT compressed: ${url} (${t.bytes} bytes)`);
for (const [url, t] of apiUncompressed)
  console.log(`  (API answer, not an asset) ${url}: ${t.bytes} bytes, not compressed`);

if (partial) {
  console.log('A partial run (--only or --profiles): bench/RESULTS.md is left as it was.');
  process.exit(uncompressed.size > 0 ? 1 : 0);
}

if (saveBaseline) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const baseline: Baseline = { commit, date: new Date().toISOString().slice(0, 10), results: measured };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`Baseline saved to ${path.relative(root, BASELINE_FILE)}`);
  process.exit(0);
}

const baseline = existsSync(BASELINE_FILE)
  ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline)
  : undefined;
const before = (row: Measured) =>
  baseline?.results.find((b) => b.page === row.page && b.formFactor === row.formFactor);
const pagePath = (name: string) => PAGES.find((p) => p.name === name)!.path;
const pageLabel = (name: string) => {
  const page = PAGES.find((p) => p.name === name)!;
  return `\`${page.path}\`${page.account ? ` (${page.account})` : ''}`;
};
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)}`);

const lines = [
  '## Lighthouse',
  '',
  `${machineLine()} ${versions(chromiumPath)}.`,
  '',
  `Lighthouse's default mobile profile (simulated slow 4G and 4x CPU slowdown) and its desktop profile, on the`,
  `production build served by the real server with the seeded demo, over loopback. Each page and profile ran`,
  `${runs} times one after another and the median run is shown. Whole run: ${seconds} s. Public pages are`,
  'measured signed out; the dashboards and the job search signed in as the demo filmmaker or client (on the',
  'sign-in page, then Lighthouse with its storage reset off and the HTTP cache cleared). The benchmark index is',
  "Lighthouse's measure of the machine's speed during the median run (lower on a busier machine).",
  baseline
    ? `"Before" is the same script on commit ${baseline.commit} (${baseline.date}), before the assets were served compressed and the small shared chunks were inlined (decision 0021).`
    : '',
  '',
  '| page | profile | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | benchmark index | before: performance | before: LCP ms |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...measured.map((row) => {
    const old = before(row);
    return `| ${pageLabel(row.page)} | ${row.formFactor} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${ms(row.lcpMs)} | ${ms(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.benchmarkIndex ?? '–'} | ${old?.scores.performance ?? '–'} | ${ms(old?.lcpMs)} |`;
  }),
  '',
];
const mobile = measured.filter((row) => row.formFactor === 'mobile');
const missed = mobile.filter(
  (row) => row.scores.performance < TARGET.performance || row.scores.accessibility < TARGET.accessibility,
);
lines.push(
  missed.length === 0
    ? `Target (issue 10): mobile performance ${TARGET.performance} or more and accessibility ${TARGET.accessibility} on every page: met.`
    : `Target (issue 10): mobile performance ${TARGET.performance} or more and accessibility ${TARGET.accessibility} on every page: NOT met on ${missed.map((r) => pagePath(r.page)).join(', ')}.`,
  '',
  uncompressed.size === 0
    ? `Compression: all ${compressed.size} assets over 1 KB these loads fetched (the pages, scripts, stylesheets, icons) arrived compressed, checked from the network records.`
    : `Compression: ${uncompressed.size} assets over 1 KB arrived uncompressed: ${[...uncompressed.keys()].map((u) => `\`${u}\``).join(', ')}.`,
  apiUncompressed.size === 0
    ? ''
    : `API answers over 1 KB are not compressed (they are data, outside this check): ${[...apiUncompressed].map(([u, t]) => `\`${u}\` (${t.bytes} bytes)`).join(', ')}.`,
  '',
  'TBT is measured on this shared 2-core machine and moves with its load; LCP and the scores come from',
  "Lighthouse's simulation and move less.",
);
writeResultsSection({
  id: 'lighthouse',
  markdown: lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n'),
});
console.log('Written to bench/RESULTS.md');
if (uncompressed.size > 0) process.exitCode = 1;
