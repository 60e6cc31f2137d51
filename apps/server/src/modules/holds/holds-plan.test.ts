import { sql } from 'drizzle-orm';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { expireDueHolds } from './expire-due-holds.ts';

// The expiry sweep finds its work off partial indexes (DESIGN section 5, decision 0050), checked on two
// years of holds: nearly all settled long ago (confirmed, released, expired), a few thousand live on days
// to come, and only a handful due (past their deadline, or on days gone by).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.transaction(async (tx) => {
    // No filmmaker or client rows behind them: foreign-key triggers off, as in test/money-at-scale.ts.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into holds (filmmaker_id, client_id, status, days, first_day, last_day, title,
        currency, amount_minor, confirm_by, created_at)
      select gen_random_uuid(), gen_random_uuid(), s.status, '[]'::jsonb, s.day, s.day, 'Hold ' || g, 'GBP', 100000,
        case when s.status = 'first' then now() + ((g % 70) + 1) * interval '1 hour' end, now()
      from generate_series(1, 40000) g
      cross join lateral (select
        case when g % 20 = 0 then (array['first', 'second'])[1 + (g / 20) % 2]
             else (array['confirmed', 'released', 'expired'])[1 + g % 3] end as status,
        case when g % 20 = 0 and g % 2000 <> 0 then current_date + (1 + g % 300)
             else current_date - (1 + g % 700) end as day) s`);
  });
  await database.db.execute(sql`analyze`);
}, 180_000);
afterAll(() => database?.close());

it('finds filmmakers with holds due off holds_expiry_idx and holds_days_passed_idx, not every hold ever made', async () => {
  const sent = await statementsOf(database, (db) => expireDueHolds({ db }), { stopAt: /union/ });
  const text = await planOf(database, statementMatching(sent, /union/));
  expect(text, text).toMatch(/holds_expiry_idx/);
  expect(text, text).toMatch(/holds_days_passed_idx/);
  expect(text, text).not.toMatch(/Seq Scan on holds\b/);
});
