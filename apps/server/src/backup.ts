// `npm run backup -- --to DIR` and `npm run restore -- --from DIR` (decision 0068, docs/operations.md):
// the database and, with local file storage, the stored files, with the server's own environment
// (DATABASE_URL, DATA_DIR, S3_*). With PostgreSQL the backup runs while the servers run (pg_dump takes a
// consistent snapshot); restore goes into a new, empty database (`createdb`). With the embedded database
// stop the server first, both ways: PGlite is owned by one process at a time. Files in S3 are backed up by
// the bucket's own versioning or replication, not by this command (the manifest says so).
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { backupDatabase, databaseBackupFile, restoreDatabase, type DatabaseLocation } from './db/backup.ts';

interface Manifest {
  createdAt: string;
  version: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  /** `local`: the files are in `uploads/` beside it; `s3`: they stayed in the bucket. */
  files: 'local' | 's3';
}

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
let args;
try {
  args = parseArgs({ args: rest, options: { to: { type: 'string' }, from: { type: 'string' } } }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? `invalid configuration: ${error.message}` : String(error));
}

const location: DatabaseLocation = config.databaseUrl
  ? { databaseUrl: config.databaseUrl }
  : { pgliteDir: path.join(config.dataDir, 'db') };
const uploads = path.join(config.dataDir, 'uploads');
// The embedded default generates ANON_KEY and JWT_SECRET into DATA_DIR: without them every session ends.
const secrets = path.join(config.dataDir, 'secrets.json');

try {
  if (command === 'backup') {
    if (!args.to) fail('say where: npm run backup -- --to /backups/reelhire-2026-11-28');
    const to = path.resolve(args.to);
    if (existsSync(to)) fail(`${to} exists already: back up into a new directory`);
    mkdirSync(to, { recursive: true, mode: 0o700 });
    const databaseFile = databaseBackupFile(location);
    await backupDatabase(location, path.join(to, databaseFile));
    if (!config.s3 && existsSync(uploads)) cpSync(uploads, path.join(to, 'uploads'), { recursive: true });
    if (!config.databaseUrl && existsSync(secrets)) cpSync(secrets, path.join(to, 'secrets.json'));
    const manifest: Manifest = {
      createdAt: new Date().toISOString(),
      version: config.version,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      databaseFile,
      files: config.s3 ? 's3' : 'local',
    };
    writeFileSync(path.join(to, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`backup: wrote ${to}`);
  } else if (command === 'restore') {
    if (!args.from) fail('say from where: npm run restore -- --from /backups/reelhire-2026-11-28');
    const from = path.resolve(args.from);
    const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as Manifest;
    const here = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== here) {
      fail(`the backup is of a ${manifest.database} database and this configuration uses ${here}`);
    }
    if (manifest.files === 'local' && !config.s3 && existsSync(uploads)) {
      fail(`${uploads} exists already: restore into a new DATA_DIR`);
    }
    await restoreDatabase(location, path.join(from, manifest.databaseFile));
    if (manifest.files === 'local' && existsSync(path.join(from, 'uploads'))) {
      if (config.s3)
        console.warn('backup: the backup holds local files but S3 is configured: copy them yourself');
      else cpSync(path.join(from, 'uploads'), uploads, { recursive: true });
    }
    // Over the pair loading the configuration just generated: the restored sessions were signed with these.
    if (manifest.database === 'pglite' && existsSync(path.join(from, 'secrets.json'))) {
      cpSync(path.join(from, 'secrets.json'), secrets);
    }
    console.log(`backup: restored ${from}`);
  } else {
    fail('usage: npm run backup -- --to DIR | npm run restore -- --from DIR');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
