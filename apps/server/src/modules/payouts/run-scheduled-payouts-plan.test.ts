import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { dueSchedulesQuery } from './run-scheduled-payouts.ts';

// The payout schedule sweep (decision 0049) runs every 10 minutes over every filmmaker's schedule: the due
// ones are read off payout_schedules_due_idx, never by scanning them all. Checked on the plan for analysed
// data where most schedules are off or due later.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`insert into users (email, user_metadata)
    select 'schedule-plan-' || g || '@example.test', '{"user_type":"filmmaker"}'::jsonb from generate_series(1, 20000) g`);
  await run(`insert into filmmakers (user_id) select id from users`);
  // A third off, the rest weekly on Mondays, due over the next three weeks; a handful due now.
  await run(`insert into payout_schedules (filmmaker_id, frequency, weekday, next_run_at)
    select id,
           case when n % 3 = 0 then 'off' else 'weekly' end,
           case when n % 3 = 0 then null else 'monday' end,
           case when n % 3 = 0 then null else now() + (n % 21) * interval '1 day' + interval '1 hour' end
    from (select id, row_number() over (order by id) as n from filmmakers) f`);
  await run(`update payout_schedules set next_run_at = now() - interval '1 hour'
    where filmmaker_id in (select filmmaker_id from payout_schedules where frequency = 'weekly' limit 20)`);
  await run('analyze');
}, 120_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

it('finds the due schedules off payout_schedules_due_idx', async () => {
  const text = await plan(dueSchedulesQuery({ db: database.db, now: new Date(), batchSize: 100 }));
  expect(text, text).toMatch(/payout_schedules_due_idx/);
  expect(text, text).not.toMatch(/Seq Scan on payout_schedules/);
});
