// The chat benchmarks' servers: the real Reelhire server in a child process over a seeded database (on
// PostgreSQL when DATABASE_URL is set, a throwaway database of that server dropped afterwards; on the
// embedded PGlite otherwise), and the bare Socket.IO echo server. Shared by `bench:chat`
// (chat-realtime.ts) and the chat-send budget of `bench:check` (budgets/chat-send.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { root, startChild, stopChild, waitHealthy } from './chat-processes.ts';
import { seedParties, type Party } from './chat-seed.ts';

export const ANON_KEY = 'bench-anon-key-0123456789';
const JWT_SECRET = 'bench-jwt-secret-'.padEnd(48, 'x');

export interface StartChatServerOptions {
  /** Rooms to seed: one client and one filmmaker each. */
  rooms: number;
  /** A directory: the server runs with --cpu-prof there (its profile is written when it stops). */
  cpuProfDir?: string;
  /** An IPC channel to the server, for cpuUsageOf (chat-processes.ts). */
  ipc?: boolean;
  /**
   * Server processes on the one database, joined through Redis (REDIS_URL, and DATABASE_URL, must be set):
   * as behind a load balancer, they share one public address and each listens on its own port.
   */
  processes?: number;
}

export type ChildHandle = ReturnType<typeof startChild>;

export interface ChatServer {
  publicUrl: string;
  parties: Party[];
  driver: 'PostgreSQL' | 'PGlite';
  /** PostgreSQL's database the server uses, whose backends' CPU can be read; none on PGlite. */
  databaseName: string | undefined;
  seedMs: number;
  /** Every server process (one unless asked for more), and where each listens (the first is `publicUrl`). */
  servers: ChildHandle[];
  origins: string[];
  /** Stops the server (SIGTERM, so a CPU profile is written), drops the database, removes the data. */
  close(): Promise<void>;
}

/** Seeds the rooms' accounts, profiles and sessions, then starts the real server on that database. */
export async function startChatServer({
  rooms,
  cpuProfDir,
  ipc,
  processes = 1,
}: StartChatServerOptions): Promise<ChatServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const redisUrl = process.env.REDIS_URL || '';
  if (processes > 1 && (!databaseUrl || !redisUrl)) {
    throw new Error('Several server processes need DATABASE_URL (PostgreSQL) and REDIS_URL');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-bench-chat-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  const servers: ChildHandle[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => stopChild(server.child)));
    servers.length = 0;
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // --- The accounts, profiles and sessions, straight into the database the server will open.
    const seedStarted = performance.now();
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const seedOptions = { publicUrl, rooms, jwtSecret: JWT_SECRET };
    let serverDatabaseUrl = '';
    let parties: Party[];
    if (databaseUrl) {
      const { createTestDatabase } = await import('../apps/server/src/test/test-database.ts');
      process.env.TEST_DATABASE_URL = databaseUrl;
      const database = await createTestDatabase();
      dropDatabase = () => database.close();
      serverDatabaseUrl = database.url!;
      parties = await seedParties(database.db, seedOptions);
      // The server opens its own pool; this one only seeded. close() would drop the database: keep it.
    } else {
      const { openDatabase } = await import('../apps/server/src/db/client.ts');
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await database.migrate();
      parties = await seedParties(database.db, seedOptions);
      await database.close();
    }
    const seedMs = performance.now() - seedStarted;

    const ports = [port];
    while (ports.length < processes) ports.push(await freePort());
    for (const [index, listenPort] of ports.entries()) {
      const server = startChild(
        [
          ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : []),
          path.join(root, 'apps/server/src/index.ts'),
        ],
        {
          ...process.env,
          NODE_ENV: 'production',
          // No Stripe in the bench: production asks for the sandbox by name (decision 0074).
          PAYMENTS_SANDBOX: 'true',
          LOG_LEVEL: 'warn',
          SEED: 'false',
          PORT: String(listenPort),
          HOST: '127.0.0.1',
          PUBLIC_URL: publicUrl,
          // The first as a single server has it (PGlite's files, when embedded); further ones their own.
          DATA_DIR: index === 0 ? dataDir : path.join(dataDir, `process-${index}`),
          DATABASE_URL: serverDatabaseUrl,
          REDIS_URL: processes > 1 ? redisUrl : '',
          SMTP_URL: '',
          ANON_KEY,
          JWT_SECRET,
          // Every client comes from 127.0.0.1: the per-address limit would otherwise be the whole benchmark's.
          API_RATE_LIMIT_PER_MINUTE: '1000000',
        },
        { ipc },
      );
      servers.push(server);
      await waitHealthy(`http://127.0.0.1:${listenPort}/api/health`, server);
    }
    return {
      publicUrl,
      parties,
      driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
      databaseName: serverDatabaseUrl ? new URL(serverDatabaseUrl).pathname.slice(1) : undefined,
      seedMs,
      servers: [...servers],
      origins: ports.map((listenPort) => `http://127.0.0.1:${listenPort}`),
      close,
    };
  } catch (error) {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    servers.length = 0;
    await close();
    throw error;
  }
}

/** The bare Socket.IO echo server (chat-echo-server.ts), listening and healthy. */
export async function startEchoServer({ ipc }: { ipc?: boolean } = {}): Promise<{
  origin: string;
  echo: ChildHandle;
}> {
  const port = await freePort();
  const echo = startChild(
    [path.join(import.meta.dirname, 'chat-echo-server.ts')],
    { ...process.env, PORT: String(port) },
    { ipc },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${origin}/`, echo);
  } catch (error) {
    if (echo.child.exitCode === null) echo.child.kill('SIGKILL');
    throw error;
  }
  return { origin, echo };
}
