import { sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listReceiptsQuery } from '../receipts/list-receipts.ts';
import { escrowHeldQuery, expenditureQuery, getExpenditure } from './get-expenditure.ts';
import { getWallet, walletHistoryQuery } from './get-wallet.ts';

// The money reads are served by indexes, not by scanning everyone's ledger (DESIGN section 5): checked on
// the plans PostgreSQL makes for analysed data with many clients, bookings and movements.

let database: TestDatabase;
let clientId: string;
let filmmakerId: string;
let walletId: string;
let bookingId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  await run(`insert into users (email, user_metadata)
    select 'plan-money-' || g || '@example.test', '{"user_type":"client"}'::jsonb from generate_series(1, 400) g`);
  await run(`insert into clients (user_id, company_name) select id, email from users`);
  await run(`insert into filmmakers (user_id, first_name) select id, 'F' from users`);
  await run(`insert into bookings (client_id, filmmaker_id, status, first_day, last_day, title, currency, amount_minor)
    select c.id, f.id, 'confirmed', '2027-01-01', '2027-01-02', 'Booking ' || g, 'GBP', 100000
    from generate_series(1, 4000) g
    join (select id, row_number() over (order by id) - 1 as n from clients) c on c.n = g % 400
    join (select id, row_number() over (order by id) - 1 as n from filmmakers) f on f.n = (g * 7) % 400`);
  await run(`insert into booking_milestones (booking_id, position, title, amount_minor, due_date)
    select b.id, p, 'Milestone ' || p, 50000, '2027-01-02' from bookings b, generate_series(1, 2) p`);
  await run(`insert into ledger_accounts (kind, owner_id, currency, balance_minor)
    select 'client_wallet', id::text, 'GBP', 0 from clients
    union all select 'escrow', id::text, 'GBP', 50000 from booking_milestones
    union all select 'provider_clearing', 'sandbox', 'GBP', 0`);
  // One card funding per milestone: the card's clearing account out, the escrow in.
  await run(`insert into ledger_transactions (id, kind, idempotency_key, request_hash, description, reference)
    select m.id, 'escrow_funding_card', 'fund:' || m.id, 'x', 'Milestone funded',
      jsonb_build_object('milestoneId', m.id::text, 'bookingId', m.booking_id::text)
    from booking_milestones m`);
  await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor)
    select m.id, a.id, 'GBP', 50000 from booking_milestones m
      join ledger_accounts a on a.kind = 'escrow' and a.owner_id = m.id::text
    union all select m.id, (select id from ledger_accounts where kind = 'provider_clearing'), 'GBP', -50000
      from booking_milestones m`);
  // Wallet movements: ten deposits per client.
  await run(`insert into ledger_transactions (id, kind, idempotency_key, request_hash, description)
    select gen_random_uuid(), 'wallet_deposit', 'dep:' || c.id || ':' || g, 'x', 'Deposit'
    from clients c, generate_series(1, 10) g`);
  await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor)
    select t.id, a.id, 'GBP', 1000 from ledger_transactions t
      join ledger_accounts a on a.kind = 'client_wallet' and a.owner_id = split_part(t.idempotency_key, ':', 2)
      where t.kind = 'wallet_deposit'
    union all select t.id, (select id from ledger_accounts where kind = 'provider_clearing'), 'GBP', -1000
      from ledger_transactions t where t.kind = 'wallet_deposit'`);
  await run(`insert into receipts (year, sequence, number, kind, recipient, ledger_transaction_id, client_id,
      filmmaker_id, booking_id, milestone_ids, snapshot, currency, lines, total_minor)
    select 2027, row_number() over (), 'RC-' || m.id, 'funding', 'client', m.id, b.client_id, b.filmmaker_id,
      b.id, array[m.id], '{}'::jsonb, 'GBP', '[]'::jsonb, 52500
    from booking_milestones m join bookings b on b.id = m.booking_id`);
  await run('analyze');
  clientId = (await database.db.select({ id: clients.id }).from(clients).limit(1))[0]!.id;
  filmmakerId = (await database.db.select({ id: filmmakers.id }).from(filmmakers).limit(1))[0]!.id;
  bookingId = (
    await queryRows<{ id: string }>(
      database.db,
      sql`select id from bookings where client_id = ${clientId} limit 1`,
    )
  )[0]!.id;
  walletId = (
    await queryRows<{ id: string }>(
      database.db,
      sql`select id from ledger_accounts where kind = 'client_wallet' and owner_id = ${clientId}`,
    )
  )[0]!.id;
}, 180_000);
afterAll(() => database?.close());

async function plan(statement: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${statement}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

it('reads a page of wallet history off ledger_entries_account_idx, first page and later', async () => {
  for (const query of [
    { limit: 20 },
    { limit: 20, after: Buffer.from('[99999999]').toString('base64url') },
  ]) {
    const text = await plan(walletHistoryQuery(database.db, [walletId], query));
    expect(text, text).toMatch(/ledger_entries_account_idx/);
    expect(text, text).not.toMatch(/Seq Scan on ledger_entries/);
  }
});

it("reaches a client's spend and escrow from their bookings, never scanning the ledger", async () => {
  for (const statement of [expenditureQuery(clientId), escrowHeldQuery(clientId)]) {
    const text = await plan(statement);
    expect(text, text).toMatch(/bookings_client_idx/);
    expect(text, text).toMatch(/ledger_accounts_key/);
    expect(text, text).not.toMatch(/Seq Scan on (ledger_entries|ledger_accounts|bookings)\b/);
  }
});

it("reads a page of a member's receipts off their receipts index", async () => {
  const asClient = await plan(
    listReceiptsQuery({ db: database.db, caller: { clientId, filmmakerId: null }, query: { limit: 20 } }),
  );
  expect(asClient, asClient).toMatch(/receipts_client_idx/);
  const asFilmmaker = await plan(
    listReceiptsQuery({ db: database.db, caller: { clientId: null, filmmakerId }, query: { limit: 20 } }),
  );
  expect(asFilmmaker, asFilmmaker).toMatch(/receipts_filmmaker_idx/);
  for (const text of [asClient, asFilmmaker]) expect(text, text).not.toMatch(/Seq Scan on receipts/);
});

it("reads a booking's receipts off receipts_booking_idx, and a client-and-filmmaker's off both indexes, on any page", async () => {
  const after = Buffer.from(
    JSON.stringify(['2027-01-01 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
  ).toString('base64url');
  for (const query of [{ limit: 20 }, { limit: 20, after }]) {
    const booking = await plan(
      listReceiptsQuery({
        db: database.db,
        caller: { clientId, filmmakerId: null },
        query: { ...query, booking_id: bookingId },
      }),
    );
    expect(booking, booking).toMatch(/receipts_booking_idx/);
    // A `both` account: what was issued to them as a client and as a filmmaker.
    const both = await plan(listReceiptsQuery({ db: database.db, caller: { clientId, filmmakerId }, query }));
    expect(both, both).toMatch(/receipts_client_idx/);
    expect(both, both).toMatch(/receipts_filmmaker_idx/);
    for (const text of [booking, both]) expect(text, text).not.toMatch(/Seq Scan on receipts/);
  }
});

it("reads the client's wallet balances off ledger_accounts_key, for the wallet and the expenditure pages", async () => {
  const wallet = await statementsOf(database, (db) => getWallet({ db, clientId, query: { limit: 20 } }));
  const spend = await statementsOf(database, (db) => getExpenditure({ db, clientId }));
  for (const statement of [
    statementMatching(wallet, /from "ledger_accounts"/),
    statementMatching(spend, /balance_minor::text from ledger_accounts/),
  ]) {
    const text = await planOf(database, statement);
    expect(text, text).toMatch(/ledger_accounts_key/);
    expect(text, text).not.toMatch(/Seq Scan on ledger_accounts/);
  }
});
