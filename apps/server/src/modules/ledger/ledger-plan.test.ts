import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedMoneyAtScale } from '../../test/money-at-scale.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { escrowFunding } from '@reelhire/shared/ledger';
import { checkLedger } from './ledger-check.ts';
import { getLedgerSummary } from './get-ledger-summary.ts';
import { postMovement } from './post-movement.ts';

// The admin's ledger pages on two years of analysed money (test/money-at-scale.ts), for the statements
// the operations really send: the summary reads what is live off indexes; the check reads everything, once.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedMoneyAtScale(database.db);
}, 180_000);
afterAll(() => database?.close());

it('sums escrow held off ledger_accounts_escrow_held_idx, not every milestone’s account ever opened', async () => {
  const sent = await statementsOf(database, (db) => getLedgerSummary({ db }));
  const escrow = await planOf(database, statementMatching(sent, /as escrow\s+from ledger_accounts/));
  expect(escrow, escrow).toMatch(/ledger_accounts_escrow_held_idx/);
  expect(escrow, escrow).not.toMatch(/Seq Scan on ledger_accounts\b/);
  // Reelhire's fees and payouts-sent accounts (one per currency) off the accounts' key, and their
  // entries off each account's own index (decision 0073): no other account's entries are read.
  const shared = await planOf(database, statementMatching(sent, /join ledger_entries/));
  expect(shared, shared).toMatch(/ledger_accounts_key/);
  expect(shared, shared).toMatch(/ledger_entries_account_idx/);
  expect(shared, shared).not.toMatch(/Seq Scan on ledger_(accounts|entries)\b/);

  const queue = await planOf(database, statementMatching(sent, /from payouts/));
  expect(queue, queue).toMatch(/payouts_status_idx/);
  expect(queue, queue).not.toMatch(/Seq Scan on payouts\b/);
});

it('checks the ledger reading each table once, never once per account or transaction', async () => {
  // Recomputing every balance and re-adding every transaction must read all of them: the check is
  // allowed its full scans (it is the admin's audit, run on demand). What it must not do is read the
  // entries again for each account or transaction.
  const sent = await statementsOf(database, (db) => checkLedger({ db }));
  // Accounts against their entries (one statement since decision 0073), transactions, and the counts.
  expect(sent).toHaveLength(3);
  for (const statement of sent) {
    const text = await planOf(database, statement);
    const entryReads = text.match(/ on ledger_entries\b/g) ?? [];
    expect(entryReads.length, text).toBeLessThanOrEqual(1);
    expect(text, text).not.toMatch(/Nested Loop[\s\S]*on ledger_entries/);
  }
});

it('posts a movement finding its accounts by their key, never reading every account', async () => {
  // Stopped before it is sent: the plan of the statement that opens the movement, with its parameters.
  const sent = await statementsOf(
    database,
    (db) =>
      db.transaction((tx) =>
        postMovement({
          tx,
          kind: 'escrow_funding_card',
          idempotencyKey: 'plan-test-funding',
          entries: escrowFunding({
            source: { card: 'sandbox' },
            milestoneId: crypto.randomUUID(),
            currency: 'GBP',
            amountMinor: 125_000,
          }),
          description: 'Milestone funded by card',
        }),
      ),
    { stopAt: /with wanted as/ },
  );
  const open = await planOf(database, statementMatching(sent, /with wanted as/));
  expect(open, open).toMatch(/ledger_accounts_key/);
  expect(open, open).not.toMatch(/Seq Scan on ledger_accounts\b/);
});
