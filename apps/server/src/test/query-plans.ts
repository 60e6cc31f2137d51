import { sql, type SQLWrapper } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { queryRows, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** A statement as an operation sent it: its text and its parameters. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

interface QueryClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The statements an operation really sends, recorded on the way (a second Drizzle over the same pool or
 * PGlite, with a logger). Plan tests EXPLAIN these rather than a copy of the SQL, so a test fails when the
 * operation's query changes into one its index no longer serves; and the operation files need not export
 * every statement they run.
 */
export async function statementsOf(
  database: Database,
  operation: (db: Db) => Promise<unknown>,
  { stopAt }: { stopAt?: RegExp } = {},
): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => {
      sent.push({ text, params });
      if (stopAt?.test(text)) throw new StopHere();
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.driver === 'postgres'
    ? drizzlePg(client as pg.Pool, { schema, logger })
    : drizzlePglite(client as PGlite, { schema, logger })) as unknown as Db;
  try {
    await operation(db);
  } catch (error) {
    if (!(error instanceof StopHere)) throw error;
  }
  return sent;
}

/**
 * Thrown from the logger before the statement named by `stopAt` is sent: a sweep's plan is read without
 * the sweep doing its work (posting money, queueing email) on the test's data.
 */
class StopHere extends Error {}

/** The one statement among `sent` that matches `pattern` (a test names the query it means). */
export function statementMatching(sent: SentStatement[], pattern: RegExp): SentStatement {
  const found = sent.filter((statement) => pattern.test(statement.text));
  if (found.length !== 1) {
    throw new Error(`${found.length} statements match ${pattern}:\n${sent.map((s) => s.text).join('\n\n')}`);
  }
  return found[0]!;
}

/** PostgreSQL's plan for a statement, with its parameters bound as the operation bound them. */
export async function planOf(database: Database, statement: SentStatement | SQLWrapper): Promise<string> {
  if ('text' in statement) {
    const client = (database.db as unknown as { $client: QueryClient }).$client;
    const result = await client.query(`explain ${statement.text}`, statement.params);
    return result.rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  }
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
