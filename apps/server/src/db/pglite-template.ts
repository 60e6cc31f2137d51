import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

// An empty PGlite data directory costs an initdb in WebAssembly: four to six seconds of a cold start, and
// of every end-to-end run, which starts on an empty directory. For one PGlite version that initdb always
// produces the same cluster, so the first one is kept as a template (as PostgreSQL keeps template1) and
// later empty clusters are restored from it in about a second. The template is taken before any migration,
// so it holds no schema or data of ours. It lives in the install's node_modules/.cache, which belongs to
// whoever installed the app (a shared /tmp would let another user plant a cluster).
//
// Applying the migrations to that empty cluster costs as much again (about 2.5 s of CPU for 37 migrations), so
// a second template is kept after the first migration of a new cluster, named for the exact migrations it holds
// (a hash of the migrations folder): a new migration makes a new name, and an old template is never used for it
// (decision 0067). Only a brand-new cluster starts from it; an existing data directory is never touched.
//
// Unpacking that archive into PGlite's virtual file system took about a second of every cold start; the
// migrated template is therefore also kept unpacked, as the data directory of a cluster that was closed
// cleanly, and a new cluster on disk is a copy of that directory opened in place (decision 0082).

const pgliteDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
  '..',
);
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }
).version;
/** The install's own cache folder for templates. */
export const DEFAULT_TEMPLATE_DIR = path.join(pgliteDir, '..', '..', '.cache', 'reelhire');

/** A short hash of every file of the migrations folder (SQL and journal), so a template names what it holds. */
export function migrationsKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The templates' files for this PGlite version: the empty cluster, and the one migrated to `key` both as an
 * archive (for a cluster in memory) and unpacked (a directory, for a cluster on disk).
 */
export function templateFiles(templateDir: string, key?: string) {
  const migrated = key ? path.join(templateDir, `pglite-${pgliteVersion}-migrated-${key}`) : undefined;
  return {
    emptyFile: path.join(templateDir, `pglite-${pgliteVersion}-empty-cluster.tar.gz`),
    migratedFile: migrated ? `${migrated}.tar.gz` : undefined,
    migratedDir: migrated,
  };
}

export interface CreatePgliteOptions {
  /** The migrations the caller will apply: a template holding exactly these is used when there is one. */
  migrationsKey?: string;
  /** Where templates live; the install's node_modules/.cache by default (tests pass their own). */
  templateDir?: string;
}

export interface CreatedPglite {
  client: PGlite;
  /** Restored from a template that already holds every migration of `migrationsKey`. */
  migrated: boolean;
  /**
   * Call after migrating a brand-new cluster: keeps it as the migrated template for the next new one. A no-op
   * for an existing data directory or a cluster that came from the migrated template.
   */
  keepMigrated(): Promise<void>;
}

/** Whether PGlite would have to initdb: in memory, or a directory without a cluster yet. */
const needsInitdb = (dataDir: string | undefined) =>
  !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));

/** PGlite on `dataDir` (undefined: in memory), restored from the best template when the cluster is new. */
export async function createPglite(
  dataDir: string | undefined,
  options: CreatePgliteOptions = {},
): Promise<CreatedPglite> {
  const { emptyFile, migratedFile, migratedDir } = templateFiles(
    options.templateDir ?? DEFAULT_TEMPLATE_DIR,
    options.migrationsKey,
  );
  const existing = { migrated: false, keepMigrated: async () => {} };
  if (!needsInitdb(dataDir)) return { client: await PGlite.create({ dataDir }), ...existing };

  if (dataDir && migratedDir) {
    const client = await copyOf(migratedDir, dataDir);
    if (client) return { client, migrated: true, keepMigrated: async () => {} };
  }
  if (migratedFile) {
    const client = await restore(dataDir, migratedFile);
    // An install whose archive predates the unpacked template gets it now, once.
    const unpack = async () => {
      if (dataDir && migratedDir && !existsSync(migratedDir)) {
        await keepUnpacked(new Blob([readFileSync(migratedFile)]), migratedDir).catch(() => undefined);
      }
    };
    if (client) return { client, migrated: true, keepMigrated: unpack };
  }
  let client = await restore(dataDir, emptyFile);
  if (!client) {
    client = await PGlite.create({ dataDir });
    await keepTemplate(client, emptyFile).catch(() => undefined);
  }
  const fresh = client;
  return {
    client: fresh,
    migrated: false,
    keepMigrated: async () => {
      if (!migratedFile || !migratedDir) return;
      const kept = await keepTemplate(fresh, migratedFile).catch(() => undefined);
      if (kept) await keepUnpacked(kept, migratedDir).catch(() => undefined);
    },
  };
}

/** A new cluster from a template file; undefined when there is none or it is damaged (then it is dropped). */
async function restore(dataDir: string | undefined, file: string): Promise<PGlite | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    return await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  } catch {
    // A damaged template (a full disk, an interrupted write elsewhere): drop it and go on without.
    rmSync(file, { force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    return undefined;
  }
}

/** Writes a cluster as a template: to a temporary name first, so no reader sees half a file. */
async function keepTemplate(client: PGlite, file: string): Promise<Blob> {
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/**
 * A cluster's archive unpacked as a template directory: restored into a directory of its own and closed,
 * which leaves it as PostgreSQL leaves a cleanly shut-down cluster, then moved into place whole, so no
 * reader copies half of one. Another process that got there first keeps its own: it is the same cluster.
 * Also the test suite's template (test/test-database.ts).
 */
export async function keepUnpacked(dump: Blob, dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  try {
    const client = await PGlite.create({ dataDir: partial, loadDataDir: dump });
    await client.close();
    try {
      renameSync(partial, dir);
    } catch (error) {
      if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * A new cluster on disk as a copy of a template directory, opened in place; undefined when there is none or
 * it does not open (then it is dropped and the data directory emptied for the next way).
 */
async function copyOf(templateDir: string, dataDir: string): Promise<PGlite | undefined> {
  if (!existsSync(path.join(templateDir, 'PG_VERSION'))) return undefined;
  try {
    cpSync(templateDir, dataDir, { recursive: true });
    return await PGlite.create({ dataDir });
  } catch {
    rmSync(templateDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return undefined;
  }
}
