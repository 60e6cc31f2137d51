// `npm run bench:earnings -w @reelhire/bench`: the filmmaker's earnings page (issue 14, decision 0043),
// `GET /api/rest/v1/earnings` through the real HTTP stack as a busy filmmaker (500 bookings over two years:
// each funded, released and made available), with 1,000,000 ledger entries in all on a throwaway
// PostgreSQL database when DATABASE_URL is set and 200,000 on the embedded PGlite. The baseline, measured
// in the same run through the same stack and session, is one filmmaker fetched by user id.
// SKIP_PGLITE=1 runs PostgreSQL only.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../apps/server/src/db/client.ts';
import { filmmakers } from '../apps/server/src/db/schema/profiles.ts';
import { createAccount } from '../apps/server/src/modules/auth/auth-test-kit.ts';
import { startBenchServer } from './bench-server.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import { ANON_KEY, measure, withinBudget, type Latency } from './http-latency.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

const BOOKINGS = 500;
const PASSWORD = 'bench-password';

/**
 * The busy filmmaker's money (each booking funded by card, released on approval, made available: 8 entries)
 * and other members' deposits up to `entries` in all, written straight in SQL with the ledger's triggers
 * off for the load (a throwaway database); every cached balance is then set from its entries.
 */
async function seed(db: Db, entries: number): Promise<{ email: string; userId: string }> {
  const email = 'bench-earner@example.test';
  const user = await createAccount(db, { email, password: PASSWORD, metadata: { user_type: 'filmmaker' } });
  const [earner] = await db
    .insert(filmmakers)
    .values({ userId: user.id, firstName: 'Bench', lastName: 'Earner', setup: true, verified: true })
    .returning({ id: filmmakers.id });
  const client = await createAccount(db, {
    email: 'bench-payer@example.test',
    password: PASSWORD,
    metadata: { user_type: 'client' },
  });
  const noise = Math.max(0, Math.floor((entries - BOOKINGS * 8) / 2));
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`set local session_replication_role = replica`);
    await run(
      `insert into clients (user_id, company_name, verified, setup) values ('${client.id}', 'Bench Payer', true, true)`,
    );
    await run(`insert into bookings (client_id, filmmaker_id, status, first_day, last_day, title, currency, amount_minor)
      select (select id from clients where user_id = '${client.id}'), '${earner!.id}', 'completed',
        date '2025-01-01' + g, date '2025-01-01' + g, 'Bench booking ' || g, 'GBP', 100000
      from generate_series(1, ${BOOKINGS}) g`);
    await run(`insert into booking_milestones (booking_id, position, title, amount_minor, due_date, status)
      select id, 0, 'Final cut', 100000, last_day, 'approved' from bookings where filmmaker_id = '${earner!.id}'`);
    await run(`insert into ledger_accounts (kind, owner_id, currency)
      select 'escrow', m.id::text, 'GBP' from booking_milestones m join bookings b on b.id = m.booking_id
       where b.filmmaker_id = '${earner!.id}'
      union all select 'filmmaker_pending', '${earner!.id}', 'GBP'
      union all select 'filmmaker_available', '${earner!.id}', 'GBP'
      union all select 'platform_fees', null, 'GBP'
      union all select 'provider_clearing', 'sandbox', 'GBP'`);
    // Three movements per booking, a day apart, spread over two years.
    await run(`create temp table bench_moves on commit drop as
      select m.id as milestone_id, b.id as booking_id, s.step, s.kind,
             md5(m.id::text || s.kind)::uuid as tx_id,
             timestamptz '2025-01-01' + (b.last_day - date '2025-01-01') * interval '1 day' + s.step * interval '1 day' as at
        from booking_milestones m join bookings b on b.id = m.booking_id
        cross join (values (0, 'escrow_funding_card'), (1, 'escrow_release'), (4, 'earnings_available')) s(step, kind)
       where b.filmmaker_id = '${earner!.id}'`);
    await run(`insert into ledger_transactions (id, kind, idempotency_key, request_hash, reference, description, created_at)
      select tx_id, kind, 'bench:' || tx_id, 'bench',
             jsonb_build_object('bookingId', booking_id::text, 'milestoneId', milestone_id::text), kind, at
        from bench_moves`);
    const account = (kind: string, owner: string) =>
      `(select id from ledger_accounts where kind = '${kind}' and owner_id ${owner === 'null' ? 'is null' : `= ${owner}`})`;
    await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, created_at)
      select tx_id, a.account_id, 'GBP', a.amount, at from bench_moves
      cross join lateral (values
        (case kind when 'escrow_funding_card' then ${account('provider_clearing', "'sandbox'")}
                   when 'escrow_release' then ${account('escrow', 'milestone_id::text')}
                   else ${account('filmmaker_pending', `'${earner!.id}'`)} end,
         case kind when 'escrow_funding_card' then -105000 when 'escrow_release' then -100000 else -90000 end),
        (case kind when 'escrow_funding_card' then ${account('escrow', 'milestone_id::text')}
                   when 'escrow_release' then ${account('filmmaker_pending', `'${earner!.id}'`)}
                   else ${account('filmmaker_available', `'${earner!.id}'`)} end,
         case kind when 'escrow_funding_card' then 100000 when 'escrow_release' then 90000 else 90000 end),
        (case when kind = 'earnings_available' then null else ${account('platform_fees', 'null')} end,
         case kind when 'escrow_funding_card' then 5000 else 10000 end)
      ) as a(account_id, amount)
      where a.account_id is not null`);
    // Everyone else's deposits: 50,000 wallets, two entries each movement.
    await run(`insert into ledger_accounts (kind, owner_id, currency)
      select 'client_wallet', 'bench-wallet-' || g, 'GBP' from generate_series(1, 50000) g`);
    await run(`insert into ledger_transactions (id, kind, idempotency_key, request_hash, description, created_at)
      select md5('noise' || g)::uuid, 'wallet_deposit', 'bench-noise:' || g, 'bench', 'Deposit',
             timestamptz '2025-01-01' + (g % 700) * interval '1 day'
        from generate_series(1, ${noise}) g`);
    await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, created_at)
      select md5('noise' || g)::uuid, w.id, 'GBP', side.amount, timestamptz '2025-01-01' + (g % 700) * interval '1 day'
        from generate_series(1, ${noise}) g
        join (select id, row_number() over (order by id) as rn from ledger_accounts
               where kind = 'client_wallet' and owner_id like 'bench-wallet-%') wallets on wallets.rn = g % 50000 + 1
        cross join lateral (values (wallets.id, 2500), (${account('provider_clearing', "'sandbox'")}, -2500)) side(id, amount)
        cross join lateral (select side.id) w(id)`);
    await run(`update ledger_accounts a set balance_minor = s.total
      from (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) s
      where s.account_id = a.id`);
  });
  await db.execute(sql`analyze`);
  return { email, userId: user.id };
}

interface DriverResult {
  driver: string;
  entries: number;
  seedMs: number;
  baseline: Latency;
  earnings: Latency;
  bookingRows: number;
}

async function benchDriver(driver: string, database: Database, entries: number): Promise<DriverResult> {
  const seedStarted = performance.now();
  const { email, userId } = await seed(database.db, entries);
  const seedMs = performance.now() - seedStarted;
  const [counted] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from ledger_entries`,
  );

  const server = await startBenchServer(database, 'earnings');
  const origin = server.origin;
  try {
    const signedIn = await fetch(`${origin}/api/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = ((await signedIn.json()) as { access_token: string }).access_token;
    const first = (await (
      await fetch(`${origin}/api/rest/v1/earnings`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
      })
    ).json()) as { currencies: { by_booking: unknown[]; available_minor: number }[] };
    if (first.currencies[0]?.available_minor !== BOOKINGS * 90_000) {
      throw new Error(
        `the seeded earnings read back wrong: ${JSON.stringify(first.currencies[0]?.available_minor)}`,
      );
    }
    const baseline = await measure(() => `${origin}/api/rest/v1/filmmakers?user_id=${userId}`, token);
    const earnings = await measure(() => `${origin}/api/rest/v1/earnings`, token);
    return {
      driver,
      entries: Number(counted!.count),
      seedMs,
      baseline,
      earnings,
      bookingRows: first.currencies[0]!.by_booking.length,
    };
  } finally {
    await server.close();
  }
}

const loadAtStart = os.loadavg()[0]!;
const results: DriverResult[] = [];
async function onThrowaway(driver: string, serverUrl: string, entries: number) {
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  try {
    results.push(await benchDriver(driver, database, entries));
  } finally {
    await database.close();
  }
}
const scale = Number(process.env.SCALE ?? 1);
if (!process.env.SKIP_PGLITE) await onThrowaway('PGlite (embedded)', '', Math.round(200_000 * scale));
if (process.env.DATABASE_URL)
  await onThrowaway('PostgreSQL', process.env.DATABASE_URL, Math.round(1_000_000 * scale));

const fmt = (ms: number) => ms.toFixed(2);
const markdown = `## Earnings page

${machineLine()} Load average ${loadAtStart.toFixed(1)} at the start.

\`GET /api/rest/v1/earnings\` through the HTTP stack as a filmmaker with ${BOOKINGS} bookings over two years
(each funded by card, released on approval and made available: every figure, month and booking row is
summed from ledger entries), among other members' deposits; the baseline is one filmmaker fetched by user id
through the same stack and session. Budget: median under 50 ms, p99 under 150 ms.

| database | ledger entries | seeded in | baseline median / p99 ms | earnings median / p99 ms | median vs baseline | within budget |
| --- | ---: | ---: | ---: | ---: | ---: | :---: |
${results
  .map(
    (r) =>
      `| ${r.driver} | ${r.entries.toLocaleString('en-GB')} | ${(r.seedMs / 1000).toFixed(1)} s | ${fmt(r.baseline.median)} / ${fmt(r.baseline.p99)} | ${fmt(r.earnings.median)} / ${fmt(r.earnings.p99)} | ${(r.earnings.median / r.baseline.median).toFixed(2)} | ${withinBudget(r.earnings) ? 'yes' : '**no**'} |`,
  )
  .join('\n')}
`;
console.log(markdown);
writeResultsSection({ id: 'earnings', markdown });
