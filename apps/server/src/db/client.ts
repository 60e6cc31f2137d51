import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPglite, migrationsKey } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers give the same query API; operations only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw statement; both drivers answer `{ rows }` (the shared Db type cannot say so). */
export async function queryRows<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A raw statement's rows, prepared once per connection under `name` on PostgreSQL (parsed and planned once,
 * then only bound and run: decision 0077); PGlite runs it as `queryRows` does. The statement's text must be
 * the same on every call under one name, so lists go in as one JSON parameter, never spread into the text.
 */
export async function queryPrepared<Row>(db: Db, name: string, statement: SQL): Promise<Row[]> {
  // drizzle prepares named statements for its query builder only; a raw statement goes through the same
  // session call that `db.execute` makes, with the name it leaves out.
  const internals = db as unknown as {
    session: {
      prepareQuery(
        query: unknown,
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<{ rows: Row[] }> };
    };
    dialect: { sqlToQuery(statement: SQL): unknown };
  };
  const prepared = internals.session.prepareQuery(
    internals.dialect.sqlToQuery(statement),
    undefined,
    name,
    false,
  );
  return (await prepared.execute()).rows;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Several processes may start at once against one PostgreSQL: only one applies migrations at a time. */
const MIGRATION_LOCK_ID = 7_301_942;

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` or undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** Start PGlite from a snapshot (a dumped data directory) instead of an empty database. */
  loadDataDir?: Blob | File | undefined;
  /** Where PGlite's cluster templates are kept (pglite-template.ts); the install's cache by default. */
  templateDir?: string | undefined;
  /**
   * Told when an idle PostgreSQL connection dies (a server restart, a killed backend). The pool drops the
   * connection and opens a new one on demand; without a listener Node would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    // The pool listens for errors only on idle connections. A checked-out one (inside a transaction,
    // between two statements) that loses its server emits 'error' with nobody listening, which would
    // crash the process when PostgreSQL restarts (decision 0069). With this listener the loss is reported,
    // the transaction's next statement fails (a 503), and the pool drops the connection on release.
    pool.on('connect', (client) => {
      client.on('error', (error: Error) => options.onConnectionError?.(error));
      releaseWhenBeginFails(client);
    });
    // Fail at start, with the reason, when the server cannot be reached.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: once(async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          lock.release();
        }
      }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  let dataDir = options.dataDir;
  if (dataDir && dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  else dataDir = undefined;
  const created = options.loadDataDir
    ? undefined
    : await createPglite(dataDir, {
        migrationsKey: migrationsKey(migrationsFolder),
        ...(options.templateDir ? { templateDir: options.templateDir } : {}),
      });
  const client = created?.client ?? (await PGlite.create({ dataDir, loadDataDir: options.loadDataDir }));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  embedded.add(db);
  return {
    db,
    driver: 'pglite',
    migrate: once(async () => {
      // Still run on a cluster from the migrated template: the migrator finds nothing left to apply.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await created?.keepMigrated();
    }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/**
 * drizzle's node-postgres transaction checks a connection out, then sends `begin` before its try/finally:
 * when `begin` fails (the server restarting, decision 0069) the connection is never given back, and after
 * `max` such failures every transaction waits for a connection that never comes. A failed `begin` here
 * gives the connection back with its error, so the pool drops it. Only promise-style calls are watched:
 * the pool's own `pool.query` uses the callback style and releases for itself.
 */
function releaseWhenBeginFails(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const [statement] = args;
    const text = typeof statement === 'string' ? statement : (statement as { text?: unknown })?.text;
    if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
      return result.catch((error: unknown) => {
        try {
          client.release(error instanceof Error ? error : true);
        } catch {
          // Already given back by whoever held it: nothing leaked.
        }
        throw error;
      });
    }
    return result;
  };
}

const embedded = new WeakSet<Db>();

/** Whether a database is the embedded PGlite, which runs its queries one at a time on this thread. */
export function isEmbedded(db: Db): boolean {
  return embedded.has(db);
}

/** Concurrent callers in one process share one run (the migrator is not safe to run twice at once). */
function once(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= run());
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
