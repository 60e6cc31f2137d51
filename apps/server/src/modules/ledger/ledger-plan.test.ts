import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedMoneyAtScale } from '../../test/money-at-scale.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { escrowFunding, escrowRelease } from '@reelhire/shared/ledger';
import { checkLedger } from './ledger-check.ts';
import { getLedgerSummary } from './get-ledger-summary.ts';
import { postMovement } from './post-movement.ts';

// The admin's ledger pages on two years of analysed money (test/money-at-scale.ts), for the statements
// the operations really send: the summary reads what is live off indexes; the check reads everything, once.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedMoneyAtScale(database.db);
  // Two years of disputes, all settled (600 of them over 1,200 milestones), so the planner weighs the
  // frozen check against tables of a real size. Foreign keys off, as in the money seed: the rows only
  // need to be there.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`create temp table plan_dispute on commit drop as
      select gen_random_uuid() as id, g from generate_series(1, 600) g`);
    await tx.execute(sql`insert into disputes (id, booking_id, client_id, filmmaker_id, status, opened_by, reason,
        description, respond_by, currency, outcome, release_minor, refund_minor, reasoning, ruled_at)
      select id, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(),
        case when g % 5 = 0 then 'withdrawn' else 'resolved' end, 'client', 'not_as_agreed', 'Not what we agreed',
        now() - g * interval '1 day', 'GBP', 'split', 25000, 25000, 'Half each', now() - g * interval '1 day'
      from plan_dispute`);
    await tx.execute(sql`insert into dispute_milestones (dispute_id, milestone_id, frozen_minor)
      select id, gen_random_uuid(), 50000 from plan_dispute, generate_series(1, 2)`);
  });
  await database.db.execute(sql`analyze disputes`);
  await database.db.execute(sql`analyze dispute_milestones`);
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

it('posts a release in one statement after opening it, each account locked by its key after the one before', async () => {
  const milestoneId = crypto.randomUUID();
  const post = (kind: 'escrow_funding_card' | 'escrow_release', entries: ReturnType<typeof escrowRelease>) =>
    database.db.transaction((tx) =>
      postMovement({
        tx,
        kind,
        idempotencyKey: `plan-test-${kind}-${milestoneId}`,
        entries,
        description: kind,
      }),
    );
  await post(
    'escrow_funding_card',
    escrowFunding({ source: { card: 'sandbox' }, milestoneId, currency: 'GBP', amountMinor: 90_000 }),
  );
  const release = escrowRelease({
    milestoneId,
    filmmakerId: crypto.randomUUID(),
    currency: 'GBP',
    amountMinor: 90_000,
  });
  const sent = await statementsOf(database, (db) =>
    db.transaction((tx) =>
      postMovement({
        tx,
        kind: 'escrow_release',
        idempotencyKey: `plan-test-release-${milestoneId}`,
        entries: release,
        description: 'release',
      }),
    ),
  );
  // A round trip is most of a posting's cost under load (decision 0089): the movement's row and accounts,
  // then the frozen check, both balances and the entries together.
  const work = sent.filter((statement) => !/^(begin|commit|savepoint|release)/i.test(statement.text.trim()));
  expect(work.map((statement) => statement.text.slice(0, 40))).toHaveLength(2);
  const posting = await planOf(database, statementMatching(sent, /with frozen as/));
  // The frozen check: one probe of the milestone's index, not every dispute's milestones.
  expect(posting, posting).toMatch(/dispute_milestones_milestone_idx/);
  // Each update reads its row by primary key, and the second only once the first has moved (a one-time
  // filter on the first's result), so the locks are taken in the order the movement sorted them.
  expect(posting.match(/Index Scan using ledger_accounts_pkey/g) ?? [], posting).toHaveLength(2);
  expect(posting.match(/One-Time Filter/g)?.length ?? 0, posting).toBeGreaterThanOrEqual(3);
  expect(posting, posting).not.toMatch(/Seq Scan on (ledger_accounts|dispute_milestones|disputes)\b/);
});
