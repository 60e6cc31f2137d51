// Ledger postings per second (issue 14, decisions 0041 and 0073): a milestone funded by card (three
// entries, the escrow moved under its row lock, an idempotency key, the balance trigger at commit) through
// postMovement, against the bare baseline of one single-row INSERT per transaction, in the same run, on
// the embedded PGlite and, when DATABASE_URL is set, on a throwaway PostgreSQL database.
//   node bench/ledger-postings.ts            (PGlite only)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/ledger-postings.ts

import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escrowFunding, escrowRelease } from '@reelhire/shared/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { postMovement } from '../apps/server/src/modules/ledger/post-movement.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

const COUNT = Number(process.env.LEDGER_POSTINGS ?? 2_000);
/** Concurrent transactions on PostgreSQL (its pool); PGlite runs one at a time whatever is asked. */
export const CONCURRENCY = 8;

export interface Rate {
  perSecond: number;
  ms: number;
}

async function timed(
  count: number,
  concurrency: number,
  one: (n: number) => Promise<unknown>,
): Promise<Rate> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const ms = performance.now() - started;
  return { perSecond: (count / ms) * 1000, ms };
}

export interface PostingRates {
  driver: string;
  concurrency: number;
  baseline: Rate;
  fundings: Rate;
  releases: Rate;
}

/**
 * Bare single-row INSERT transactions, then `count` card fundings of as many milestones, then their
 * releases, `concurrency` at a time, on a migrated database (also bench/budgets/ledger-postings.ts).
 */
export async function benchDriver(
  driver: string,
  db: Db,
  concurrency: number,
  count = COUNT,
): Promise<PostingRates> {
  await db.execute(
    sql`create table if not exists bench_rows (id bigserial primary key, amount bigint not null)`,
  );
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  // Warm both paths (plans, account rows) before measuring.
  for (let n = 0; n < 50; n++) {
    await db.transaction((tx) => tx.execute(sql`insert into bench_rows (amount) values (${n})`));
  }
  const fund = (n: number, milestone: string) =>
    db.transaction((tx) =>
      postMovement({
        tx,
        kind: 'escrow_funding_card',
        idempotencyKey: `bench-${run}-fund-${milestone}-${n}`,
        entries: escrowFunding({
          source: { card: 'sandbox' },
          milestoneId: milestone,
          currency: 'GBP',
          amountMinor: 125_000,
        }),
        description: 'Milestone funded by card',
        reference: { milestoneId: milestone },
      }),
    );
  for (let n = 0; n < 50; n++) await fund(n, `warm-${n}`);

  const baseline = await timed(count, concurrency, (n) =>
    db.transaction((tx) => tx.execute(sql`insert into bench_rows (amount) values (${n})`)),
  );
  // Each funding into its own milestone's escrow; all share the provider's clearing and the fee account,
  // as every card payment on the platform does (the hottest rows).
  const fundings = await timed(count, concurrency, (n) => fund(n, `m-${run}-${n}`));
  // Releases of those milestones: escrow out, the filmmaker's pending balance and the fees in.
  const releases = await timed(count, concurrency, (n) =>
    db.transaction((tx) =>
      postMovement({
        tx,
        kind: 'escrow_release',
        idempotencyKey: `bench-${run}-release-${n}`,
        entries: escrowRelease({
          milestoneId: `m-${run}-${n}`,
          filmmakerId: `f-${n % 100}`,
          currency: 'GBP',
          amountMinor: 125_000,
        }),
        description: 'Milestone approved',
      }),
    ),
  );
  return { driver, concurrency, baseline, fundings, releases };
}

/**
 * Runs `measure` on a freshly migrated database of its own: PGlite when `serverUrl` is empty, else a new
 * database on that PostgreSQL server, dropped again afterwards.
 */
export async function onThrowaway<T>(serverUrl: string, measure: (db: Db) => Promise<T>): Promise<T> {
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  try {
    return await measure(database.db);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

async function main() {
  const loadAtStart = os.loadavg()[0]!;
  const results: PostingRates[] = [];
  results.push(await onThrowaway('', (db) => benchDriver('PGlite (embedded)', db, 1)));
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl)
    results.push(await onThrowaway(serverUrl, (db) => benchDriver('PostgreSQL', db, CONCURRENCY)));

  const row = (name: string, rate: Rate, base: Rate) =>
    `| ${name} | ${rate.perSecond.toFixed(0)} | ${(rate.ms / COUNT).toFixed(2)} | ${(rate.perSecond / base.perSecond).toFixed(2)} |`;
  const markdown = `## Ledger postings

${machineLine()} Load average ${loadAtStart.toFixed(1)} at the start.

${COUNT.toLocaleString('en-GB')} movements of each kind, each in its own database transaction through
\`postMovement\` (decision 0041), against the same number of bare single-row INSERT transactions measured in
the same run. A funding posts three entries: the milestone's escrow moves under its row lock, while the
provider's clearing and the fee account, shared by every funding, are summed from their entries and take no
lock (decision 0073); a release moves the milestone's escrow and the filmmaker's pending balance under
their locks and credits the fees.

${results
  .map(
    (result) => `### ${result.driver} (${result.concurrency} at a time)

| transactions | per second | ms each (wall) | rate vs baseline |
| --- | ---: | ---: | ---: |
${row('single-row INSERT (baseline)', result.baseline, result.baseline)}
${row('escrow funding by card (3 entries)', result.fundings, result.baseline)}
${row('escrow release (3 entries)', result.releases, result.baseline)}`,
  )
  .join('\n\n')}
`;
  console.log(markdown);
  writeResultsSection({ id: 'ledger-postings', markdown });
}
