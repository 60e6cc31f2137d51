import { sql } from 'drizzle-orm';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, queryRows } from './client.ts';
import { createPglite, migrationsKey, templateFiles } from './pglite-template.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const onAPostgresServer = Boolean(process.env.TEST_DATABASE_URL);
const temporary: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `reelhire-template-${name}-`));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const hasUsersTable = async (client: { query: (sql: string) => Promise<{ rows: unknown[] }> }) =>
  (await client.query(`select to_regclass('public.users') as name`)).rows[0];

const key = migrationsKey(migrationsFolder);
let templateDir: string;

const pgliteOnly = describe.skipIf(onAPostgresServer); // skipped on the PostgreSQL pass: the templates are PGlite's alone

// Every test creates PGlite clusters: seconds each on a busy machine.
pgliteOnly('PGlite cluster templates (decision 0067)', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    templateDir = tempDir('templates');
    const first = await openDatabase({ dataDir: tempDir('first'), templateDir });
    await first.migrate();
    await first.close();
  }, 120_000);

  it('keeps a migrated template after the first migration, and a new cluster starts from it already migrated', async () => {
    expect(readdirSync(templateDir).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-empty-cluster\.tar\.gz$/),
        expect.stringMatching(new RegExp(`-migrated-${key}\\.tar\\.gz$`)),
        // Unpacked too, for clusters on disk (decision 0082); no half-written copy is left beside it.
        expect.stringMatching(new RegExp(`-migrated-${key}$`)),
      ]),
    );
    expect(readdirSync(templateDir).filter((name) => name.includes('partial'))).toEqual([]);

    const second = await createPglite(tempDir('second'), { migrationsKey: key, templateDir });
    expect(second.migrated).toBe(true);
    expect(await hasUsersTable(second.client)).toEqual({ name: 'users' });
    await second.client.close();

    // The whole server path on a second new directory: migrating finds nothing to do and the schema is there.
    const third = await openDatabase({ dataDir: tempDir('third'), templateDir });
    await third.migrate();
    // Drizzle's own journal of applied migrations: every one recorded once.
    const [row] = await queryRows<{ count: number }>(
      third.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(row?.count).toBe(journal.entries.length);
    await third.close();
  });

  it('never uses a template made for other migrations, and never touches an existing data directory', async () => {
    const other = await createPglite(tempDir('other'), {
      migrationsKey: 'someothermigrations',
      templateDir,
    });
    expect(other.migrated).toBe(false);
    expect(await hasUsersTable(other.client)).toEqual({ name: null });
    await other.client.close();

    const dataDir = tempDir('existing');
    const existing = await createPglite(dataDir, { templateDir });
    await existing.client.query('create table kept (value text)');
    await existing.client.query(`insert into kept values ('mine')`);
    await existing.client.close();
    const reopened = await createPglite(dataDir, {
      migrationsKey: migrationsKey(migrationsFolder),
      templateDir,
    });
    expect(reopened.migrated).toBe(false);
    expect((await reopened.client.query('select value from kept')).rows).toEqual([{ value: 'mine' }]);
    expect(await hasUsersTable(reopened.client)).toEqual({ name: null });
    await reopened.client.close();
  });

  it('an install that has only the migrated archive unpacks it once, for the next new cluster', async () => {
    const { migratedDir } = templateFiles(templateDir, key);
    rmSync(migratedDir!, { recursive: true });
    const fromArchive = await createPglite(tempDir('from-archive'), { migrationsKey: key, templateDir });
    expect(fromArchive.migrated).toBe(true);
    await fromArchive.keepMigrated();
    await fromArchive.client.close();
    expect(existsSync(path.join(migratedDir!, 'PG_VERSION'))).toBe(true);
  });

  it('a cluster in memory starts from the migrated archive', async () => {
    const inMemory = await createPglite(undefined, { migrationsKey: key, templateDir });
    expect(inMemory.migrated).toBe(true);
    expect(await hasUsersTable(inMemory.client)).toEqual({ name: 'users' });
    await inMemory.client.close();
  });

  it('drops a damaged template directory and starts the cluster from the archive instead', async () => {
    const damagedKey = 'damageddirectory';
    const { migratedDir, migratedFile } = templateFiles(templateDir, damagedKey);
    const good = templateFiles(templateDir, key);
    mkdirSync(migratedDir!);
    writeFileSync(path.join(migratedDir!, 'PG_VERSION'), 'not a cluster');
    copyFileSync(good.migratedFile!, migratedFile!);
    const dataDir = tempDir('after-damaged-dir');
    const created = await createPglite(dataDir, { migrationsKey: damagedKey, templateDir });
    expect(created.migrated).toBe(true);
    expect(await hasUsersTable(created.client)).toEqual({ name: 'users' });
    await created.client.close();
    expect(existsSync(migratedDir!)).toBe(false);
  });

  it('drops a damaged template and starts the cluster without it', async () => {
    const damagedKey = 'damagedtemplate';
    const { migratedFile } = templateFiles(templateDir, damagedKey);
    writeFileSync(migratedFile!, 'not a cluster');
    const created = await createPglite(tempDir('fresh'), { migrationsKey: damagedKey, templateDir });
    expect(created.migrated).toBe(false);
    expect((await created.client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await created.client.close();
    expect(readdirSync(templateDir)).not.toContain(path.basename(migratedFile!));
  });
});
