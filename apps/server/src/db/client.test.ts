import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { createTestDatabase } from '../test/test-database.ts';

describe('openDatabase', () => {
  it('applies the migrations once even when several processes start together', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      // PGlite is one process by design: concurrent calls within it share one run.
      const database = await openDatabase({});
      await Promise.all([database.migrate(), database.migrate(), database.migrate()]);
      const rows = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const applied = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const journal = await import('./migrations/meta/_journal.json', { with: { type: 'json' } });
      expect(applied).toBe(journal.default.entries.length);
      await database.close();
      return;
    }
    // A fresh, empty database on the server, opened by three "processes" at once.
    const probe = await createTestDatabase();
    const name = `reelhire_migrate_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await probe.db.execute(sql.raw(`create database ${name}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: target.toString() })),
    );
    try {
      await Promise.all(processes.map((database) => database.migrate()));
      const rows = await processes[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const count = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const journal = await import('./migrations/meta/_journal.json', { with: { type: 'json' } });
      expect(count).toBe(journal.default.entries.length);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await probe.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await probe.close();
    }
    // Every migration from an empty database, three times at once: well past the default on a busy machine.
  }, 90_000);
});
