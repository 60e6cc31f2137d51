// bench/RESULTS.md is shared by the benchmark scripts: each one rewrites only its own section (between
// its markers), so running one benchmark keeps the others' last results.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RESULTS = path.join(import.meta.dirname, 'RESULTS.md');

const INTRO = `# Benchmark results

Written by \`npm run bench\` (each script rewrites its own sections). Every figure is compared with a
baseline measured in the same run on the same machine, so the ratios hold across machines better than the
absolute numbers.
`;

/** "Run on 2026-11-21: Node v24…, 2 cores, 24 GiB." for a section's first line. */
export function machineLine(): string {
  return `Run on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB.`;
}

export interface WriteResultsSectionOptions {
  /** A stable name for the markers, e.g. 'talent-search'. */
  id: string;
  /** The section's Markdown, starting with its own `##` heading. */
  markdown: string;
}

export function writeResultsSection({ id, markdown }: WriteResultsSectionOptions): void {
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '';
  // A file from before the sections existed is replaced whole.
  if (!text.includes('<!-- bench:')) text = INTRO;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS, text);
}
