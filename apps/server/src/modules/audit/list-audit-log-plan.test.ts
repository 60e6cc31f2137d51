import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listUsersQuery } from '../users/list-users.ts';
import { listAuditLogQuery } from './list-audit-log.ts';

// Decision 0064: the audit log and the admin's user list read their pages off indexes (DESIGN section 5),
// checked on PostgreSQL's plan for analysed data.

let database: TestDatabase;
let actor: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`insert into users (email, user_metadata, created_at)
    select 'plan-user-' || g || '@example.test', jsonb_build_object('user_type', (array['filmmaker','client','both','admin'])[1 + g % 4]),
           now() - g * interval '1 minute'
    from generate_series(1, 5000) g`);
  await run(`insert into audit_log (actor_user_id, action, record_type, record_id, before, after, created_at)
    select u.id, (array['user.suspend','user.restore','job.update','payout.approve'])[1 + g % 4],
           (array['user','user','job','payout'])[1 + g % 4], gen_random_uuid()::text, '{}'::jsonb, '{}'::jsonb,
           now() - g * interval '1 second'
    from generate_series(1, 20000) g
    join (select id, row_number() over (order by id) - 1 as n from users where user_metadata->>'user_type' = 'admin' limit 20) u
      on u.n = g % 20`);
  await run('analyze');
  actor = (
    await queryRows<{ id: string }>(database.db, sql`select actor_user_id as id from audit_log limit 1`)
  )[0]!.id;
}, 120_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it('pages the whole log off audit_log_created_at_idx, with or without a cursor', async () => {
  for (const query of [{ limit: 25 }, { limit: 25, after }]) {
    const text = await plan(listAuditLogQuery({ db: database.db, query }));
    expect(text, text).toMatch(/audit_log_created_at_idx/);
    expect(text, text).not.toMatch(/Seq Scan on audit_log/);
  }
});

it('reads one admin’s actions, one action and one record off their own indexes', async () => {
  const byActor = await plan(listAuditLogQuery({ db: database.db, query: { limit: 25, actor } }));
  expect(byActor, byActor).toMatch(/audit_log_actor_idx/);
  const record = await plan(
    listAuditLogQuery({ db: database.db, query: { limit: 25, record_type: 'user', record_id: actor } }),
  );
  expect(record, record).toMatch(/audit_log_record_idx/);
  expect(record, record).not.toMatch(/Seq Scan on audit_log/);
});

it('pages the user list off users_created_at_idx', async () => {
  for (const query of [{ limit: 25 }, { limit: 25, after }]) {
    const text = await plan(listUsersQuery({ db: database.db, query }));
    expect(text, text).toMatch(/users_created_at_idx/);
    expect(text, text).not.toMatch(/Seq Scan on users/);
  }
});
