// The API reads budget (decision 0071): the four reads a signed-in page load makes most (the talent
// search, the job search, the conversations list and a page of messages) each serve at least half the
// requests per second of a bare Fastify route answering the same JSON from memory, measured in the same
// process and run, with a p99 under 50 ms at 16 concurrent keep-alive clients. The app runs on PGlite with
// the demo seed and a small realistic world, logging at production's level (info) into a sink, so that what
// a request costs in production (its log lines included, not their I/O) is what is measured. With
// DATABASE_URL set, the same world is measured again on that PostgreSQL server, and each run also measures
// the floor of any read from its database (decision 0086): a bare route that makes one trivial query first.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { roomName } from '@reelhire/shared/chat-rooms';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, queryRows, type Database, type Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/db/schema/auth.ts';
import { chatRooms } from '../../apps/server/src/db/schema/chat.ts';
import { clients } from '../../apps/server/src/db/schema/profiles.ts';
import { seedSearchJobs } from '../../apps/server/src/modules/jobs/job-search-test-kit.ts';
import { createPostgresDatabase } from '../../apps/server/src/test/test-database.ts';
import { DEMO_CLIENT, DEMO_FILMMAKER, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-data.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { startBenchServer } from '../bench-server.ts';
import { ANON_KEY } from '../http-latency.ts';
import { load, type LoadResult } from '../http-load.ts';
import type { Budget, BudgetResult } from './budget.ts';

const FILMMAKERS = 200;
const CONVERSATIONS = 30;
const LONG_ROOM_MESSAGES = 500;
const JOBS = 500;
const MIN_RATIO = 0.5;
const MAX_P99_MS = 50;
/**
 * Per endpoint and per side, whichever ends first: a quiet 2-core machine sends all the requests in a
 * second or two; a busy one stops at the time limit, so that the whole budget stays near a minute.
 */
const LOAD = { requests: 3000, concurrency: 16, warmUp: 100, maxSeconds: 4 };

/** 200 set-up filmmakers in a few statements, varied enough that the directory's order has work to do. */
async function seedFilmmakers(db: Db): Promise<string[]> {
  await db.execute(sql`insert into users (email, user_metadata)
    select 'bench-talent-' || g || '@example.test', '{"user_type":"filmmaker"}'::jsonb
    from generate_series(1, ${FILMMAKERS}) g`);
  await db.execute(sql`insert into filmmakers (user_id, first_name, last_name, headline, bio, city, country,
      crafts, years_experience, day_rate_minor, currency, verified, setup)
    select u.id, 'Talent', 'Number ' || n, 'Editor and colourist for brands and documentaries',
      'Ten years cutting commercials, music videos and short documentaries.',
      (array['London','Manchester','Bristol','Glasgow'])[1 + n % 4], 'GB',
      case n % 3 when 0 then array['editor', 'colourist'] when 1 then array['director']
        else array['director of photography', 'camera operator'] end,
      n % 20, 30000 + (n % 10) * 5000, 'GBP', n % 3 = 0, true
    from (select id, row_number() over (order by email) as n
          from users where email like 'bench-talent-%') u`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select f.id from filmmakers f join users u on u.id = f.user_id
      where u.email like 'bench-talent-%' order by u.email`,
  );
  return rows.map((row) => row.id);
}

/** The demo client's 30 conversations, a few messages each, and one long room of 500. */
async function seedConversations(db: Db, filmmakerIds: string[]): Promise<string> {
  const [client] = await db
    .select({ id: clients.id, userId: clients.userId })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, DEMO_CLIENT.email));
  const rooms = filmmakerIds.slice(0, CONVERSATIONS).map((filmmakerId) => ({
    name: roomName(client!.id, filmmakerId),
    clientId: client!.id,
    filmmakerId,
  }));
  await db.insert(chatRooms).values(rooms);
  for (const [index, room] of rooms.entries()) {
    const count = index === 0 ? LONG_ROOM_MESSAGES : 3 + (index % 5);
    await db.execute(sql`insert into messages (id, room_name, seq, content, user_id, user_name, entity_id,
        entity_role, status, created_at, updated_at)
      select gen_random_uuid(), ${room.name}, g, 'Message ' || g || ': are you free for the shoot next week?',
        ${client!.userId}::uuid, ${DEMO_CLIENT.companyName}, ${client!.id}::uuid, 'client',
        case when g % 4 = 0 then 'read' else 'sent' end,
        now() - (${count} - g) * interval '1 minute', now() - (${count} - g) * interval '1 minute'
      from generate_series(1, ${count}) g`);
    await db.execute(sql`update chat_rooms set last_seq = ${count},
      last_message_at = now() - (${index} * interval '1 hour') where name = ${room.name}`);
  }
  await db.execute(sql`analyze`);
  return rooms[0]!.name;
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export interface Endpoint {
  name: string;
  path: string;
  token?: string;
  /** A page (HTML), not an API read: reported beside them, never part of the API budget. */
  page?: boolean;
}

const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');
/** The directory's page is measured when the web app is built, as `npm test` and `.ci/run` do first. */
const webBuilt = () =>
  existsSync(path.join(webDist, 'index.html')) &&
  existsSync(path.join(webDist, '..', 'dist-ssr', 'entry-server.js'));

const ratioText = (ratio: number) => `${ratio.toFixed(2)}x`;
const figures = (r: LoadResult) =>
  `${r.requestsPerSecond.toFixed(0)} requests/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
  `${r.cpuMsPerRequest.toFixed(2)} ms of CPU per request`;

export interface ApiReadsWorld {
  origin: string;
  endpoints: Endpoint[];
  headersOf(endpoint: Endpoint): Record<string, string>;
  /** Log lines the app has written so far. */
  logLines(): number;
  close(): Promise<void>;
}

/** The app on a migrated, empty database with the demo and the world above, listening, and the reads to measure. */
export async function startApiReadsWorld({
  database,
  pages,
}: {
  database: Database;
  /** Also the directory's page, rendered by the server, when the web app is built. */
  pages: boolean;
}): Promise<ApiReadsWorld> {
  await seedDemo({ db: database.db });
  const filmmakerIds = await seedFilmmakers(database.db);
  const longRoom = await seedConversations(database.db, filmmakerIds);
  await seedSearchJobs(database.db, { jobs: JOBS, clients: 20, projects: 60 });
  let logLines = 0;
  const withPages = pages && webBuilt();
  const server = await startBenchServer(
    database,
    'api-reads',
    { level: 'info', stream: { write: () => void logLines++ } },
    withPages ? webDist : undefined,
  );
  const clientToken = await signIn(server.origin, DEMO_CLIENT.email);
  const filmmakerToken = await signIn(server.origin, DEMO_FILMMAKER.email);
  const [client] = await database.db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, DEMO_CLIENT.email));
  return {
    origin: server.origin,
    endpoints: [
      // A signed-out visitor's answer is kept for a few seconds (decision 0090): under this load nearly every
      // request is answered from it. A signed-in caller's is read afresh each time, as the row after shows.
      { name: 'GET /api/rest/v1/talent (anonymous, first page)', path: '/api/rest/v1/talent' },
      {
        name: 'GET /api/rest/v1/talent (signed in, first page: read afresh)',
        path: '/api/rest/v1/talent',
        token: clientToken,
      },
      { name: 'GET /api/rest/v1/jobs (a filmmaker)', path: '/api/rest/v1/jobs', token: filmmakerToken },
      {
        name: `GET /api/rest/v1/conversations (a client with ${CONVERSATIONS + 1})`,
        path: `/api/rest/v1/conversations?entity_id=${client!.id}&entity_role=client`,
        token: clientToken,
      },
      {
        name: `GET /api/rest/v1/messages (newest page of ${LONG_ROOM_MESSAGES})`,
        path: `/api/rest/v1/messages?room_name=${longRoom}`,
        token: clientToken,
      },
      // Decision 0080: the directory's page as the server renders it (its reads, two render passes, HTML).
      ...(withPages
        ? [{ name: 'GET /talent (the directory page, rendered by the server)', path: '/talent', page: true }]
        : []),
    ],
    headersOf: (endpoint) => ({
      apikey: ANON_KEY,
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
    }),
    logLines: () => logLines,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

type Driver = 'PGlite' | 'PostgreSQL';

/** One pass of the budget: the world on `database`, each read against a bare route serving its bytes. */
async function measureOn(driver: Driver, database: Database): Promise<BudgetResult[]> {
  const started = performance.now();
  let world: ApiReadsWorld;
  try {
    world = await startApiReadsWorld({ database, pages: driver === 'PGlite' });
  } catch (error) {
    // The world closes its database; one that never came up must not leave a throwaway database behind.
    await database.close();
    throw error;
  }
  const bare = Fastify();
  try {
    // The baseline: the same bytes from memory through Fastify, with the same request headers.
    const bodies: string[] = [];
    for (const endpoint of world.endpoints) {
      const response = await fetch(`${world.origin}${endpoint.path}`, { headers: world.headersOf(endpoint) });
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
      bodies.push(await response.text());
    }
    const typeOf = (endpoint: Endpoint) =>
      endpoint.page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    bodies.forEach((body, index) =>
      bare.get(`/${index}`, (_request, reply) => reply.type(typeOf(world.endpoints[index]!)).send(body)),
    );
    // The floor (decision 0086): the cheapest read from this database there can be, one trivial statement
    // through the app's database layer, then the first read's bytes from memory.
    bare.get('/floor', async (_request, reply) => {
      await database.db.execute(sql`select 1`);
      return reply.type(typeOf(world.endpoints[0]!)).send(bodies[0]);
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

    const on = driver === 'PGlite' ? '' : ` on ${driver}`;
    const results: BudgetResult[] = [];
    for (const [index, endpoint] of world.endpoints.entries()) {
      const options = { ...LOAD, headers: world.headersOf(endpoint) };
      const baseline = await load(`${bareOrigin}/${index}`, options);
      const app = await load(`${world.origin}${endpoint.path}`, options);
      const ratio = app.requestsPerSecond / baseline.requestsPerSecond;
      results.push({
        name: `${endpoint.name}${on} vs a bare Fastify route with the same ${endpoint.page ? 'HTML' : 'JSON'}`,
        measured: `${ratioText(ratio)}, p99 ${app.p99.toFixed(1)} ms`,
        // A page is reported beside the reads with the same p99 target; its ratio is for reading, not a limit.
        limit: endpoint.page
          ? `p99 < ${MAX_P99_MS} ms`
          : `>= ${ratioText(MIN_RATIO)}, p99 < ${MAX_P99_MS} ms`,
        met: (endpoint.page || ratio >= MIN_RATIO) && app.p99 < MAX_P99_MS,
        // A target until it is met with room to spare (decision 0067): 0.02-0.14x when it was set (0071).
        enforced: false,
        details: [
          `app${on}: ${figures(app)}`,
          `bare Fastify (${(bodies[index]!.length / 1024).toFixed(1)} KB of ${endpoint.page ? 'HTML' : 'JSON'}): ${figures(baseline)}`,
          `by CPU time per request (steadier on a busy machine): ${ratioText(baseline.cpuMsPerRequest / app.cpuMsPerRequest)}`,
        ],
      });
    }
    const options = { ...LOAD, headers: world.headersOf(world.endpoints[0]!) };
    const baseline = await load(`${bareOrigin}/0`, options);
    const floor = await load(`${bareOrigin}/floor`, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    results
      .at(-1)!
      .details!.push(
        `the floor on ${driver} (decision 0086): a bare Fastify route that runs one \`select 1\` through the ` +
          `app's database layer before sending the first read's JSON serves ` +
          `${ratioText(floor.requestsPerSecond / baseline.requestsPerSecond)} of the bare route ` +
          `(${figures(floor)}; bare: ${figures(baseline)}); no read from this database can do better`,
        `up to ${LOAD.requests} requests or ${LOAD.maxSeconds} s per side, ${LOAD.concurrency} at a time, ` +
          `after ${LOAD.warmUp} warm-up; ${world.logLines()} log lines; ${driver} pass ${seconds} s`,
      );
    return results;
  } finally {
    await bare.close();
    await world.close();
  }
}

/** The budget's measurement on PGlite and, with DATABASE_URL, again on a throwaway database of that server. */
export async function runApiReads(): Promise<BudgetResult[]> {
  const embedded = await openDatabase({});
  await embedded.migrate();
  const results = await measureOn('PGlite', embedded);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return results;
  try {
    results.push(...(await measureOn('PostgreSQL', await createPostgresDatabase(serverUrl))));
  } catch (error) {
    // The PGlite figures stand; the PostgreSQL pass says why it has none (the budget is a target).
    results.push({
      name: 'the reads on PostgreSQL',
      measured: 'not measured',
      limit: `>= ${ratioText(MIN_RATIO)}, p99 < ${MAX_P99_MS} ms`,
      met: false,
      enforced: false,
      details: [`the PostgreSQL pass failed: ${error instanceof Error ? error.message : String(error)}`],
    });
  }
  return results;
}

const apiReads: Budget = {
  id: 'api-reads',
  title: 'API reads against a bare Fastify route',
  run: () => runApiReads(),
};
export default apiReads;
