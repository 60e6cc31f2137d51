// Lighthouse on the mobile profile (decision 0067): the public pages signed out, the two dashboard homes and
// the filmmaker's job search signed in as the demo accounts, against the real server on the production build
// (bench/lighthouse-kit.ts). Each page runs three times, each run after the machine is quiet. Accessibility
// 100 is enforced. Performance 95 is the target, read from the median run; what is enforced is a floor of 85
// on the best run, a ratchet that a page shipping its app again would break and the machine's noise does not
// (decision 0085: on this virtual machine the same page scores 81-99 between runs, with Lighthouse's benchmark
// index moving from 1,500 to 2,800 on an idle guest). Every run's score and benchmark index are recorded.
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
import { waitForQuietCpu } from '../machine-quiet.ts';
import type { Budget, BudgetResult } from './budget.ts';

const PERFORMANCE_TARGET = 95;
/** The enforced floor, on the best of the runs (decision 0085). */
const PERFORMANCE_FLOOR = 85;
const ACCESSIBILITY = 100;
const RUNS = 3;

const byScore = (runs: Measured[]) => [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
const medianRun = (runs: Measured[]) => byScore(runs)[Math.floor(runs.length / 2)]!;
const bestRun = (runs: Measured[]) => byScore(runs).at(-1)!;

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
    const runsOf = new Map<string, Measured[]>();
    try {
      await warmUp(lab.origin, PAGES);
      console.log(`  server and Chromium ready in ${((performance.now() - starting) / 1000).toFixed(0)} s`);
      for (const page of PAGES) {
        const runs: Measured[] = [];
        for (let run = 0; run < RUNS; run++) {
          const quiet = await waitForQuietCpu();
          const started = performance.now();
          const result = await lab.run(page, 'mobile');
          const row = measure(result.lhr, page.name, 'mobile');
          console.log(
            `  ${page.path}: performance ${row.scores.performance}, accessibility ${row.scores.accessibility}; LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, benchmark index ${row.benchmarkIndex} (${((performance.now() - started) / 1000).toFixed(0)} s; ${Math.round(quiet.idle * 100)} % idle before${quiet.quiet ? '' : ', not quiet after 30 s'})`,
          );
          runs.push(row);
        }
        runsOf.set(page.name, runs);
      }
    } finally {
      await lab.close();
    }
    const pageOf = (name: string) => PAGES.find((page) => page.name === name)!;
    const label = (name: string) => {
      const page = pageOf(name);
      return `\`${page.path}\`${page.account ? ` (signed in as the ${page.account})` : ''}`;
    };
    const pages = [...runsOf.entries()].map(([name, runs]) => ({
      name,
      runs,
      median: medianRun(runs),
      best: bestRun(runs),
    }));
    const scores = (runs: Measured[]) => runs.map((run) => run.scores.performance).join(', ');
    return [
      ...pages.map(({ name, median }) => ({
        name: `${label(name)} performance (median of ${RUNS})`,
        measured: String(median.scores.performance),
        limit: `>= ${PERFORMANCE_TARGET}`,
        met: median.scores.performance >= PERFORMANCE_TARGET,
        // A target: on this machine a page's score moves by up to 18 points between runs (decision 0085).
        enforced: false,
      })),
      ...pages.map(({ name, best }) => ({
        name: `${label(name)} performance floor (best of ${RUNS})`,
        measured: String(best.scores.performance),
        limit: `>= ${PERFORMANCE_FLOOR}`,
        met: best.scores.performance >= PERFORMANCE_FLOOR,
      })),
      ...pages.map(({ name, median }, index) => ({
        name: `${label(name)} accessibility`,
        measured: String(median.scores.accessibility),
        limit: `= ${ACCESSIBILITY}`,
        met: median.scores.accessibility === ACCESSIBILITY,
        details:
          index === 0
            ? [
                `${versions(chromiumPath)}; Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown), ${RUNS} runs per page, each after the machine was quiet (80 % of both cores idle over a second, or 30 s waited), signed-in pages with the storage reset off and the HTTP cache cleared (decision 0085).`,
                '',
                '| page | performance (median run) | every run | LCP ms | TBT ms | benchmark index (every run) |',
                '| --- | ---: | ---: | ---: | ---: | ---: |',
                ...pages.map(
                  ({ name, runs, median }) =>
                    `| ${label(name)} | ${median.scores.performance} | ${scores(runs)} | ${Math.round(median.lcpMs)} | ${Math.round(median.tbtMs)} | ${runs.map((run) => run.benchmarkIndex).join(', ')} |`,
                ),
              ]
            : undefined,
      })),
    ];
  },
};

export default lighthouseBudget;
