// `npm run bench:applicants` (or `node bench/applicant-list.ts`): the client's applicant list (issue 12) with
// 200,000 applications on the embedded PGlite and, when DATABASE_URL is set, 1,000,000 on a throwaway
// database of that PostgreSQL server, through the real HTTP endpoint as the signed-in client who owns the
// busiest job. Each shape is compared with a baseline measured in the same run: one job fetched by its id
// through the same HTTP stack and session (`GET /api/rest/v1/jobs/:id`). SKIP_PGLITE=1 runs PostgreSQL only.
import os from 'node:os';
import { APPLICATION_STATUSES, APPLICANT_SORTS } from '@reelhire/shared/applications';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { clients } from '../apps/server/src/db/schema/profiles.ts';
import {
  seedApplicants,
  type SeededJob,
} from '../apps/server/src/modules/applications/applicant-list-test-kit.ts';
import { createAccount } from '../apps/server/src/modules/auth/auth-test-kit.ts';
import { startBenchServer } from './bench-server.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import {
  ANON_KEY,
  BUDGET_MEDIAN_MS,
  BUDGET_P99_MS,
  measure,
  SAMPLES,
  WARM_UP,
  withinBudget,
  type Latency,
} from './http-latency.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

interface Size {
  applications: number;
  jobs: number;
  filmmakers: number;
}
// Issue 12's sizes. The busiest job gets applications / sqrt(jobs) applicants (applicant-list-test-kit.ts):
// 7,071 on PostgreSQL and 5,164 on PGlite.
// SCALE=0.05 runs a smaller set (a quick check of the script, not a result).
const SCALE = Number(process.env.SCALE ?? 1);
const scaled = ({ applications, jobs, filmmakers }: Size): Size => {
  const size = { applications: Math.round(applications * SCALE), jobs: Math.round(jobs * SCALE) };
  return {
    ...size,
    filmmakers: Math.max(
      Math.round(filmmakers * SCALE),
      Math.ceil(size.applications / Math.sqrt(size.jobs)) + 1,
    ),
  };
};
const POSTGRES_SIZE = scaled({ applications: 1_000_000, jobs: 20_000, filmmakers: 20_000 });
const PGLITE_SIZE = scaled({ applications: 200_000, jobs: 1_500, filmmakers: 10_000 });
const PAGE = 20;
const PASSWORD = 'bench-password';

/** The client whose jobs are measured, signed in with a password. */
async function benchClient(db: Db): Promise<{ email: string; clientId: string }> {
  const email = 'bench-client@example.test';
  const user = await createAccount(db, { email, password: PASSWORD, metadata: { user_type: 'client' } });
  const [client] = await db
    .insert(clients)
    .values({ userId: user.id, companyName: 'Bench Studio', verified: true, setup: true })
    .returning({ id: clients.id });
  return { email, clientId: client!.id };
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

// --- Measuring

interface Shape {
  name: string;
  /** Query strings, used in turn, so that no single cached plan or page flatters the numbers. */
  queries: string[];
}

interface DriverResult {
  driver: string;
  size: Size;
  seedMs: number;
  owned: SeededJob[];
  baseline: Latency;
  shapes: { name: string; latency: Latency; firstPage: number }[];
}

async function benchDriver(driver: string, database: Database, size: Size): Promise<DriverResult> {
  const seedStarted = performance.now();
  const { email, clientId } = await benchClient(database.db);
  const owned = await seedApplicants(database.db, { ...size, clientId });
  const seedMs = performance.now() - seedStarted;
  const busiest = owned[0]!;

  const server = await startBenchServer(database, 'applicants');
  const origin = server.origin;
  const base = `${origin}/api/rest/v1`;
  try {
    const token = await signIn(origin, email);
    const get = async (query: string) => {
      const response = await fetch(`${base}/applications?${query}`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`applications?${query} answered ${response.status}`);
      return (await response.json()) as { items: { id: string }[]; next_cursor: string | null };
    };
    const on = (query: string) => `job_id=${busiest.id}&${query}`;

    // Deep pages: walk the busiest job's list in pages of 100 to about four fifths of the way down, then ask
    // for the next 20 from there.
    const depth = Math.floor((busiest.applicants * 0.8) / 100) * 100;
    const deep: Record<string, string> = {};
    for (const sort of APPLICANT_SORTS) {
      let after: string | null = null;
      for (let seen = 0; seen < depth; seen += 100) {
        const page = await get(on(`sort=${sort}&limit=100${after ? `&after=${after}` : ''}`));
        after = page.next_cursor;
        if (!after) throw new Error(`the ${sort} list ended after ${seen + page.items.length} applicants`);
      }
      deep[sort] = after!;
    }
    const deepPage = depth / PAGE + 1;
    const shapes: Shape[] = [
      ...APPLICANT_SORTS.map((sort) => ({ name: `sort=${sort}, page 1`, queries: [on(`sort=${sort}`)] })),
      ...APPLICANT_SORTS.map((sort) => ({
        name: `sort=${sort}, page ${deepPage} (${depth.toLocaleString('en-GB')} applicants in)`,
        queries: [on(`sort=${sort}&after=${deep[sort]}`)],
      })),
      ...APPLICATION_STATUSES.map((status) => ({
        name: `status=${status}, page 1, each sort in turn`,
        queries: APPLICANT_SORTS.map((sort) => on(`status=${status}&sort=${sort}`)),
      })),
      {
        name: `each of the client's ${owned.length} jobs in turn, sort=fit, page 1`,
        queries: owned.map((job) => `job_id=${job.id}&sort=fit`),
      },
    ];

    const baseline = await measure((i) => `${base}/jobs/${owned[i % owned.length]!.id}`, token);
    const results = [];
    for (const shape of shapes) {
      const latency = await measure(
        (i) => `${base}/applications?${shape.queries[i % shape.queries.length]}`,
        token,
      );
      results.push({ name: shape.name, latency, firstPage: (await get(shape.queries[0]!)).items.length });
    }
    return { driver, size, seedMs, owned, baseline, shapes: results };
  } finally {
    await server.close();
  }
}

// --- Run and report

const started = performance.now();
const loadAtStart = os.loadavg()[0]!;
const results: DriverResult[] = [];
// A migrated throwaway database (the test suite's helper): PGlite in memory, and on the PostgreSQL server
// a fresh database that is dropped afterwards, so the bench never writes into a real one.
async function onThrowaway(driver: string, serverUrl: string, size: Size): Promise<DriverResult> {
  process.env.TEST_DATABASE_URL = serverUrl;
  const database = await createTestDatabase();
  try {
    return await benchDriver(driver, database, size);
  } finally {
    await database.close();
  }
}
if (!process.env.SKIP_PGLITE) results.push(await onThrowaway('PGlite (embedded)', '', PGLITE_SIZE));
if (process.env.DATABASE_URL) {
  results.push(await onThrowaway('PostgreSQL', process.env.DATABASE_URL, POSTGRES_SIZE));
}

const fmt = (ms: number) => ms.toFixed(2);
const count = (n: number) => n.toLocaleString('en-GB');
const held = withinBudget;
const sections = results.map((result) => {
  const rows = result.shapes.map(
    ({ name, latency, firstPage }) =>
      `| ${name} | ${firstPage} | ${fmt(latency.median)} | ${fmt(latency.p99)} | ${(latency.median / result.baseline.median).toFixed(2)} | ${held(latency) ? 'yes' : '**no**'} |`,
  );
  return `### ${result.driver}

${count(result.size.applications)} applications from ${count(result.size.filmmakers)} filmmakers to ${count(result.size.jobs)} published jobs (and ${count(Math.round(result.size.jobs / 10))} drafts and closed ones), seeded in ${(result.seedMs / 1000).toFixed(1)} s.
The client's jobs have ${result.owned.map((job) => count(job.applicants)).join(', ')} applicants; the shapes below read the busiest unless they say otherwise.

| applicant list | applicants on the first query's page | median ms | p99 ms | median vs baseline | within budget |
| --- | ---: | ---: | ---: | ---: | :---: |
| one job by id (baseline) | 1 | ${fmt(result.baseline.median)} | ${fmt(result.baseline.p99)} | 1.00 | ${held(result.baseline) ? 'yes' : '**no**'} |
${rows.join('\n')}`;
});
const report = `## Applicant list

${machineLine()}

\`GET /api/rest/v1/applications?job_id=…\` as the signed-in client who owns the jobs, pages of ${PAGE}, each applicant
with the filmmaker's summary. Applications spread over the jobs as a few jobs draw crowds and most a handful
(the busiest gets applications / √jobs), with every status (40% submitted, 30% viewed, 10% shortlisted, 14%
rejected, 3% withdrawn, 1% each offered, hired and closed), fit scores, rates and dates over ten weeks.
Each shape is sent ${SAMPLES} times one after another over loopback, after ${WARM_UP} warm-up requests, cycling
through its queries; latency is the whole HTTP round trip. The deep pages start from a cursor taken by walking
the list. The baseline is one of the client's jobs fetched by id through the same stack and session. Issue 12's
budget: median under ${BUDGET_MEDIAN_MS} ms and p99 under ${BUDGET_P99_MS} ms. Whole run: ${((performance.now() - started) / 1000).toFixed(0)} s.
The machine's one-minute load average was ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end on
${os.cpus().length} cores shared with other work: above the core count, every figure (the baseline's too) includes waiting
for a CPU, so compare the ratios to the baseline rather than the absolute times.

${sections.join('\n\n')}
`;
if (SCALE === 1)
  writeResultsSection({
    id: `applicant-list${process.env.SKIP_PGLITE ? '-postgres' : ''}`,
    markdown: report,
  });
console.log(report);

const overBudget = results.flatMap((result) =>
  result.shapes.filter((shape) => !held(shape.latency)).map((shape) => `${result.driver}: ${shape.name}`),
);
if (overBudget.length > 0) {
  console.error(
    `Over budget (median ${BUDGET_MEDIAN_MS} ms, p99 ${BUDGET_P99_MS} ms): ${overBudget.join('; ')}`,
  );
  process.exitCode = 1;
}
