// Lighthouse on the mobile profile (decision 0067): the public pages signed out, the two dashboard homes and
// the filmmaker's job search signed in as the demo accounts, one run each against the real server on the
// production build (bench/lighthouse-kit.ts). Performance 95 or more is enforced for the public pages, which
// the server renders (decision 0080), and a target for the signed-in ones (a shared 2-core machine does not
// reach it: the simulated 4x CPU slowdown lands on a machine already slower than Lighthouse assumes);
// accessibility 100 is enforced, since every page reaches it. Each page's details carry the benchmark index
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
        const started = performance.now();
        const result = await lab.run(page, 'mobile');
        const row = measure(result.lhr, page.name, 'mobile');
        console.log(
          `  ${page.path}: performance ${row.scores.performance}, accessibility ${row.scores.accessibility}; LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, benchmark index ${row.benchmarkIndex} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
        measured.push(row);
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
        // Enforced for the signed-out pages since the server renders them (decision 0080: 100 where they
        // scored 74-94); a target for the signed-in ones, which the app still draws in the browser.
        enforced: !pathOf(row).account,
      })),
      ...measured.map((row, index) => ({
        name: `${label(row)} accessibility`,
        measured: String(row.scores.accessibility),
        limit: `= ${ACCESSIBILITY}`,
        met: row.scores.accessibility === ACCESSIBILITY,
        details:
          index === 0
            ? [
                `${versions(chromiumPath)}; Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown), one run per page, signed-in pages with the storage reset off and the HTTP cache cleared.`,
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
