import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH } from '@reelhire/shared/chat-realtime';
import { io as connect } from 'socket.io-client';
import { openDatabase } from './db/client.ts';
import { createAccount } from './modules/auth/auth-test-kit.ts';
import { freePort } from '../../../scripts/free-port.ts';
import {
  killServer,
  nodeBinary,
  repoRoot,
  serverEntry,
  serverEnv,
  startServer,
  waitFor,
  type ServerProcess,
} from './test/server-process.ts';
import { TEST_ANON_KEY } from './test/test-app.ts';

// Decision 0069: what SIGTERM does to a running server, seen from outside as a client, a socket and an
// orchestrator would see it. Each test starts `node src/index.ts` (NODE_ENV=production, so the periodic
// jobs run too) on an embedded database in a temporary DATA_DIR.

const email = 'closing@example.com';
const password = 'correct-horse';

let dataDir: string;
let server: ServerProcess | undefined;
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-shutdown-'));
  // An account to sign in with: the signing-in request is the one left in flight.
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await createAccount(database.db, { email, password });
  await database.close();
});
afterEach(async () => {
  await killServer(server);
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

interface HalfSent {
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
  /** Resolves when the request ends without an answer (the server went away). */
  failed: Promise<Error>;
}

/**
 * A sign-in whose body is only half sent: the request is in flight on the server (its headers read, its
 * body awaited) until `finish` sends the rest. Resolves once the server has logged the request.
 */
async function halfSentSignIn(target: ServerProcess): Promise<HalfSent> {
  const body = JSON.stringify({ email, password });
  const seen = target.output().split('grant_type=password').length;
  let answer: (value: { status: number; body: string }) => void = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve) => (answer = resolve));
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => (fail = resolve));
  const request = http.request(`${target.origin}/api/auth/v1/token?grant_type=password`, {
    method: 'POST',
    agent: false,
    headers: {
      apikey: TEST_ANON_KEY,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  request.on('response', (response) => {
    let text = '';
    response.on('data', (chunk: Buffer) => (text += chunk.toString()));
    response.on('end', () => answer({ status: response.statusCode ?? 0, body: text }));
  });
  request.on('error', fail);
  request.write(body.slice(0, 10));
  // Fastify logs each incoming request at info: once the line is there, the server is handling it.
  await waitFor('the server to log the half-sent request', () =>
    target.output().split('grant_type=password').length > seen ? true : undefined,
  );
  return {
    finish: () => {
      request.end(body.slice(10));
      return answered;
    },
    failed,
  };
}

/** A new request now: refused at the door (no listener) or answered 503 while closing. */
async function newRequestRefused(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`);
    return response.status === 503;
  } catch {
    return true;
  }
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('SIGTERM (decision 0069)', { timeout: 90_000 }, () => {
  test('refuses new requests, finishes the one in flight, tells sockets to reconnect, and exits 0', async () => {
    server = await startServer(dataDir, { SHUTDOWN_GRACE_SECONDS: '30' });
    const token = await signIn(server.origin);
    // A chat client as the web app opens it (it reconnects by itself); the retry waits long enough that
    // no reconnection happens while the test watches.
    const socket = connect(server.origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 60_000,
      reconnectionDelayMax: 60_000,
      auth: { apikey: TEST_ANON_KEY, token },
    });
    await waitFor('the socket to connect', () => socket.connected);
    let reason: string | undefined;
    socket.on('disconnect', (why) => (reason = why));

    const inFlight = await halfSentSignIn(server);
    const started = Date.now();
    server.child.kill('SIGTERM');

    // The socket is dropped with a reason after which a Socket.IO client reconnects by itself (to
    // another process behind the balancer), unlike 'io server disconnect', after which it stays away.
    await waitFor('the socket to be told', () => reason);
    expect(reason).toBe('transport close');
    expect(socket.active).toBe(true);
    socket.close();

    await waitFor('new requests to be refused', () => newRequestRefused(server!.origin));
    // Still running: it waits for the request in flight.
    expect(server.child.exitCode).toBeNull();

    const answer = await inFlight.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');

    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
    // The jobs and the email worker stopped before the database closed: none of them failed on it.
    const afterSignal = server.output().slice(server.output().indexOf('SIGTERM received'));
    expect(afterSignal).not.toMatch(/"level":50|failed/);
  });

  test('a request that never finishes does not hold the process past the grace period', async () => {
    server = await startServer(dataDir, { SHUTDOWN_GRACE_SECONDS: '2' });
    const stuck = await halfSentSignIn(server);
    const started = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const took = Date.now() - started;
    expect(code).toBe(1);
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(15_000);
    expect(server.output()).toContain('exiting anyway');
    // The client sees its connection end rather than waiting forever.
    await expect(stuck.failed).resolves.toBeInstanceOf(Error);
  });

  test('a second signal exits at once instead of waiting for the grace period', async () => {
    server = await startServer(dataDir, { SHUTDOWN_GRACE_SECONDS: '120' });
    await halfSentSignIn(server);
    server.child.kill('SIGTERM');
    await waitFor('the first signal to be taken', () => server!.output().includes('SIGTERM received'));
    const started = Date.now();
    server.child.kill('SIGINT');
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGINT received again');
  });

  test('a server whose parent is gone still exits on SIGTERM', async () => {
    // Started the way a service script does: a shell backgrounds it with its output in a file and exits.
    const port = await freePort();
    const logFile = path.join(dataDir, 'server.log');
    const launcher = spawn(
      '/bin/sh',
      ['-c', '"$0" "$1" >"$2" 2>&1 </dev/null & echo $!', nodeBinary, serverEntry, logFile],
      {
        cwd: repoRoot,
        env: serverEnv(dataDir, port, { SHUTDOWN_GRACE_SECONDS: '10' }),
        detached: true,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let printed = '';
    launcher.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise((resolve) => launcher.once('exit', resolve));
    const pid = Number(printed.trim());
    expect(pid).toBeGreaterThan(0);
    const alive = () => {
      try {
        // A zombie (ended, not yet reaped by whoever adopted it) counts as gone.
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    try {
      await waitFor(
        'the orphaned server to answer',
        async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
        60_000,
      );
      process.kill(pid, 'SIGTERM');
      await waitFor('the orphaned server to exit', () => !alive(), 15_000);
      expect(readFileSync(logFile, 'utf8')).toContain('SIGTERM received');
    } finally {
      if (alive()) process.kill(pid, 'SIGKILL');
    }
  });
});
