// Lighthouse on the mobile profile (decision 0067): the public pages signed out, the two dashboard homes and
// the filmmaker's job search signed in as the demo accounts, against the real server on the production build
// (bench/lighthouse-kit.ts): one run each, or the median of three for a page whose first run is under the
// target. Performance 95 or more is enforced on every page, since the server draws them all (decisions 0080
// and 0084); accessibility 100 is enforced, since every page reaches it. Each page's details carry the benchmark index
// Lighthouse measured, so a score can be read against how busy the machine was.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { webBuildIsStale, webDist } from '../../scripts/web-build.ts';
import {
  PAGES,
  measure,
  requireChromium,
  startLab,
  versions,
  warmUp,
  type Measured,
} from '../lighthouse-kit.ts';
import type { Budget, BudgetResult } from './budget.ts';

const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY = 100;

/** The run with the median performance score (of one run, that run). */
function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const lighthouseBudget: Budget = {
  id: 'lighthouse',
  title: 'Lighthouse mobile scores (public pages, dashboards and job search)',
  async run(): Promise<BudgetResult[]> {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('No production build of the web app: run `npm run build` first');
    }
    // Measuring an old build would report on code that is not there any more.
    if (webBuildIsStale()) {
      throw new Error('The production build is older than the web app sources: run `npm run build` first');
    }
    const chromiumPath = requireChromium();
    const starting = performance.now();
    const lab = await startLab({ chromiumPath, categories: ['performance', 'accessibility'] });
    const measured: Measured[] = [];
    try {
      await warmUp(lab.origin, PAGES);
      console.log(`  server and Chromium ready in ${((performance.now() - starting) / 1000).toFixed(0)} s`);
      for (const page of PAGES) {
        const runs: Measured[] = [];
        // One run, or the median of three when the first is under the target: Lighthouse's own advice for
        // its run-to-run variance, which on this shared machine moves a page by up to five points.
        while (runs.length === 0 || (runs.length < 3 && runs[0]!.scores.performance < PERFORMANCE_TARGET)) {
          const started = performance.now();
          const result = await lab.run(page, 'mobile');
          const row = measure(result.lhr, page.name, 'mobile');
          console.log(
            `  ${page.path}: performance ${row.scores.performance}, accessibility ${row.scores.accessibility}; LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, benchmark index ${row.benchmarkIndex} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
          runs.push(row);
        }
        measured.push(medianRun(runs));
      }
    } finally {
      await lab.close();
    }
    const pathOf = (row: Measured) => PAGES.find((page) => page.name === row.page)!;
    const label = (row: Measured) => {
      const page = pathOf(row);
      return `\`${page.path}\`${page.account ? ` (signed in as the ${page.account})` : ''}`;
    };
    return [
      ...measured.map((row) => ({
        name: `${label(row)} performance`,
        measured: String(row.scores.performance),
        limit: `>= ${PERFORMANCE_TARGET}`,
        met: row.scores.performance >= PERFORMANCE_TARGET,
        // Enforced since the server draws every page measured: the public ones (decision 0080: 100 where
        // they scored 74-94) and the signed-in ones for their user (decision 0084: 95-100 where they scored
        // 55-73).
      })),
      ...measured.map((row, index) => ({
        name: `${label(row)} accessibility`,
        measured: String(row.scores.accessibility),
        limit: `= ${ACCESSIBILITY}`,
        met: row.scores.accessibility === ACCESSIBILITY,
        details:
          index === 0
            ? [
                `${versions(chromiumPath)}; Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown), one run per page (the median of three where the first was under ${PERFORMANCE_TARGET}), signed-in pages with the storage reset off and the HTTP cache cleared.`,
                '',
                '| page | performance | accessibility | LCP ms | TBT ms | benchmark index |',
                '| --- | ---: | ---: | ---: | ---: | ---: |',
                ...measured.map(
                  (r) =>
                    `| ${label(r)} | ${r.scores.performance} | ${r.scores.accessibility} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.benchmarkIndex} |`,
                ),
              ]
            : undefined,
      })),
    ];
  },
};

export default lighthouseBudget;
