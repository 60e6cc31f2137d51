// `npm run bench:chat` (or `node bench/chat-realtime.ts`): realtime chat under load (issue 5). 1,000 Socket.IO
// clients in 500 rooms (one client and one filmmaker per room), each sending 2 messages a second through the
// real send path (the 'send' event: checked, stored in the database, then broadcast to the room). Latency is
// the time from the sender's emit to the 'message' event at the OTHER party of the room; the budget is a p99
// under 50 ms on one process. The server is the real one (`apps/server/src/index.ts`) in a child process, on
// PostgreSQL when DATABASE_URL is set (a throwaway database of that server, dropped afterwards) and on the
// embedded PGlite otherwise. The baseline, measured in the same run with the same clients, rooms and rate, is a
// bare Socket.IO server in a child process that broadcasts each payload to its room without storing anything.
//
// Each driver writes its own section of RESULTS.md, so a run on PGlite keeps the last PostgreSQL figures.
// For investigation only: CHAT_BENCH_RATE (messages per client per second, default 2), CHAT_BENCH_ROOMS
// (default 500), CHAT_BENCH_CPU_PROF (a directory: the server under test runs with --cpu-prof there) and
// CHAT_BENCH_SKIP_BASELINE=1. Results are written to RESULTS.md only with the issue's defaults.
//
// Internally, `node chat-realtime.ts --echo-server` is the baseline server (PORT from the environment).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  channelName,
  REALTIME_PATH,
  roomName,
  type Ack,
  type ChatRole,
  type ClientToServerEvents,
  type JoinedRoom,
  type MessageRecord,
  type PostMessageInput,
  type ServerToClientEvents,
} from '@reelhire/shared/chat';
import { REALTIME } from '@reelhire/shared/constants';
import type { Socket } from 'socket.io-client';
// Only types here: the modules themselves are imported where used, so the echo server process loads none of them.
import type { Db } from '../apps/server/src/db/client.ts';

const ROOMS = Number(process.env.CHAT_BENCH_ROOMS || 500);
const RATE_PER_CLIENT = Number(process.env.CHAT_BENCH_RATE || 2);
const WARM_UP_MS = 5_000;
const MEASURE_MS = 15_000;
/** How long to wait, after the last send, for messages still on their way. */
const DRAIN_MS = 10_000;
/** Sockets opened (handshake + join) at a time, so that 1,000 handshakes do not land at once. */
const CONNECT_BATCH = 100;
const BUDGET_P99_MS = 50;
const ANON_KEY = 'bench-anon-key-0123456789';
const JWT_SECRET = 'bench-jwt-secret-'.padEnd(48, 'x');
const root = path.resolve(import.meta.dirname, '..');
const SKIP_BASELINE = process.env.CHAT_BENCH_SKIP_BASELINE === '1';
const isDefaultShape = ROOMS === 500 && RATE_PER_CLIENT === 2 && !SKIP_BASELINE;

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// ---------------------------------------------------------------------------------------------------
// The baseline: a bare Socket.IO server with the same options as the real one, which joins whatever room it
// is asked to and broadcasts each 'send' payload to that room (sender included, like the real server).

async function runEchoServer(): Promise<void> {
  const { Server } = await import('socket.io');
  const http = createServer((_request, response) => response.end('ok'));
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: REALTIME_PATH,
    serveClient: false,
    pingInterval: REALTIME.heartbeatMs,
    pingTimeout: 20_000,
    maxHttpBufferSize: 256 * 1024,
  });
  io.on('connection', (socket) => {
    socket.on('join', async ({ room_name }, ack) => {
      const channel = channelName(room_name);
      await socket.join(channel);
      ack({
        ok: true,
        data: { room_name, channel, as: 'client', entity_id: null, presence: [], last_seq: 0 },
      });
    });
    socket.on('send', (payload, ack) => {
      const channel = channelName(payload.room_name);
      const message = { ...payload, created_at: new Date().toISOString() } as unknown as MessageRecord;
      io.to(channel).emit('message', { channel, message });
      ack({ ok: true, data: message });
    });
  });
  http.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    io.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------------
// The benchmark

interface Party {
  role: ChatRole;
  entityId: string;
  token: string;
  room: string;
}

interface LoadResult {
  /** Deliveries to the other party that arrived in the measured window, per second. */
  deliveredPerSecond: number;
  /** Sends acknowledged as stored (ok) in the measured window, per second. */
  ackedPerSecond: number;
  sent: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  ackP99: number;
  /** Messages sent in the measured window that never reached the other party (within the drain time). */
  lost: number;
  errors: number;
  firstError: string | undefined;
  /** How late the load generator emitted compared with its schedule (p99): it must keep up for the figures to mean anything. */
  emitLagP99: number;
  connectMs: number;
  /** CPU of the server process over the measured window, in % of one core. */
  serverCpu: number;
  /** CPU of the PostgreSQL backends serving the benchmark's database, in % of one core (NaN on PGlite). */
  databaseCpu: number;
  /** CPU of this process (the load generator) over the measured window, in % of one core. */
  generatorCpu: number;
  /** Whole machine busy over the measured window, % of all cores. */
  machineBusy: number;
}

const NO_RESULT: LoadResult = {
  deliveredPerSecond: Number.NaN,
  ackedPerSecond: Number.NaN,
  sent: 0,
  p50: Number.NaN,
  p95: Number.NaN,
  p99: Number.NaN,
  max: Number.NaN,
  ackP99: Number.NaN,
  lost: 0,
  errors: 0,
  firstError: undefined,
  emitLagP99: Number.NaN,
  connectMs: Number.NaN,
  serverCpu: Number.NaN,
  databaseCpu: Number.NaN,
  generatorCpu: Number.NaN,
  machineBusy: Number.NaN,
};

async function main(): Promise<void> {
  const { writeResultsSection, machineLine } = await import('./results-file.ts');
  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-bench-chat-'));
  const children: ChildProcess[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    // --- The accounts, profiles and sessions, straight into the database the server will open.
    const seedStarted = performance.now();
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    let serverDatabaseUrl = '';
    let parties: Party[];
    if (databaseUrl) {
      const { createTestDatabase } = await import('../apps/server/src/test/test-database.ts');
      process.env.TEST_DATABASE_URL = databaseUrl;
      const database = await createTestDatabase();
      dropDatabase = () => database.close();
      serverDatabaseUrl = database.url!;
      parties = await seedParties(database.db, publicUrl);
      // The server opens its own pool; this one only seeded. close() would drop the database: keep it.
    } else {
      const { openDatabase } = await import('../apps/server/src/db/client.ts');
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await database.migrate();
      parties = await seedParties(database.db, publicUrl);
      await database.close();
    }
    const seedMs = performance.now() - seedStarted;
    console.log(`${parties.length} accounts with profiles and sessions in ${(seedMs / 1000).toFixed(1)} s`);

    // --- Baseline: the bare echo server, same clients, rooms and rate.
    let baseline: LoadResult;
    if (SKIP_BASELINE) {
      baseline = { ...NO_RESULT };
    } else {
      const echoPort = await freePort();
      const echo = startChild([import.meta.filename, '--echo-server'], {
        ...process.env,
        PORT: String(echoPort),
      });
      children.push(echo.child);
      await waitHealthy(`http://127.0.0.1:${echoPort}/`, echo);
      console.log('baseline: bare Socket.IO echo server');
      baseline = await runLoad(`http://127.0.0.1:${echoPort}`, parties, echo.child.pid!);
      await stopChild(echo.child);
    }

    // --- The real server on the seeded database.
    const profileDir = process.env.CHAT_BENCH_CPU_PROF;
    const server = startChild(
      [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
        path.join(root, 'apps/server/src/index.ts'),
      ],
      {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: serverDatabaseUrl,
        REDIS_URL: '',
        SMTP_URL: '',
        ANON_KEY,
        JWT_SECRET,
        API_RATE_LIMIT_PER_MINUTE: '1000000',
      },
    );
    children.push(server.child);
    await waitHealthy(`${publicUrl}/api/health`, server);
    console.log(`Reelhire server on ${driver}`);
    const real = await runLoad(
      publicUrl,
      parties,
      server.child.pid!,
      serverDatabaseUrl ? new URL(serverDatabaseUrl).pathname.slice(1) : undefined,
    );
    await stopChild(server.child);

    // --- Report
    const totalS = (performance.now() - started) / 1000;
    // A percentile that falls among the lost messages is only known to be over the drain time.
    const fmt = (ms: number) =>
      Number.isFinite(ms) ? ms.toFixed(1) : `> ${DRAIN_MS.toLocaleString('en-GB')}`;
    const ratio = (ms: number) => (Number.isFinite(ms) ? (ms / baseline.p99).toFixed(1) : '—');
    const throughput = (r: LoadResult) => (r.deliveredPerSecond / baseline.deliveredPerSecond).toFixed(2);
    const underBudget = (r: LoadResult) => r.p99 < BUDGET_P99_MS && r.lost === 0 && r.errors === 0;
    const row = (name: string, r: LoadResult) =>
      `| ${name} | ${r.deliveredPerSecond.toFixed(0)} | ${throughput(r)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${ratio(r.p99)} | ${r.lost.toLocaleString('en-GB')} of ${r.sent.toLocaleString('en-GB')} | ${underBudget(r) ? 'yes' : '**no**'} |`;
    const perSend = (r: LoadResult) =>
      ((r.serverCpu + (Number.isNaN(r.databaseCpu) ? 0 : r.databaseCpu)) * 10) / r.ackedPerSecond;
    const cpuRow = (name: string, r: LoadResult) =>
      `| ${name} | ${perSend(r).toFixed(3)} | ${r.serverCpu.toFixed(0)} | ${Number.isNaN(r.databaseCpu) ? '—' : r.databaseCpu.toFixed(0)} | ${r.generatorCpu.toFixed(0)} | ${r.machineBusy.toFixed(0)} | ${r.ackedPerSecond.toFixed(0)} | ${fmt(r.ackP99)} | ${fmt(r.emitLagP99)} | ${r.errors.toLocaleString('en-GB')} | ${(r.connectMs / 1000).toFixed(1)} |`;
    const errorNote = [baseline, real]
      .filter((r) => r.errors > 0)
      .map(
        (r) =>
          `Failed sends answered: ${r.firstError ?? ''} (the first of ${r.errors.toLocaleString('en-GB')}).`,
      )
      .join(' ');
    // What the server logged for the first failure (an acknowledgement only says "unexpected error").
    const serverError = server.firstError();
    const serverErrorNote = serverError ? `The server's first logged error: \`${serverError}\`.` : '';
    const clients = ROOMS * 2;
    const offered = clients * RATE_PER_CLIENT;
    const report = `## Realtime chat (${driver})

${machineLine()}

${clients.toLocaleString('en-GB')} Socket.IO clients (WebSocket transport) in ${ROOMS} rooms, one client and one filmmaker
per room, each sending ${RATE_PER_CLIENT} messages a second on its own schedule (open loop, random phase: ${offered.toLocaleString('en-GB')} sends/s
offered), over loopback. ${WARM_UP_MS / 1000} s warm-up, then ${MEASURE_MS / 1000} s measured; messages sent in the measured window are
followed until they arrive (up to ${DRAIN_MS / 1000} s after the last send, else counted lost). Latency is from the sender's
\`send\` emit to the \`message\` event at the other party of the room. The server under test is the real one
(\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`) in one process on ${databaseUrl ? 'a throwaway database of the local PostgreSQL server' : 'the embedded PGlite (inside the server process)'},
and every send goes the server's whole send path: the sender's access to the room, storing and numbering the
message in the database, the broadcast to the room, then the check whether the recipient needs an email. The
baseline is a bare Socket.IO server that broadcasts each payload to its room without storing anything. The load
generator shares the machine's cores with the server${databaseUrl ? ' and PostgreSQL' : ''}.
Issue 5's budget is a p99 under ${BUDGET_P99_MS} ms. Database: **${driver}**. Accounts seeded in ${(seedMs / 1000).toFixed(1)} s; whole run: ${totalS.toFixed(0)} s.

| server | delivered msg/s | msg/s vs baseline | p50 ms | p95 ms | p99 ms | max ms | p99 vs baseline | lost | p99 under ${BUDGET_P99_MS} ms |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |
${row('bare Socket.IO echo (baseline)', baseline)}
${row(`Reelhire, full send path (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, real)}

| server | CPU ms per send | server process CPU % | PostgreSQL CPU % | load generator CPU % | machine busy % | stored sends/s | ack p99 ms | emit lag p99 ms | failed sends | connect + join s |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${cpuRow('bare Socket.IO echo (baseline)', baseline)}
${cpuRow('Reelhire, full send path', real)}

CPU percentages are of one core, over the measured window. CPU ms per send is the server's (and PostgreSQL's
backends') CPU time divided by the sends it acknowledged as stored: the cost of one message, which holds when the
machine is busy with other work, unlike the latencies (when the server is overloaded it also carries the work spent
on sends that failed). Emit lag is how late the load generator sent against its own
schedule; a large one means the generator, not the server, was short of CPU. Machine busy counts every process on
the machine, not only the benchmark's.
${errorNote} ${serverErrorNote}
`;
    if (isDefaultShape) {
      writeResultsSection({ id: `chat-realtime-${databaseUrl ? 'postgres' : 'pglite'}`, markdown: report });
    }
    console.log(report);
    if (!underBudget(real)) {
      console.error(
        `Realtime chat on ${driver}: p99 ${fmt(real.p99)} ms is over the ${BUDGET_P99_MS} ms budget`,
      );
      process.exitCode = 1;
    }
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// Seeding

async function seedParties(db: Db, publicUrl: string): Promise<Party[]> {
  const { sessions, users } = await import('../apps/server/src/db/schema/auth.ts');
  const { clients, filmmakers } = await import('../apps/server/src/db/schema/profiles.ts');
  const { signAccessToken } = await import('../apps/server/src/modules/auth/tokens.ts');
  const issuer = `${publicUrl}/api/auth/v1`;
  const now = new Date();
  const amr = [{ method: 'password', timestamp: Math.floor(now.getTime() / 1000) }];
  const parties: Party[] = [];
  const BATCH = 250;
  for (let start = 0; start < ROOMS; start += BATCH) {
    const count = Math.min(BATCH, ROOMS - start);
    const people = Array.from({ length: count }, (_, i) => [
      { role: 'client' as const, n: start + i },
      { role: 'filmmaker' as const, n: start + i },
    ]).flat();
    // Accounts without a password (nobody signs in with one here): the sessions are minted below.
    const created = await db
      .insert(users)
      .values(
        people.map(({ role, n }) => ({
          email: `bench-chat-${role}-${n}@example.test`,
          emailConfirmedAt: now,
          userMetadata: {
            user_type: role,
            first_name: role === 'client' ? 'Client' : 'Film',
            last_name: `${n}`,
          },
          appMetadata: { provider: 'email', providers: ['email'] },
        })),
      )
      .returning();
    const clientUsers = created.filter((user) => user.userMetadata.user_type === 'client');
    const filmmakerUsers = created.filter((user) => user.userMetadata.user_type === 'filmmaker');
    const clientRows = await db
      .insert(clients)
      .values(
        clientUsers.map((user) => ({
          userId: user.id,
          companyName: `Bench Studio ${user.userMetadata.last_name as string}`,
          verified: true,
          setup: true,
        })),
      )
      .returning({ id: clients.id, userId: clients.userId });
    const filmmakerRows = await db
      .insert(filmmakers)
      .values(
        filmmakerUsers.map((user) => ({
          userId: user.id,
          firstName: 'Film',
          lastName: `Maker ${user.userMetadata.last_name as string}`,
          verified: true,
          setup: true,
        })),
      )
      .returning({ id: filmmakers.id, userId: filmmakers.userId });
    const sessionRows = await db
      .insert(sessions)
      .values(created.map((user) => ({ userId: user.id, amr })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const sessionOf = new Map(sessionRows.map((row) => [row.userId, row.id]));
    const userById = new Map(created.map((user) => [user.id, user]));
    const token = async (userId: string) => {
      const user = userById.get(userId)!;
      const signed = await signAccessToken({
        secret: JWT_SECRET,
        issuer,
        now,
        claims: {
          sub: userId,
          session_id: sessionOf.get(userId)!,
          email: user.email,
          aal: 'aal1',
          amr,
          user_metadata: user.userMetadata,
          app_metadata: user.appMetadata,
        },
      });
      return signed.token;
    };
    // Pair them by their number: client n talks with filmmaker n.
    const clientByN = new Map(
      clientRows.map((row) => [userById.get(row.userId)!.userMetadata.last_name, row]),
    );
    for (const filmmaker of filmmakerRows) {
      const client = clientByN.get(userById.get(filmmaker.userId)!.userMetadata.last_name)!;
      const room = roomName(client.id, filmmaker.id);
      parties.push(
        { role: 'client', entityId: client.id, token: await token(client.userId), room },
        { role: 'filmmaker', entityId: filmmaker.id, token: await token(filmmaker.userId), room },
      );
    }
  }
  return parties;
}

// ---------------------------------------------------------------------------------------------------
// Load

async function runLoad(
  origin: string,
  parties: Party[],
  serverPid: number,
  databaseName?: string,
): Promise<LoadResult> {
  // Write out what earlier runs left in the page cache (a PGlite run leaves hundreds of MB): its writeback
  // would otherwise stall PostgreSQL's commit fsyncs inside this run's window, a cost of the order of runs.
  execFileSync('sync');
  const { io: connect } = await import('socket.io-client');
  const sockets: ChatSocket[] = [];
  const connectStarted = performance.now();
  // Per message id: when it was emitted, whether it counts (sent in the measured window), when it arrived.
  const emitted = new Map<string, { at: number; counted: boolean; arrived?: number; acked?: number }>();
  let phase: 'warm-up' | 'measure' | 'drain' = 'warm-up';
  let measureStart = 0;
  let measureEnd = 0;
  let errors = 0;
  let firstError: string | undefined;
  let deliveredInWindow = 0;
  let ackedInWindow = 0;

  const open = (party: Party) =>
    new Promise<ChatSocket>((resolve, reject) => {
      const socket: ChatSocket = connect(origin, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { apikey: ANON_KEY, token: party.token },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => reject(new Error(`socket handshake failed: ${error.message}`)));
      socket.on('message', ({ message }) => {
        // The sender gets its own message back too; only the other party's copy is a delivery.
        if (message.entity_role === party.role) return;
        const sent = emitted.get(message.id);
        if (!sent || sent.arrived !== undefined) return;
        const now = performance.now();
        sent.arrived = now;
        if (phase === 'measure' && now >= measureStart && now < measureEnd) deliveredInWindow++;
      });
    });

  for (let start = 0; start < parties.length; start += CONNECT_BATCH) {
    const batch = parties.slice(start, start + CONNECT_BATCH);
    const opened = await Promise.all(batch.map(open));
    sockets.push(...opened);
    const joined = await Promise.all(
      opened.map(
        (socket, i) =>
          new Promise<Ack<JoinedRoom>>((resolve) =>
            socket.emit('join', { room_name: batch[i]!.room }, resolve),
          ),
      ),
    );
    const failed = joined.find((ack) => !ack.ok);
    if (failed && !failed.ok) throw new Error(`join failed: ${failed.error}`);
  }
  const connectMs = performance.now() - connectStarted;

  // Open loop: every socket sends on its own fixed schedule, whatever the server's answers.
  const intervalMs = 1000 / RATE_PER_CLIENT;
  const lags: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  let sending = true;
  let counter = 0;
  const loadStart = performance.now() + 50;
  sockets.forEach((socket, i) => {
    const party = parties[i]!;
    let due = loadStart + Math.random() * intervalMs;
    const tick = () => {
      if (!sending) return;
      const now = performance.now();
      if (phase === 'measure') lags.push(now - due);
      const id = randomUUID();
      const counted = phase === 'measure';
      const record: { at: number; counted: boolean; arrived?: number; acked?: number } = { at: now, counted };
      emitted.set(id, record);
      const payload: PostMessageInput = {
        id,
        room_name: party.room,
        content: `Bench message ${++counter} from ${party.role}: are we still on for the shoot tomorrow?`,
        entity_id: party.entityId,
        entity_role: party.role,
      };
      socket.emit('send', payload, (ack: Ack<MessageRecord>) => {
        const at = performance.now();
        record.acked = at;
        if (ack.ok && phase === 'measure' && at >= measureStart && at < measureEnd) ackedInWindow++;
        if (!ack.ok) {
          errors++;
          firstError ??= `${ack.status} ${ack.error}`;
        }
      });
      due += intervalMs;
      timers[i] = setTimeout(tick, Math.max(0, due - performance.now()));
    };
    timers[i] = setTimeout(tick, Math.max(0, due - performance.now()));
  });

  await sleep(loadStart - performance.now() + WARM_UP_MS);
  const cpuBefore = processCpuMs(serverPid);
  const databaseBefore = databaseName ? backendsCpuMs(databaseName) : new Map<number, number>();
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineTimes();
  measureStart = performance.now();
  measureEnd = measureStart + MEASURE_MS;
  phase = 'measure';
  await sleep(MEASURE_MS);
  phase = 'drain';
  sending = false;
  const elapsed = performance.now() - measureStart;
  const serverCpu = ((processCpuMs(serverPid) - cpuBefore) / elapsed) * 100;
  let databaseMs = 0;
  for (const [pid, ms] of databaseName ? backendsCpuMs(databaseName) : []) {
    databaseMs += ms - (databaseBefore.get(pid) ?? 0);
  }
  const databaseCpu = databaseName ? (databaseMs / elapsed) * 100 : Number.NaN;
  const generatorUsage = process.cpuUsage(generatorBefore);
  const generatorCpu = ((generatorUsage.user + generatorUsage.system) / 1000 / elapsed) * 100;
  const machineAfter = machineTimes();
  const machineBusy =
    (1 - (machineAfter.idle - machineBefore.idle) / (machineAfter.total - machineBefore.total)) * 100;
  for (const timer of timers) clearTimeout(timer);

  // Follow the measured messages until they arrive (or give up).
  const counted = [...emitted.values()].filter((record) => record.counted);
  const drainUntil = performance.now() + DRAIN_MS;
  while (performance.now() < drainUntil && counted.some((record) => record.arrived === undefined)) {
    await sleep(50);
  }
  for (const socket of sockets) socket.disconnect();

  const latencies = counted
    .filter((record) => record.arrived !== undefined)
    .map((record) => record.arrived! - record.at)
    .sort((a, b) => a - b);
  const acks = counted
    .filter((record) => record.acked !== undefined)
    .map((record) => record.acked! - record.at)
    .sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const lost = counted.length - latencies.length;
  // Lost messages count as slower than any that arrived.
  const at = (values: number[], q: number, total = values.length) => {
    const rank = Math.ceil(q * total) - 1;
    return rank < values.length ? values[Math.max(0, rank)]! : Number.POSITIVE_INFINITY;
  };
  return {
    deliveredPerSecond: deliveredInWindow / (MEASURE_MS / 1000),
    ackedPerSecond: ackedInWindow / (MEASURE_MS / 1000),
    sent: counted.length,
    p50: at(latencies, 0.5, counted.length),
    p95: at(latencies, 0.95, counted.length),
    p99: at(latencies, 0.99, counted.length),
    max: lost > 0 ? Number.POSITIVE_INFINITY : (latencies.at(-1) ?? 0),
    ackP99: at(acks, 0.99, counted.length),
    lost,
    errors,
    firstError,
    emitLagP99: at(lags, 0.99),
    connectMs,
    serverCpu,
    databaseCpu,
    generatorCpu,
    machineBusy,
  };
}

// ---------------------------------------------------------------------------------------------------
// Processes and measurements

function startChild(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let firstError: string | undefined;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    // Pino's JSON lines: level 50 is error. The first one says why sends fail under load.
    if (firstError === undefined && output.includes('"level":50')) {
      const line = output.slice(output.indexOf('{"level":50')).split('\n')[0]!;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
        // A failed query wraps the driver's error: its stack ends with "caused by: Error: <the reason>".
        const cause = /caused by: (?:\w*Error: )?(.*)/.exec(entry.err?.stack ?? '')?.[1];
        firstError = `${entry.msg ?? ''}: ${cause ?? (entry.err?.message ?? '').split('\n')[0]}`;
      } catch {
        // a line cut in two chunks: the next chunk completes it
      }
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, tail: () => output, firstError: () => firstError };
}

async function waitHealthy(url: string, { child, tail }: ReturnType<typeof startChild>): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}):\n${tail()}`);
    if (performance.now() - started > 60_000) throw new Error(`${url} not healthy within 60 s:\n${tail()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** SIGTERM (the server closes cleanly, and writes its CPU profile when asked to), SIGKILL after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** user + system CPU time of a process so far, in ms (Linux /proc). */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return Number.NaN;
  }
}

/** CPU so far of each PostgreSQL backend connected to a database (their titles name it), by pid. */
function backendsCpuMs(databaseName: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${databaseName} `)) {
        backends.set(Number(entry), processCpuMs(Number(entry)));
      }
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

function machineTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.idle + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq;
  }
  return { idle, total };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

// Last, once every constant above is initialised.
if (process.argv.includes('--echo-server')) {
  await runEchoServer();
} else {
  await main();
}
