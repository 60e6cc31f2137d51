import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedMoneyAtScale, type MoneyAtScale } from '../../test/money-at-scale.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { listPayments } from './list-payments.ts';
import { remindUnfundedBookings } from './remind-unfunded-bookings.ts';

// Payments are read off indexes (DESIGN section 5), checked on two years of analysed money
// (test/money-at-scale.ts) for the statements the operations really send.

let database: TestDatabase;
let scale: MoneyAtScale;
beforeAll(async () => {
  database = await createTestDatabase();
  scale = await seedMoneyAtScale(database.db);
}, 180_000);
afterAll(() => database?.close());

const after = Buffer.from(
  JSON.stringify(['2026-11-20 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
).toString('base64url');

it("reads a client's payments off payments_client_idx, and a booking's off payments_booking_idx, page by page", async () => {
  for (const query of [{ limit: 20 }, { limit: 20, after }]) {
    const all = await statementsOf(database, (db) => listPayments({ db, clientId: scale.clientId, query }));
    const text = await planOf(database, statementMatching(all, /from "payments"/));
    expect(text, text).toMatch(/payments_client_idx/);
    expect(text, text).not.toMatch(/Seq Scan on payments\b/);
    expect(text, text).not.toMatch(/Sort/);

    const one = await statementsOf(database, (db) =>
      listPayments({ db, clientId: scale.clientId, query: { ...query, booking_id: scale.bookingId } }),
    );
    const booking = await planOf(database, statementMatching(one, /from "payments"/));
    expect(booking, booking).toMatch(/payments_(booking|client)_idx/);
    expect(booking, booking).not.toMatch(/Seq Scan on payments\b/);
  }
});

it('finds bookings to remind about funding off bookings_under_way_idx, not every booking ever made', async () => {
  const sent = await statementsOf(database, (db) => remindUnfundedBookings({ db }), {
    stopAt: /with due as/,
  });
  const text = await planOf(database, statementMatching(sent, /with due as/));
  expect(text, text).toMatch(/bookings_under_way_idx/);
  // Each milestone's escrow account by the accounts' key; each reminder step by the outbox's key.
  expect(text, text).toMatch(/ledger_accounts_key/);
  expect(text, text).toMatch(/email_outbox_idempotency_key_unique/);
  expect(text, text).not.toMatch(
    /Seq Scan on (bookings|booking_milestones|contracts|ledger_accounts|email_outbox)\b/,
  );
});
