import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { users } from './schema/auth.ts';
import { openDatabase, queryRows } from './client.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { runCommand } from '../test/run-command.ts';
import { administer, createTestDatabase, testDatabaseUrl } from '../test/test-database.ts';

// Decision 0068: a backup restored into another database holds the same data; `npm run backup` and
// `npm run restore` carry the stored files and the embedded default's secrets along.

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(here, '..', 'backup.ts');

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'reelhire-backup-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** pg_dump and pg_restore need a PostgreSQL server: skipped on PGlite, whose backup is tested below. */
const onAServer = test.runIf(testDatabaseUrl());

onAServer(
  'a PostgreSQL database backed up with pg_dump and restored into a new database has the same data',
  { timeout: 60_000 },
  async () => {
    const source = await createTestDatabase();
    const copyName = `reelhire_restore_${randomBytes(6).toString('hex')}`;
    const copyUrl = new URL(source.url!);
    copyUrl.pathname = `/${copyName}`;
    try {
      await source.db
        .insert(users)
        .values([{ email: 'kept-one@example.com' }, { email: 'kept-two@example.com' }]);
      const file = path.join(scratch, 'database.pgdump');
      await backupDatabase({ databaseUrl: source.url! }, file);

      await administer(testDatabaseUrl()!, `CREATE DATABASE "${copyName}"`);
      await restoreDatabase({ databaseUrl: copyUrl.toString() }, file);
      const copy = await openDatabase({ databaseUrl: copyUrl.toString() });
      try {
        // Migrations were restored too: the server starting on the copy applies none and finds the rows.
        await copy.migrate();
        const rows = await copy.db.select({ email: users.email }).from(users).orderBy(users.email);
        expect(rows.map((row) => row.email)).toEqual(['kept-one@example.com', 'kept-two@example.com']);
      } finally {
        await copy.close();
      }
    } finally {
      await source.close();
      await administer(testDatabaseUrl()!, `DROP DATABASE IF EXISTS "${copyName}" WITH (FORCE)`);
    }
  },
);

onAServer(
  'a restore into a PostgreSQL database that has data already fails and changes nothing',
  async () => {
    const source = await createTestDatabase();
    try {
      await source.db.insert(users).values({ email: 'only-one@example.com' });
      const file = path.join(scratch, 'again.pgdump');
      await backupDatabase({ databaseUrl: source.url! }, file);
      await expect(restoreDatabase({ databaseUrl: source.url! }, file)).rejects.toThrow(/pg_restore failed/);
      const [row] = await queryRows<{ n: number }>(source.db, sql`select count(*)::int as n from users`);
      expect(row!.n).toBe(1);
    } finally {
      await source.close();
    }
  },
);

const cli = (args: string[], dataDir: string) =>
  runCommand(entry, args, { env: { HOME: dataDir, DATA_DIR: dataDir } });

test(
  'npm run backup and restore carry an embedded database, its stored files and its secrets to a new DATA_DIR',
  { timeout: 90_000 },
  async () => {
    const original = path.join(scratch, 'original');
    mkdirSync(path.join(original, 'db'), { recursive: true });
    const embedded = await PGlite.create({ dataDir: path.join(original, 'db') });
    await embedded.exec(
      "create table contracts (id int primary key, title text); insert into contracts values (1, 'Spring campaign'), (2, 'Brand film');",
    );
    await embedded.close();
    mkdirSync(path.join(original, 'uploads', '2026', '11'), { recursive: true });
    writeFileSync(path.join(original, 'uploads', '2026', '11', 'showreel'), 'the bytes of a showreel');
    writeFileSync(
      path.join(original, 'secrets.json'),
      JSON.stringify({ anonKey: 'anon_kept', jwtSecret: 'j'.repeat(48) }),
    );

    const to = path.join(scratch, 'backup-1');
    const backedUp = await cli(['backup', '--to', to], original);
    expect(backedUp).toMatchObject({ code: 0 });

    const restored = path.join(scratch, 'restored');
    const restoredRun = await cli(['restore', '--from', to], restored);
    expect(restoredRun).toMatchObject({ code: 0 });
    const copy = await PGlite.create({ dataDir: path.join(restored, 'db') });
    try {
      const { rows } = await copy.query<{ title: string }>('select title from contracts order by id');
      expect(rows.map((row) => row.title)).toEqual(['Spring campaign', 'Brand film']);
    } finally {
      await copy.close();
    }
    expect(readFileSync(path.join(restored, 'uploads', '2026', '11', 'showreel'), 'utf8')).toBe(
      'the bytes of a showreel',
    );
    expect(JSON.parse(readFileSync(path.join(restored, 'secrets.json'), 'utf8'))).toMatchObject({
      anonKey: 'anon_kept',
    });

    // Restoring over a DATA_DIR that has a database is refused.
    const again = await cli(['restore', '--from', to], restored);
    expect(again.code).toBe(1);
    expect(again.output).toContain('restore into a new');
  },
);
