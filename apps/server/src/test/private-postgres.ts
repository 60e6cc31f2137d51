import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../../scripts/free-port.ts';

// A PostgreSQL server of the test's own (decision 0069): the fault tests stop and start it, which they
// must never do to the shared server the rest of the suite uses. Built from the installed binaries.

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory (Debian/Ubuntu layout), or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** util-linux's runuser: a shell for root usually has /usr/sbin on its PATH, a job's PATH may not. */
function runuser(): string {
  return ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
}

export interface PrivatePostgres {
  /** The `postgres` database on this server. */
  url: string;
  /** Fast shutdown: open sessions are ended at once, as in a restart or a failover. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and removes its files. */
  destroy(): Promise<void>;
}

/** initdb, then start on a free port with its socket in its own directory. */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root (a container), run it as the `postgres` user.
  let owner: string[] = [];
  if (process.getuid?.() === 0) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
    owner = [runuser(), '-u', 'postgres', '--'];
  }
  const pg = (tool: string, args: string[]) => {
    const [command, ...rest] = [...owner, path.join(bin, tool), ...args];
    return run(command!, rest, { timeout: 60_000 });
  };
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running)
        await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
