// `npm run bench:check`: the quick budgets (decision 0067). Each is a ratio to a baseline measured in the same
// run, or a deterministic count; the run exits non-zero when any budget is missed, and writes the figures with
// the date, load average and machine to bench/RESULTS.md.
import os from 'node:os';
import type { Budget, BudgetResult } from './budgets/budget.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

/**
 * Each budget's module by its id, imported only when the budget runs: `npm test`'s first-load check does not
 * wait for the server, Lighthouse and Playwright modules the others import (seconds on a busy machine).
 */
const BUDGETS: Record<string, () => Promise<{ default: Budget }>> = {
  'first-load-js': () => import('./budgets/first-load-js.ts'),
  // Lighthouse reads the CPU's real speed: it runs before the budgets that seed large databases and load
  // both cores, whose after-effects (a database's autovacuum, garbage collection) would be measured with it
  // (decision 0085).
  lighthouse: () => import('./budgets/lighthouse.ts'),
  'cold-start': () => import('./budgets/cold-start.ts'),
  'api-reads': () => import('./budgets/api-reads.ts'),
  'chat-send': () => import('./budgets/chat-send.ts'),
  'ledger-postings': () => import('./budgets/ledger-postings.ts'),
  growth: () => import('./budgets/growth.ts'),
};

// `node bench/check.ts [--no-write] [budget ids...]`: `npm test` checks the deterministic first-load budget with
// --no-write, so a local run leaves RESULTS.md alone.
const args = process.argv.slice(2);
const write = !args.includes('--no-write');
const only = args.filter((arg) => !arg.startsWith('--'));
const unknown = only.filter((id) => !(id in BUDGETS));
if (unknown.length > 0)
  throw new Error(`No budget ${unknown.join(', ')}; the budgets: ${Object.keys(BUDGETS).join(', ')}`);
let missed = 0;
for (const [id, load] of Object.entries(BUDGETS)) {
  if (only.length > 0 && !only.includes(id)) continue;
  const { default: budget } = await load();
  if (budget.id !== id) throw new Error(`bench/check.ts lists ${budget.id} as ${id}`);
  console.log(`\n=== ${budget.title} ===`);
  const started = performance.now();
  const results: BudgetResult[] = await budget.run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = results.map((result) => {
    const enforced = result.enforced ?? true;
    if (!result.met && enforced) missed++;
    const verdict = result.met ? 'met' : enforced ? 'MISSED' : 'target';
    console.log(`  ${verdict.padEnd(6)} ${result.name}: ${result.measured} (limit ${result.limit})`);
    const met = result.met ? 'yes' : enforced ? '**no**' : 'not yet (target)';
    return `| ${result.name} | ${result.measured} | ${result.limit} | ${met} |`;
  });
  const details = results.flatMap((result) => result.details ?? []);
  if (!write) continue;
  writeResultsSection({
    id: `check-${budget.id}`,
    markdown: [
      `## Budget: ${budget.title}`,
      '',
      `${machineLine()} Load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}; ${seconds} s.`,
      '',
      '| measured | figure | limit | met |',
      '| --- | ---: | ---: | :---: |',
      ...rows,
      ...(details.length > 0 ? ['', ...details] : []),
    ].join('\n'),
  });
}

if (missed > 0) {
  console.error(`\nbench:check: ${missed} budget(s) missed`);
  process.exit(1);
}
console.log('\nbench:check: every budget met');
