import type { CurrencyEarnings, Earnings } from '@reelhire/shared/earnings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

type Figures = Omit<CurrencyEarnings, 'by_month' | 'by_booking'>;

/**
 * A filmmaker's earnings per currency (decision 0043), every figure derived from the ledger: balances of
 * their own accounts, the escrow of their bookings' milestones, what each release and kill fee paid them
 * by month and by booking, and what payouts have sent.
 */
export async function getEarnings({ db, filmmakerId }: { db: Db; filmmakerId: string }): Promise<Earnings> {
  const [balances, escrow, months, perBooking, paid] = await Promise.all([
    queryRows<{ kind: string; currency: string; balance: string }>(
      db,
      sql`select kind, currency, balance_minor as balance from ledger_accounts
           where owner_id = ${filmmakerId}
             and kind in ('filmmaker_available', 'filmmaker_pending', 'payouts_in_transit')`,
    ),
    queryRows<{ bookingId: string; title: string; status: string; currency: string; held: string }>(
      db,
      sql`select b.id as "bookingId", b.title, b.status, a.currency, sum(a.balance_minor) as held
            from bookings b
            join booking_milestones m on m.booking_id = b.id
            join ledger_accounts a on a.kind = 'escrow' and a.owner_id = m.id::text
           where b.filmmaker_id = ${filmmakerId} and a.balance_minor > 0
           group by b.id, a.currency`,
    ),
    queryRows<{ month: string; currency: string; earned: string }>(
      db,
      sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, e.currency, sum(e.amount_minor) as earned
            from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join ledger_transactions t on t.id = e.transaction_id
           where a.kind = 'filmmaker_pending' and a.owner_id = ${filmmakerId} and e.amount_minor > 0
           group by 1, 2 order by 1`,
    ),
    queryRows<{
      bookingId: string;
      title: string;
      status: string;
      currency: string;
      earned: string;
      fees: string;
    }>(
      db,
      // The fee of each movement that paid the filmmaker is read from that movement's own entries (by the
      // transaction index), not by searching every movement's reference for the booking: the page stays
      // fast however large the ledger grows (bench/earnings.ts). Offset 0 keeps the movement's few entries
      // a list of their own: joined to the fees account, the planner also read that account's entries (one
      // for every movement on the platform) for each booking, and the page grew with the platform (decision
      // 0067, the growth budget).
      sql`select b.id as "bookingId", b.title, b.status, e.currency, sum(e.amount_minor) as earned,
                 sum(fee.minor) as fees
            from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join ledger_transactions t on t.id = e.transaction_id
            join bookings b on b.id = (t.reference->>'bookingId')::uuid
            cross join lateral (
              select coalesce(sum(f.amount_minor), 0) as minor
                from (select account_id, amount_minor from ledger_entries
                       where transaction_id = t.id and amount_minor > 0 offset 0) f
                join ledger_accounts fa on fa.id = f.account_id and fa.kind = 'platform_fees'
               where t.kind in ('escrow_release', 'cancellation_settlement', 'dispute_ruling')
            ) fee
           where a.kind = 'filmmaker_pending' and a.owner_id = ${filmmakerId} and e.amount_minor > 0
           group by b.id, e.currency`,
    ),
    queryRows<{ currency: string; paid: string }>(
      db,
      // Paid out is what left the filmmaker's payouts in transit for the bank, read from those entries like
      // every other figure here (decision 0059), not from the payouts' own status.
      sql`select e.currency, -sum(e.amount_minor) as paid
            from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join ledger_transactions t on t.id = e.transaction_id
           where a.kind = 'payouts_in_transit' and a.owner_id = ${filmmakerId} and t.kind = 'payout_paid'
           group by e.currency`,
    ),
  ]);

  const figures = new Map<string, Figures>();
  const of = (currency: string): Figures => {
    let entry = figures.get(currency);
    if (!entry) {
      entry = {
        currency,
        available_minor: 0,
        pending_minor: 0,
        in_escrow_minor: 0,
        in_transit_minor: 0,
        paid_out_minor: 0,
      };
      figures.set(currency, entry);
    }
    return entry;
  };
  for (const row of balances) {
    const entry = of(row.currency);
    const amount = Number(row.balance);
    if (row.kind === 'filmmaker_available') entry.available_minor = amount;
    if (row.kind === 'filmmaker_pending') entry.pending_minor = amount;
    if (row.kind === 'payouts_in_transit') entry.in_transit_minor = amount;
  }
  for (const row of escrow) of(row.currency).in_escrow_minor += Number(row.held);
  for (const row of paid) of(row.currency).paid_out_minor = Number(row.paid);
  for (const row of months) of(row.currency);
  for (const row of perBooking) of(row.currency);

  const bookingRows = new Map<string, CurrencyEarnings['by_booking'][number] & { currency: string }>();
  const bookingOf = (row: { bookingId: string; title: string; status: string; currency: string }) => {
    const key = `${row.bookingId}:${row.currency}`;
    let entry = bookingRows.get(key);
    if (!entry) {
      entry = {
        booking_id: row.bookingId,
        title: row.title,
        status: row.status,
        currency: row.currency,
        in_escrow_minor: 0,
        earned_minor: 0,
        fees_minor: 0,
      };
      bookingRows.set(key, entry);
    }
    return entry;
  };
  for (const row of escrow) bookingOf(row).in_escrow_minor += Number(row.held);
  for (const row of perBooking) {
    const entry = bookingOf(row);
    entry.earned_minor += Number(row.earned);
    entry.fees_minor += Number(row.fees);
  }

  return {
    currencies: [...figures.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((entry) => ({
        ...entry,
        by_month: months
          .filter((row) => row.currency === entry.currency)
          .map((row) => ({ month: row.month, earned_minor: Number(row.earned) })),
        by_booking: [...bookingRows.values()]
          .filter((row) => row.currency === entry.currency)
          .map(({ currency: _currency, ...row }) => row)
          .sort((a, b) => a.title.localeCompare(b.title)),
      })),
  };
}
