// The chat benchmark's load generator: one Socket.IO client per party, joined to its room the way the
// browser joins (the 'join' event with the room name), and an open-loop schedule of sends. A send goes the
// way the web app sends (`apps/web/src/features/chat/api/send-message.ts`): `POST /api/rest/v1/messages`
// with the public key and the party's bearer token, over that party's own keep-alive connections (a
// browser's: at most 6 to an origin). The baseline's other path is the socket's 'send' event. Latency is
// from the start of the send to the 'message' event at the OTHER party of the room.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import {
  REALTIME_PATH,
  type Ack,
  type ClientToServerEvents,
  type JoinedRoom,
  type ServerToClientEvents,
} from '@reelhire/shared/chat-realtime';
import { type PostMessageInput } from '@reelhire/shared/chat-messages';
import { MESSAGES } from '@reelhire/shared/constants';
import { io as connect, type Socket } from 'socket.io-client';
import type { Party } from './chat-seed.ts';
import { backendsCpuMs, machineTimes, processCpuMs, sleep } from './chat-processes.ts';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How a message goes out: the web app's REST call, or the socket's 'send' event (baseline only). */
export type SendPath = 'rest' | 'socket';

export interface RunOptions {
  path: SendPath;
  /** All parties together (open loop: each party sends every parties/sendsPerSecond seconds). */
  sendsPerSecond: number;
  warmUpMs: number;
  measureMs: number;
  /** How long to wait, after the last send, for messages still on their way (then they count as lost). */
  drainMs: number;
  /** The server process, or each of several (their CPU is added up). */
  serverPid: number | number[];
  /** PostgreSQL's benchmark database, whose backends' CPU is read; none on PGlite. */
  databaseName?: string;
  /** Write out the page cache first (see below); costs a moment, so only for the main runs. */
  sync?: boolean;
}

export interface LoadResult {
  sendsPerSecond: number;
  /** Deliveries to the other party that arrived in the measured window, per second. */
  deliveredPerSecond: number;
  /** Sends answered as stored (HTTP 200/201, or an ok ack) in the measured window, per second. */
  ackedPerSecond: number;
  sent: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** p99 of the sender's own answer (the HTTP response, or the socket ack). */
  ackP99: number;
  /** Messages sent in the measured window that never reached the other party (within the drain time). */
  lost: number;
  errors: number;
  firstError: string | undefined;
  /** How late the generator sent against its schedule (p99): it must keep up for the figures to mean anything. */
  emitLagP99: number;
  /** CPU of the server process over the measured window, in % of one core. */
  serverCpu: number;
  /** CPU of the PostgreSQL backends serving the benchmark's database, in % of one core (NaN on PGlite). */
  databaseCpu: number;
  /** CPU of this process (the load generator) over the measured window, in % of one core. */
  generatorCpu: number;
  /** Whole machine busy over the measured window, % of all cores. */
  machineBusy: number;
}

export interface FixedRunOptions {
  path: SendPath;
  /** Counted sends, all parties together. */
  sends: number;
  /** Sends in flight at a time. */
  concurrency: number;
  /** Sends before the counted ones, not counted. */
  warmUp: number;
  /** How long to wait for deliveries still on their way once every send is answered. */
  drainMs: number;
  /** The server's CPU time so far, in ms (cpuUsageOf in chat-processes.ts). */
  cpuMs: () => Promise<number>;
}

export interface FixedRunResult {
  sends: number;
  errors: number;
  firstError: string | undefined;
  /** Counted messages that never reached the room's other party. */
  lost: number;
  /** The server process's CPU (user + system) over the counted sends, divided by them. */
  cpuMsPerSend: number;
  wallMs: number;
  /** Delivery latency (the send's start to the other party's 'message' event), of those delivered. */
  p50: number;
  p99: number;
  /** The sender's own answer. */
  ackP99: number;
}

interface Sent {
  at: number;
  counted: boolean;
  arrived?: number;
  acked?: number;
}

/**
 * Opens and joins one socket per party (CONNECT_BATCH at a time, so 1,000 handshakes do not land at once).
 * With several origins (server processes behind one address, as a load balancer spreads them), party i
 * uses origins[i % n]: a room's client and filmmaker are neighbours, so with two processes every message
 * crosses from one to the other.
 */
export async function connectParties(origin: string | string[], parties: Party[], anonKey: string) {
  const CONNECT_BATCH = 100;
  const origins = Array.isArray(origin) ? origin : [origin];
  const originOf = (i: number) => origins[i % origins.length]!;
  const urls = origins.map((each) => new URL(each));
  const sockets: ChatSocket[] = [];
  // The run in progress: the socket listeners below record arrivals in it.
  let current:
    { emitted: Map<string, Sent>; inWindow: (at: number) => boolean; delivered: number } | undefined;

  const open = (party: Party, i: number) =>
    new Promise<ChatSocket>((resolve, reject) => {
      // WebSocket from the start: the browser's first long-polling request upgrades within its first second.
      const socket: ChatSocket = connect(originOf(i), {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { apikey: anonKey, token: party.token },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => reject(new Error(`socket handshake failed: ${error.message}`)));
      socket.on('message', ({ message }) => {
        // The sender gets its own message back too; only the other party's copy is a delivery.
        if (message.entity_role === party.role || !current) return;
        const sent = current.emitted.get(message.id);
        if (!sent || sent.arrived !== undefined) return;
        sent.arrived = performance.now();
        if (current.inWindow(sent.arrived)) current.delivered++;
      });
    });

  const connectStarted = performance.now();
  for (let start = 0; start < parties.length; start += CONNECT_BATCH) {
    const batch = parties.slice(start, start + CONNECT_BATCH);
    const opened = await Promise.all(batch.map((party, i) => open(party, start + i)));
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
  // Each party's browser: its own keep-alive connections to the origin.
  const agents = parties.map(() => new Agent({ keepAlive: true, maxSockets: 6 }));

  /** One API call as the browser makes it (the public key, the bearer token); `done` gets an error text, or nothing. */
  const call = (
    i: number,
    method: string,
    apiPath: string,
    body: string | undefined,
    done: (error?: string) => void,
  ) => {
    const url = urls[i % urls.length]!;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: apiPath,
        method,
        agent: agents[i],
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${parties[i]!.token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          done(
            status === 200 || status === 201 ? undefined : `${status} ${Buffer.concat(chunks).toString()}`,
          );
        });
      },
    );
    request.on('error', (error) => done(error.message));
    request.end(body);
  };
  const post = (i: number, payload: PostMessageInput, done: (error?: string) => void) =>
    call(i, 'POST', '/api/rest/v1/messages', JSON.stringify(payload), done);
  /** What the browser's composer sends for a text message, through REST or the socket. */
  const sendText = (path: SendPath, i: number, id: string, n: number, answered: (error?: string) => void) => {
    const party = parties[i]!;
    const payload: PostMessageInput = {
      id,
      room_name: party.room,
      content: `Bench message ${n} from ${party.role}: are we still on for the shoot tomorrow?`,
      entity_id: party.entityId,
      entity_role: party.role,
      message_type: 'text',
      attachment_ids: [],
    };
    if (path === 'rest') post(i, payload, answered);
    else
      sockets[i]!.emit('send', payload, (ack) => answered(ack.ok ? undefined : `${ack.status} ${ack.error}`));
  };

  // A browser reads the room's newest page when it opens a conversation, before its first send: that
  // request opens the party's keep-alive connection, so the runs measure sends on open connections (a
  // party sends every few seconds, well within the server's 72 s idle keep-alive).
  const pageQuery = `limit=${MESSAGES.pageSize}&order=desc`;
  for (let start = 0; start < parties.length; start += CONNECT_BATCH) {
    const batch = parties
      .slice(start, start + CONNECT_BATCH)
      .map(
        (party, k) =>
          new Promise<void>((resolve, reject) =>
            call(
              start + k,
              'GET',
              `/api/rest/v1/messages?room_name=${encodeURIComponent(party.room)}&${pageQuery}`,
              undefined,
              (error) => (error ? reject(new Error(`reading a room failed: ${error}`)) : resolve()),
            ),
          ),
      );
    await Promise.all(batch);
  }

  async function run(options: RunOptions): Promise<LoadResult> {
    // Write out what earlier runs left in the page cache (a PGlite run leaves hundreds of MB): its writeback
    // would otherwise stall PostgreSQL's commit fsyncs inside this run's window, a cost of the order of runs.
    if (options.sync) execFileSync('sync');
    const emitted = new Map<string, Sent>();
    let phase: 'warm-up' | 'measure' | 'drain' = 'warm-up';
    let measureStart = 0;
    let measureEnd = 0;
    const inWindow = (at: number) => phase !== 'warm-up' && at >= measureStart && at < measureEnd;
    const state = { emitted, inWindow, delivered: 0 };
    current = state;
    let errors = 0;
    let firstError: string | undefined;
    let ackedInWindow = 0;
    const intervalMs = (parties.length / options.sendsPerSecond) * 1000;
    const lags: number[] = [];
    const timers: NodeJS.Timeout[] = [];
    let sending = true;
    let counter = 0;
    const loadStart = performance.now() + 50;

    // Open loop: every party sends on its own fixed schedule, whatever the server's answers.
    parties.forEach((party, i) => {
      let due = loadStart + Math.random() * intervalMs;
      const tick = () => {
        if (!sending) return;
        const now = performance.now();
        if (phase === 'measure') lags.push(now - due);
        const record: Sent = { at: now, counted: phase === 'measure' };
        const id = randomUUID();
        emitted.set(id, record);
        const answered = (error?: string) => {
          record.acked = performance.now();
          if (error === undefined) {
            if (inWindow(record.acked)) ackedInWindow++;
          } else {
            errors++;
            firstError ??= error;
          }
        };
        sendText(options.path, i, id, ++counter, answered);
        due += intervalMs;
        timers[i] = setTimeout(tick, Math.max(0, due - performance.now()));
      };
      timers[i] = setTimeout(tick, Math.max(0, due - performance.now()));
    });

    await sleep(loadStart - performance.now() + options.warmUpMs);
    const serverPids = [options.serverPid].flat();
    const serversCpuMs = () => serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    const cpuBefore = serversCpuMs();
    const databaseBefore = options.databaseName
      ? backendsCpuMs(options.databaseName)
      : new Map<number, number>();
    const generatorBefore = process.cpuUsage();
    const machineBefore = machineTimes();
    measureStart = performance.now();
    measureEnd = measureStart + options.measureMs;
    phase = 'measure';
    await sleep(options.measureMs);
    phase = 'drain';
    sending = false;
    for (const timer of timers) clearTimeout(timer);
    const elapsed = performance.now() - measureStart;
    const serverCpu = ((serversCpuMs() - cpuBefore) / elapsed) * 100;
    let databaseMs = 0;
    for (const [pid, ms] of options.databaseName ? backendsCpuMs(options.databaseName) : []) {
      databaseMs += ms - (databaseBefore.get(pid) ?? 0);
    }
    const databaseCpu = options.databaseName ? (databaseMs / elapsed) * 100 : Number.NaN;
    const generatorUsage = process.cpuUsage(generatorBefore);
    const generatorCpu = ((generatorUsage.user + generatorUsage.system) / 1000 / elapsed) * 100;
    const machineAfter = machineTimes();
    const machineBusy =
      (1 - (machineAfter.idle - machineBefore.idle) / (machineAfter.total - machineBefore.total)) * 100;

    // Follow the measured messages until they arrive (or give up), and every send until it is answered.
    const counted = [...emitted.values()].filter((record) => record.counted);
    const drainUntil = performance.now() + options.drainMs;
    const pending = () =>
      [...emitted.values()].some((r) => r.acked === undefined || (r.counted && !r.arrived));
    while (performance.now() < drainUntil && pending()) await sleep(50);
    current = undefined;

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
      sendsPerSecond: options.sendsPerSecond,
      deliveredPerSecond: state.delivered / (options.measureMs / 1000),
      ackedPerSecond: ackedInWindow / (options.measureMs / 1000),
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
      serverCpu,
      databaseCpu,
      generatorCpu,
      machineBusy,
    };
  }

  /**
   * Closed loop: `sends` messages, `concurrency` of them in flight at a time, the parties taking turns,
   * after `warmUp` more that are not counted (the server's code warms up). The server's CPU is read by
   * `cpuMs` before the counted sends and after the last of them is answered and delivered (or the drain
   * time has passed), so the CPU per send includes the work a send leaves for after its answer.
   */
  async function runFixed(options: FixedRunOptions): Promise<FixedRunResult> {
    const emitted = new Map<string, Sent>();
    const state = { emitted, inWindow: () => true, delivered: 0 };
    current = state;
    let errors = 0;
    let firstError: string | undefined;
    let counter = 0;
    const sendOne = (i: number, counted: boolean) =>
      new Promise<void>((resolve) => {
        const record: Sent = { at: performance.now(), counted };
        const id = randomUUID();
        emitted.set(id, record);
        const answered = (error?: string) => {
          record.acked = performance.now();
          if (error !== undefined) {
            errors++;
            firstError ??= error;
          }
          resolve();
        };
        sendText(options.path, i, id, ++counter, answered);
      });
    const sendAll = async (total: number, counted: boolean) => {
      let next = 0;
      const worker = async () => {
        while (next < total) await sendOne(next++ % parties.length, counted);
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
    };
    const delivered = async () => {
      const drainUntil = performance.now() + options.drainMs;
      while (performance.now() < drainUntil && [...emitted.values()].some((r) => !r.arrived)) await sleep(5);
    };

    await sendAll(options.warmUp, false);
    await delivered();
    const cpuBefore = await options.cpuMs();
    const started = performance.now();
    await sendAll(options.sends, true);
    await delivered();
    const wallMs = performance.now() - started;
    const cpuMs = (await options.cpuMs()) - cpuBefore;
    current = undefined;

    const counted = [...emitted.values()].filter((record) => record.counted);
    const latencies = counted
      .filter((record) => record.arrived !== undefined)
      .map((record) => record.arrived! - record.at)
      .sort((a, b) => a - b);
    const acks = counted.map((record) => record.acked! - record.at).sort((a, b) => a - b);
    const at = (values: number[], q: number) => values[Math.max(0, Math.ceil(q * values.length) - 1)] ?? NaN;
    return {
      sends: counted.length,
      errors,
      firstError,
      lost: counted.length - latencies.length,
      cpuMsPerSend: cpuMs / counted.length,
      wallMs,
      p50: at(latencies, 0.5),
      p99: at(latencies, 0.99),
      ackP99: at(acks, 0.99),
    };
  }

  const close = () => {
    for (const socket of sockets) socket.disconnect();
    for (const agent of agents) agent.destroy();
  };
  return { connectMs, run, runFixed, close };
}
