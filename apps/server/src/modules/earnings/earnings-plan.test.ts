import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedMoneyAtScale, type MoneyAtScale } from '../../test/money-at-scale.ts';
import { planOf, statementMatching, statementsOf } from '../../test/query-plans.ts';
import { autoReleaseMilestones } from '../bookings/auto-release-milestones.ts';
import { getEarnings } from './get-earnings.ts';
import { makeEarningsAvailable } from './make-earnings-available.ts';
import { remindAutoRelease } from '../bookings/remind-auto-release.ts';

// The earnings page and the money sweeps read off indexes, not by scanning everyone's ledger (DESIGN
// section 5): checked on the plans PostgreSQL makes, for the statements the operations really send, on
// two years of analysed money (test/money-at-scale.ts) where almost everything is settled history.

let database: TestDatabase;
let scale: MoneyAtScale;
beforeAll(async () => {
  database = await createTestDatabase();
  scale = await seedMoneyAtScale(database.db);
}, 180_000);
afterAll(() => database?.close());

const noScanOf = (tables: string[]) => new RegExp(`Seq Scan on (${tables.join('|')})\\b`);

describe("the earnings page's queries", () => {
  let sent: Awaited<ReturnType<typeof statementsOf>>;
  beforeAll(async () => {
    sent = await statementsOf(database, (db) => getEarnings({ db, filmmakerId: scale.filmmakerId }));
  });

  it("reads the filmmaker's balances off ledger_accounts_key", async () => {
    const text = await planOf(
      database,
      statementMatching(sent, /balance_minor as balance from ledger_accounts/),
    );
    expect(text, text).toMatch(/ledger_accounts_key/);
    expect(text, text).not.toMatch(noScanOf(['ledger_accounts']));
  });

  it("reaches the escrow of their bookings' milestones from bookings_filmmaker_idx", async () => {
    const text = await planOf(database, statementMatching(sent, /sum\(a\.balance_minor\) as held/));
    expect(text, text).toMatch(/bookings_filmmaker_idx/);
    expect(text, text).toMatch(/booking_milestones_position_key/);
    expect(text, text).toMatch(/ledger_accounts_key/);
    expect(text, text).not.toMatch(noScanOf(['bookings', 'booking_milestones', 'ledger_accounts']));
  });

  it('reads earnings by month from their pending account’s entries (ledger_entries_account_idx)', async () => {
    const text = await planOf(database, statementMatching(sent, /as earned\s+from ledger_entries/));
    expect(text, text).toMatch(/ledger_entries_account_idx/);
    expect(text, text).toMatch(/ledger_transactions_pkey/);
    expect(text, text).not.toMatch(noScanOf(['ledger_entries', 'ledger_transactions', 'ledger_accounts']));
  });

  it("reads earnings per booking the same way, each fee from the paying movement's own entries", async () => {
    const text = await planOf(database, statementMatching(sent, /cross join lateral/));
    expect(text, text).toMatch(/ledger_entries_account_idx/);
    // The fee: the paying movement's entries by ledger_entries_transaction_idx, not a search of references.
    expect(text, text).toMatch(/ledger_entries_transaction_idx/);
    // And only those: the fees account has an entry for every movement on the platform, so reading its
    // entries (ledger_entries_account_idx a second time, ANDed with the movement's) grew with the platform.
    expect(text.match(/ledger_entries_account_idx/g), text).toHaveLength(1);
    expect(text, text).not.toMatch(/BitmapAnd/);
    expect(text, text).toMatch(/bookings_pkey/);
    expect(text, text).not.toMatch(
      noScanOf(['ledger_entries', 'ledger_transactions', 'ledger_accounts', 'bookings']),
    );
  });

  it("adds up what was paid out from their payouts in transit account's entries (ledger_entries_account_idx)", async () => {
    const text = await planOf(database, statementMatching(sent, /as paid\s+from ledger_entries/));
    expect(text, text).toMatch(/ledger_accounts_key/);
    expect(text, text).toMatch(/ledger_entries_account_idx/);
    expect(text, text).not.toMatch(noScanOf(['ledger_entries', 'ledger_transactions', 'ledger_accounts']));
  });
});

describe("the money sweeps' queries", () => {
  it('finds releases past their hold from pending balances above zero, not every release ever posted', async () => {
    const sent = await statementsOf(database, (db) => makeEarningsAvailable({ db }), {
      stopAt: /from ledger_accounts a/,
    });
    const text = await planOf(database, statementMatching(sent, /from ledger_accounts a/));
    expect(text, text).toMatch(/ledger_accounts_key/);
    expect(text, text).toMatch(/ledger_entries_account_idx/);
    // Whether each was made available already: its `available:` key, by the key's unique index.
    expect(text, text).toMatch(/ledger_transactions_idempotency_key_unique/);
    expect(text, text).not.toMatch(noScanOf(['ledger_transactions', 'ledger_entries', 'ledger_accounts']));
  });

  it('finds deliveries left unanswered off booking_milestones_submitted_idx, to release or remind', async () => {
    const release = await statementsOf(
      database,
      (db) => autoReleaseMilestones({ db, config: { receiptTax: undefined } }),
      { stopAt: /from "booking_milestones"/ },
    );
    const remind = await statementsOf(database, (db) => remindAutoRelease({ db }), {
      stopAt: /from "booking_milestones"/,
    });
    for (const sent of [release, remind]) {
      const text = await planOf(database, statementMatching(sent, /from "booking_milestones"/));
      expect(text, text).toMatch(/booking_milestones_submitted_idx/);
      expect(text, text).toMatch(/revision_requests_open_key/);
      expect(text, text).not.toMatch(noScanOf(['booking_milestones', 'bookings', 'revision_requests']));
    }
    // The reminder is queued once per submission: the outbox's key, looked up by its unique index.
    const reminder = await planOf(database, statementMatching(remind, /from "booking_milestones"/));
    expect(reminder, reminder).toMatch(/email_outbox_idempotency_key_unique/);
    expect(reminder, reminder).not.toMatch(noScanOf(['email_outbox']));
  });
});
