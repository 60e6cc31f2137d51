import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// Backups of the database (decision 0068): PostgreSQL through its own pg_dump and pg_restore (a consistent
// snapshot of a live database, in the custom format, restorable with or without the same roles), and
// the embedded PGlite database as its data directory, dumped by PGlite itself. docs/operations.md says
// when to run them and how the stored files are backed up beside them.

export type DatabaseLocation =
  | { databaseUrl: string }
  /** PGlite's data directory (DATA_DIR/db). Its server must be stopped: PGlite has one owner at a time. */
  | { pgliteDir: string };

/** The backup file's name in a backup directory, by driver. */
export const databaseBackupFile = (location: DatabaseLocation) =>
  'databaseUrl' in location ? 'database.pgdump' : 'database.pglite.tar.gz';

/** Writes a backup of the database to `file`. */
export async function backupDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if ('databaseUrl' in location) {
    await withConnection(location.databaseUrl, (dbname) =>
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${file}`,
        `--dbname=${dbname}`,
      ]),
    );
    return;
  }
  const client = await PGlite.create({ dataDir: location.pgliteDir });
  try {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }
}

/**
 * Restores a backup into an empty database: a PostgreSQL database made for it (`createdb`), or a PGlite
 * data directory that does not exist yet. Restoring over live data is refused rather than merged.
 */
export async function restoreDatabase(location: DatabaseLocation, file: string): Promise<void> {
  if ('databaseUrl' in location) {
    await withConnection(location.databaseUrl, (dbname) =>
      run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${dbname}`,
        file,
      ]),
    );
    return;
  }
  if (existsSync(location.pgliteDir) && readdirSync(location.pgliteDir).length > 0) {
    throw new Error(`${location.pgliteDir} is not empty: restore into a new data directory`);
  }
  const client = await PGlite.create({
    dataDir: location.pgliteDir,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await client.close();
}

/**
 * Runs `work` with a libpq connection string that carries no password: the password goes in a private
 * passfile for the length of the command, so it never shows in the process list.
 */
async function withConnection(databaseUrl: string, work: (dbname: string) => Promise<void>): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  if (!password) return work(url.toString());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-pgpass-'));
  const passfile = path.join(dir, 'pgpass');
  try {
    const field = (value: string) => value.replaceAll('\\', '\\\\').replaceAll(':', '\\:');
    writeFileSync(passfile, `*:*:*:*:${field(password)}\n`, { mode: 0o600 });
    chmodSync(passfile, 0o600);
    url.searchParams.set('passfile', passfile);
    await work(url.toString());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL client tool, failing with its own message (stderr) when it exits non-zero. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command} could not run (install PostgreSQL's client tools): ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}
