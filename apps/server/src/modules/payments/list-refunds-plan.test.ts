import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listRefundsQuery } from './list-refunds.ts';

// Refund lists are read off their indexes (DESIGN section 5): a client's off refunds_client_idx, the
// admin's off refunds_created_idx. Checked on the plan for analysed data with many clients; the rows
// are written with foreign keys off (session_replication_role), as only the plan is under test.

let database: TestDatabase;
const clientId = '00000000-0000-4000-8000-000000000007';
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run('set session_replication_role = replica');
  // 20,000 card payments and milestones, each refunded once, for 500 clients.
  await run(`insert into payments (id, client_id, user_id, status, purpose, method, provider, currency,
                                   amount_minor, fee_minor, total_minor, idempotency_key, request_hash, created_at)
    select ('10000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
           ('00000000-0000-4000-8000-' || lpad((g % 500)::text, 12, '0'))::uuid, gen_random_uuid(),
           'succeeded', 'milestone_funding', 'card', 'sandbox', 'GBP', 1000, 50, 1050, 'plan-' || g, 'h',
           now() - g * interval '1 minute'
      from generate_series(1, 20000) g`);
  await run(`insert into booking_milestones (id, booking_id, position, title, amount_minor, due_date)
    select ('20000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, gen_random_uuid(), 0, 'Milestone ' || g,
           1000, '2027-01-01'
      from generate_series(1, 20000) g`);
  await run(`insert into refunds (client_id, payment_id, booking_id, milestone_id, provider, currency, amount_minor,
                                  idempotency_key, ledger_transaction_id, status, created_at)
    select ('00000000-0000-4000-8000-' || lpad((g % 500)::text, 12, '0'))::uuid,
           ('10000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, gen_random_uuid(),
           ('20000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'sandbox', 'GBP', 1000 + g,
           'plan-' || g, gen_random_uuid(),
           (array['pending','succeeded','succeeded','returned_to_wallet'])[1 + g % 4],
           now() - g * interval '1 minute'
      from generate_series(1, 20000) g`);
  await run('set session_replication_role = origin');
  await run('analyze');
}, 120_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it('reads a client’s refunds off refunds_client_idx, with or without a cursor', async () => {
  for (const query of [{ limit: 20 }, { limit: 20, after }]) {
    const text = await plan(listRefundsQuery({ db: database.db, clientId, query }));
    expect(text, text).toMatch(/refunds_client_idx/);
    expect(text, text).not.toMatch(/Seq Scan on refunds/);
  }
});

it('reads every refund (admin) off refunds_created_idx', async () => {
  const text = await plan(listRefundsQuery({ db: database.db, query: { limit: 50, after } }));
  expect(text, text).toMatch(/refunds_created_idx/);
  expect(text, text).not.toMatch(/Seq Scan on refunds/);
});
