import type { Earnings } from '@reelhire/shared/earnings';
import { releaseSplit } from '@reelhire/shared/money-policy';
import type { Expenditure, Wallet } from '@reelhire/shared/spending';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';

// Every figure of the money pages rebuilt from the ledger's entries (decision 0059), the slow and obvious
// way: every entry read once, summed in plain code, and compared with what GET /earnings, GET /expenditure
// and GET /wallet answer. The pages' own SQL is not reused here, so a figure that leaves an entry out (a
// kill fee's fee netted away) or reads a second source that drifts from the ledger is caught.

interface EntryRow {
  id: string;
  amount: string;
  currency: string;
  kind: string;
  owner: string | null;
  tx: string;
  txKind: string;
  bookingId: string | null;
  month: string;
}

interface MilestoneRow {
  milestoneId: string;
  bookingId: string;
  title: string;
  status: string;
  clientId: string;
  filmmakerId: string;
  projectId: string | null;
  projectTitle: string | null;
}

async function ledgerFacts(t: TestApp) {
  const [entries, milestones] = await Promise.all([
    queryRows<EntryRow>(
      t.database.db,
      sql`select e.id::text as id, e.amount_minor::text as amount, e.currency, a.kind, a.owner_id as owner,
                 t.id as tx, t.kind as "txKind", t.reference->>'bookingId' as "bookingId",
                 to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month
            from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join ledger_transactions t on t.id = e.transaction_id
           order by e.id`,
    ),
    queryRows<MilestoneRow>(
      t.database.db,
      sql`select m.id::text as "milestoneId", b.id as "bookingId", b.title, b.status, b.client_id as "clientId",
                 b.filmmaker_id as "filmmakerId", p.id as "projectId", p.title as "projectTitle"
            from booking_milestones m
            join bookings b on b.id = m.booking_id
            left join contracts c on c.id = b.contract_id
            left join jobs j on j.id = c.job_id
            left join projects p on p.id = j.project_id`,
    ),
  ]);
  return {
    entries: entries.map((row) => ({ ...row, amount: Number(row.amount) })),
    milestoneOf: new Map(milestones.map((row) => [row.milestoneId, row])),
    bookingOf: new Map(milestones.map((row) => [row.bookingId, row])),
  };
}

const sumOf = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);
const byKey = <T>(items: T[]) =>
  [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** A filmmaker's earnings as their entries say, in the shape GET /earnings answers (lists in a fixed order). */
export async function earningsFromEntries(t: TestApp, filmmakerId: string): Promise<Earnings> {
  const { entries, milestoneOf } = await ledgerFacts(t);
  const own = (kind: string) => entries.filter((e) => e.kind === kind && e.owner === filmmakerId);
  const escrow = entries.filter(
    (e) => e.kind === 'escrow' && milestoneOf.get(e.owner!)?.filmmakerId === filmmakerId,
  );
  const earned = own('filmmaker_pending').filter((e) => e.amount > 0);
  const payingTxs = new Set(earned.map((e) => e.tx));
  // Each movement that paid the filmmaker: what it paid them, and Reelhire's fee in its entries.
  const fees = new Map<string, number>();
  for (const tx of payingTxs) {
    const fee = sumOf(
      entries.filter((e) => e.tx === tx && e.kind === 'platform_fees' && e.amount > 0).map((e) => e.amount),
    );
    const paid = sumOf(earned.filter((e) => e.tx === tx).map((e) => e.amount));
    // The fee a release or kill fee shows is the filmmaker's fee on what it paid them, to the penny.
    expect({ tx, ...releaseSplit(paid + fee) }).toEqual({ tx, earnedMinor: paid, feeMinor: fee });
    fees.set(tx, fee);
  }
  // Paid out: what reached payouts sent in the movements that took it from this filmmaker's transit.
  const paidTxs = new Set(own('payouts_in_transit').map((e) => e.tx));
  const sent = entries.filter((e) => e.kind === 'payouts_sent' && paidTxs.has(e.tx));

  const currencies = new Set(
    [
      ...own('filmmaker_available'),
      ...own('filmmaker_pending'),
      ...own('payouts_in_transit'),
      ...escrow,
      ...sent,
    ].map((e) => e.currency),
  );
  return {
    currencies: [...currencies].sort().map((currency) => {
      const inCurrency = <T extends { currency: string }>(items: T[]) =>
        items.filter((e) => e.currency === currency);
      const heldByBooking = groupBy(inCurrency(escrow), (e) => milestoneOf.get(e.owner!)!.bookingId);
      const earnedByBooking = groupBy(inCurrency(earned), (e) => e.bookingId ?? '');
      const bookingIds = new Set([
        ...[...heldByBooking].filter(([, rows]) => sumOf(rows.map((e) => e.amount)) > 0).map(([id]) => id),
        ...earnedByBooking.keys(),
      ]);
      return {
        currency,
        available_minor: sumOf(inCurrency(own('filmmaker_available')).map((e) => e.amount)),
        pending_minor: sumOf(inCurrency(own('filmmaker_pending')).map((e) => e.amount)),
        in_escrow_minor: sumOf(inCurrency(escrow).map((e) => e.amount)),
        in_transit_minor: sumOf(inCurrency(own('payouts_in_transit')).map((e) => e.amount)),
        paid_out_minor: sumOf(inCurrency(sent).map((e) => e.amount)),
        by_month: [...groupBy(inCurrency(earned), (e) => e.month)]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, rows]) => ({ month, earned_minor: sumOf(rows.map((e) => e.amount)) })),
        by_booking: [...bookingIds].sort().map((bookingId) => {
          const booking = [...milestoneOf.values()].find((row) => row.bookingId === bookingId)!;
          const paid = earnedByBooking.get(bookingId) ?? [];
          return {
            booking_id: bookingId,
            title: booking.title,
            status: booking.status,
            in_escrow_minor: sumOf((heldByBooking.get(bookingId) ?? []).map((e) => e.amount)),
            earned_minor: sumOf(paid.map((e) => e.amount)),
            fees_minor: sumOf([...new Set(paid.map((e) => e.tx))].map((tx) => fees.get(tx)!)),
          };
        }),
      };
    }),
  };
}

/** A client's expenditure as the entries say: a movement is theirs when it touches their bookings' escrow. */
export async function expenditureFromEntries(t: TestApp, clientId: string): Promise<Expenditure> {
  const { entries, milestoneOf } = await ledgerFacts(t);
  const escrow = entries.filter(
    (e) => e.kind === 'escrow' && milestoneOf.get(e.owner!)?.clientId === clientId,
  );
  const bookingOfTx = new Map(escrow.map((e) => [e.tx, milestoneOf.get(e.owner!)!]));
  // What left (or came back to) a wallet or a card in each of those movements.
  const paying = entries.filter(
    (e) => bookingOfTx.has(e.tx) && (e.kind === 'client_wallet' || e.kind === 'provider_clearing'),
  );
  const spend = (rows: typeof paying) => {
    const charged = sumOf(rows.filter((e) => e.amount < 0).map((e) => -e.amount));
    const refunded = sumOf(rows.filter((e) => e.amount > 0).map((e) => e.amount));
    return { charged_minor: charged, refunded_minor: refunded, spent_minor: charged - refunded };
  };
  const grouped = <T>(key: (e: (typeof paying)[number]) => string, shape: (rows: typeof paying) => T) =>
    [...groupBy(paying, key).values()].map((rows) => ({ ...shape(rows), ...spend(rows) }));

  const held = groupBy(escrow, (e) => `${milestoneOf.get(e.owner!)!.bookingId}|${e.currency}`);
  return {
    totals: grouped(
      (e) => e.currency,
      (rows) => ({ currency: rows[0]!.currency }),
    ),
    by_project: grouped(
      (e) => `${bookingOfTx.get(e.tx)!.projectId ?? bookingOfTx.get(e.tx)!.bookingId}|${e.currency}`,
      (rows) => {
        const booking = bookingOfTx.get(rows[0]!.tx)!;
        return {
          project_id: booking.projectId,
          title: booking.projectTitle ?? booking.title,
          currency: rows[0]!.currency,
        };
      },
    ),
    by_month: grouped(
      (e) => `${e.month}|${e.currency}`,
      (rows) => ({ month: rows[0]!.month, currency: rows[0]!.currency }),
    ),
    escrow: [...held.values()]
      .map((rows) => {
        const booking = milestoneOf.get(rows[0]!.owner!)!;
        return {
          booking_id: booking.bookingId,
          title: booking.title,
          project_id: booking.projectId,
          currency: rows[0]!.currency,
          held_minor: sumOf(rows.map((e) => e.amount)),
        };
      })
      .filter((row) => row.held_minor > 0),
    wallet: walletFrom(entries, clientId),
  };
}

function walletFrom(
  entries: { kind: string; owner: string | null; currency: string; amount: number }[],
  clientId: string,
) {
  const wallet = entries.filter((e) => e.kind === 'client_wallet' && e.owner === clientId);
  return [...groupBy(wallet, (e) => e.currency)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rows]) => ({ currency, balance_minor: sumOf(rows.map((e) => e.amount)) }));
}

async function read<T>(t: TestApp, token: string, path: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rest/v1${path}`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/**
 * Checks every figure a filmmaker's earnings page and a client's expenditure and wallet pages show against
 * the entries. Lists whose order the pages leave open (bookings of one title, projects spending alike) are
 * compared as sets.
 */
export async function expectFiguresFromEntries(
  t: TestApp,
  parties: { filmmaker: { token: string; id: string }; client: { token: string; id: string } },
) {
  const earnings = await read<Earnings>(t, parties.filmmaker.token, '/earnings');
  const rebuilt = await earningsFromEntries(t, parties.filmmaker.id);
  const loose = (value: Earnings) =>
    value.currencies.map((entry) => ({ ...entry, by_booking: byKey(entry.by_booking) }));
  expect(loose(earnings)).toEqual(loose(rebuilt));

  const spend = await read<Expenditure>(t, parties.client.token, '/expenditure');
  const spendRebuilt = await expenditureFromEntries(t, parties.client.id);
  const sets = (value: Expenditure) => ({
    totals: byKey(value.totals),
    by_project: byKey(value.by_project),
    by_month: byKey(value.by_month),
    escrow: byKey(value.escrow),
    wallet: value.wallet,
  });
  expect(sets(spend)).toEqual(sets(spendRebuilt));

  // The wallet page: each balance, and the newest page of its history, entry for entry.
  const wallet = await read<Wallet>(t, parties.client.token, '/wallet');
  expect(wallet.balances).toEqual(spendRebuilt.wallet);
  const { entries } = await ledgerFacts(t);
  const walletEntries = entries.filter((e) => e.kind === 'client_wallet' && e.owner === parties.client.id);
  expect(wallet.history.items.length).toBe(
    wallet.history.next_cursor === null
      ? walletEntries.length
      : Math.min(walletEntries.length, wallet.history.items.length),
  );
  if (wallet.history.next_cursor !== null)
    expect(wallet.history.items.length).toBeLessThan(walletEntries.length);
  const history = walletEntries
    .reverse()
    .slice(0, wallet.history.items.length)
    .map((e) => ({ id: e.id, amount_minor: e.amount, transaction_id: e.tx }));
  expect(
    wallet.history.items.map((e) => ({
      id: e.id,
      amount_minor: e.amount_minor,
      transaction_id: e.transaction_id,
    })),
  ).toEqual(history);
}
