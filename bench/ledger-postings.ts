// Ledger postings per second (issue 14, decision 0041): a milestone funded by card (three entries, three
// accounts moved under their row locks, an idempotency key, the balance trigger at commit) through
// postMovement, against the bare baseline of one single-row INSERT per transaction, in the same run, on
// the embedded PGlite and, when DATABASE_URL is set, on a throwaway PostgreSQL database.
//   node bench/ledger-postings.ts            (PGlite only)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/ledger-postings.ts

import os from 'node:os';
import { escrowFunding, escrowRelease } from '@reelhire/shared/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { postMovement } from '../apps/server/src/modules/ledger/post-movement.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

const COUNT = Number(process.env.LEDGER_POSTINGS ?? 2_000);
/** Concurrent transactions on PostgreSQL (its pool); PGlite runs one at a time whatever is asked. */
const CONCURRENCY = 8;

interface Rate {
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

async function benchDriver(driver: string, db: Db, concurrency: number) {
  await db.execute(sql`create table bench_rows (id bigserial primary key, amount bigint not null)`);
  const run = `${Date.now()}`;
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

  const baseline = await timed(COUNT, concurrency, (n) =>
    db.transaction((tx) => tx.execute(sql`insert into bench_rows (amount) values (${n})`)),
  );
  // Each funding into its own milestone's escrow; all share the provider's clearing and the fee account,
  // as every card payment on the platform does (the hottest rows).
  const fundings = await timed(COUNT, concurrency, (n) => fund(n, `m-${run}-${n}`));
  // Releases of those milestones: escrow out, the filmmaker's pending balance and the fees in.
  const releases = await timed(COUNT, concurrency, (n) =>
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

const loadAtStart = os.loadavg()[0]!;
const results: Awaited<ReturnType<typeof benchDriver>>[] = [];
async function onThrowaway(driver: string, serverUrl: string, concurrency: number) {
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  try {
    results.push(await benchDriver(driver, database.db, concurrency));
  } finally {
    await database.close();
  }
}
await onThrowaway('PGlite (embedded)', '', 1);
if (process.env.DATABASE_URL) await onThrowaway('PostgreSQL', process.env.DATABASE_URL, CONCURRENCY);

const row = (name: string, rate: Rate, base: Rate) =>
  `| ${name} | ${rate.perSecond.toFixed(0)} | ${(rate.ms / COUNT).toFixed(2)} | ${(rate.perSecond / base.perSecond).toFixed(2)} |`;
const markdown = `## Ledger postings

${machineLine()} Load average ${loadAtStart.toFixed(1)} at the start.

${COUNT.toLocaleString('en-GB')} movements of each kind, each in its own database transaction through
\`postMovement\` (decision 0041), against the same number of bare single-row INSERT transactions measured in
the same run. A funding posts three entries and moves three accounts (the provider's clearing and the fee
account are shared by every funding: the hottest rows); a release moves the milestone's escrow, the
filmmaker's pending balance and the fees.

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
