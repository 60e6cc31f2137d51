import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Server modules depend on each other one way (decision 0079): no two modules' production files import
// each other. These pairs still do, until they are untangled; a new pair fails here, and so does a pair
// that no longer does (strike it off, so it cannot come back unnoticed).
const STILL_MUTUAL = ['bookings <-> offers'];

const modulesDir = import.meta.dirname;
const isTestSupport = (file: string) =>
  file.endsWith('.test.ts') || file.endsWith('-test-kit.ts') || file.endsWith('file-fixtures.ts');

/** Which modules each module's production files import, from their relative import paths. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || isTestSupport(file)) continue;
    const parts = file.split(path.sep);
    if (parts.length < 2) continue;
    const from = parts[0]!;
    const depth = parts.length - 1;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, up, other] of readFileSync(path.join(modulesDir, file), 'utf8').matchAll(
      /from '((?:\.\.\/)+)([a-z-]+)\//g,
    )) {
      // '../' once per folder level reaches modules/; more would leave it (db, http, ...).
      if (up!.length / 3 === depth && other !== from) uses.add(other!);
    }
  }
  return graph;
}

it('has no two server modules importing each other, beyond the pairs still listed', () => {
  const graph = moduleGraph();
  expect(graph.get('bookings')?.size, 'the scan found the modules and their imports').toBeGreaterThan(3);
  const mutual = [...graph]
    .flatMap(([a, uses]) =>
      [...uses].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    )
    .sort();
  expect(mutual).toEqual(STILL_MUTUAL);
});

it('keeps the money modules below bookings: earnings, ledger and receipts import no booking code', () => {
  const graph = moduleGraph();
  for (const module of ['earnings', 'ledger', 'receipts']) {
    expect([...(graph.get(module) ?? [])], module).not.toContain('bookings');
  }
});
