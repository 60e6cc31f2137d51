import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

// An empty PGlite data directory costs an initdb in WebAssembly: four to six seconds of a cold start, and
// of every end-to-end run, which starts on an empty directory. For one PGlite version that initdb always
// produces the same cluster, so the first one is kept as a template (as PostgreSQL keeps template1) and
// later empty clusters are restored from it in about a second. The template is taken before any migration,
// so it holds no schema or data of ours. It lives in the install's node_modules/.cache, which belongs to
// whoever installed the app (a shared /tmp would let another user plant a cluster).

const pgliteDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
  '..',
);
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }
).version;
const templateFile = path.join(
  pgliteDir,
  '..',
  '..',
  '.cache',
  'reelhire',
  `pglite-${pgliteVersion}-empty-cluster.tar.gz`,
);

/** Whether PGlite would have to initdb: in memory, or a directory without a cluster yet. */
const needsInitdb = (dataDir: string | undefined) =>
  !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));

/** PGlite on `dataDir` (undefined: in memory), restored from the empty-cluster template when it is new. */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (!needsInitdb(dataDir)) return PGlite.create({ dataDir });
  if (existsSync(templateFile)) {
    try {
      return await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(templateFile)]) });
    } catch {
      // A damaged template (a full disk, an interrupted write elsewhere): drop it and initdb as usual.
      rmSync(templateFile, { force: true });
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (dataDir) mkdirSync(dataDir, { recursive: true });
    }
  }
  const client = await PGlite.create({ dataDir });
  await keepTemplate(client).catch(() => undefined);
  return client;
}

/** Writes the fresh cluster as the template: to a temporary name first, so no reader sees half a file. */
async function keepTemplate(client: PGlite): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(templateFile), { recursive: true });
  const partial = `${templateFile}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templateFile);
}
